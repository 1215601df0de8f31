import { serverConfig } from '@/lib/platform/config/server-config';
import { marketForHost, parseMarketHosts } from './hosts';
import type { MarketCode } from './markets';

const hosts = parseMarketHosts(serverConfig().MARKET_HOSTS);

/**
 * The host a visitor asked for: Host. The production server (door/server.ts withMarketHost) has already
 * put there what a trusted proxy forwarded in X-Forwarded-Host and dropped any other, so the page
 * cache, proxy.ts, the page resolver, route handlers and the Origin check all see the same host;
 * X-Forwarded-Host itself is never read (a client could name another market's host in it).
 */
export function requestHost(headers: Headers): string | null {
  return headers.get('host');
}

/** The market of a request, from its host (unknown hosts are AT). */
export function marketOfRequest(headers: Headers): MarketCode {
  return marketForHost(requestHost(headers), hosts);
}
