import { DEFAULT_MARKET, isMarketCode, MARKETS, type MarketCode } from './markets';

/**
 * Production hosts come from MARKET_HOSTS ("at=www.example.at,uk=https://www.example.co.uk"); in
 * development every market has its own subdomain of localhost (uk.localhost:3000). Unknown → AT.
 */
export function parseMarketHosts(value: string | undefined): Map<MarketCode, URL> {
  const hosts = new Map<MarketCode, URL>();
  for (const entry of (value ?? '').split(',')) {
    const [key, raw] = entry.split('=').map((s) => s.trim());
    const code = key?.toUpperCase();
    if (!code || !raw || !isMarketCode(code)) continue;
    try {
      hosts.set(code, new URL(raw.includes('://') ? raw : `https://${raw}`));
    } catch {
      // an unparsable entry is ignored; the market keeps its development host
    }
  }
  return hosts;
}

function hostnameOf(host: string): string {
  return host.replace(/:\d+$/, '').toLowerCase();
}

export function marketForHost(host: string | null, hosts: Map<MarketCode, URL>): MarketCode {
  if (!host) return DEFAULT_MARKET;
  const hostname = hostnameOf(host);
  for (const [code, url] of hosts) {
    if (url.hostname === hostname) return code;
  }
  const sub = /^([a-z]+)\.localhost$/.exec(hostname)?.[1];
  const bySub = Object.values(MARKETS).find((m) => m.slug === sub);
  return bySub?.code ?? DEFAULT_MARKET;
}

/** The public origin of a market, for canonical and alternate URLs. */
export function marketOrigin(market: MarketCode, hosts: Map<MarketCode, URL>, devPort: string): string {
  const configured = hosts.get(market);
  if (configured) return configured.origin;
  return `http://${MARKETS[market].slug}.localhost:${devPort}`;
}
