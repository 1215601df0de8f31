import { MARKET_CODES, type MarketCode } from '@storefront/markets/markets';

/** Cache tags of catalogue reads, per market (STYLE "What we take" 3); revalidated by /api/revalidate. */
export const TAGS = {
  config: (m: MarketCode) => `config:${m}`,
  tariffs: (m: MarketCode) => `tariffs:${m}`,
  devices: (m: MarketCode) => `devices:${m}`,
  fixedline: (m: MarketCode) => `fixedline:${m}`,
  faq: (m: MarketCode) => `faq:${m}`,
  shops: (m: MarketCode) => `shops:${m}`,
} as const;

/** Every tag the fetchers can set: each kind of TAGS for each market ("tariffs:AT" … "faq:CAMP"). */
export const KNOWN_TAGS: ReadonlySet<string> = new Set(Object.values(TAGS).flatMap((tag) => MARKET_CODES.map((market) => tag(market))));

/** Whether /api/revalidate may revalidate this tag: only tags our fetchers set. */
export function isKnownTag(tag: string): boolean {
  return KNOWN_TAGS.has(tag);
}
