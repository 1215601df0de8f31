import type { MarketCode } from '@/lib/markets/markets';

/** Cache tags of catalogue reads, per market (STYLE "What we take" 3); revalidated by /api/revalidate. */
export const TAGS = {
  config: (m: MarketCode) => `config:${m}`,
  tariffs: (m: MarketCode) => `tariffs:${m}`,
  devices: (m: MarketCode) => `devices:${m}`,
  fixedline: (m: MarketCode) => `fixedline:${m}`,
  faq: (m: MarketCode) => `faq:${m}`,
} as const;
