import { languageOf, MARKETS, type Locale, type MarketCode } from '@/lib/platform/markets/markets';

export { localePrefix } from '@/lib/domain/market-locale';

/** The locale a path prefix stands for in a market ("/fr" → fr-CH in CH), if any. */
export function localeForPrefix(market: MarketCode, segment: string): Locale | undefined {
  return MARKETS[market].locales.find((l) => languageOf(l) === segment);
}
