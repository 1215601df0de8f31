import { marketForHost, parseMarketHosts } from './hosts';
import type { MarketCode } from './markets';

const hosts = parseMarketHosts(process.env.MARKET_HOSTS);

/**
 * The host a visitor asked for. X-Forwarded-Host counts only behind a proxy we run (TRUST_PROXY=1),
 * which sets it; otherwise any client could name another market's host in it, so Host decides.
 * proxy.ts, the page resolver, route handlers and the Origin check all read the host here.
 */
export function requestHost(headers: Headers, trustProxy = process.env.TRUST_PROXY === '1'): string | null {
  const forwarded = trustProxy ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return forwarded || headers.get('host');
}

/** The market of a request, from its host (unknown hosts are AT). */
export function marketOfRequest(headers: Headers): MarketCode {
  return marketForHost(requestHost(headers), hosts);
}
