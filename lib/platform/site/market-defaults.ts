import 'server-only';
import { cache } from 'react';
import { getMandant } from '@/lib/platform/content-api/config';
import { defaultLocaleOf } from '@/lib/domain/market-locale';
import { MARKET_CODES, MARKETS, type Locale, type MarketCode } from '@/lib/platform/markets/markets';

/**
 * A market's default locale from its /config/mandant (cached by tag) by the one rule of
 * lib/domain/market-locale.ts, which also decides when the API cannot say. The site resolver and
 * links into other markets read it here. Memoised per request.
 */
export const marketDefaultLocale = cache(async (market: MarketCode): Promise<Locale> => {
  const mandant = await getMandant({ market, locale: MARKETS[market].locales[0]! });
  return defaultLocaleOf(market, mandant.ok ? mandant.data : undefined);
});

/** Every market's default locale, for links into other markets: hreflang alternates and sitemaps. */
export const marketDefaultLocales = cache(async (): Promise<Record<MarketCode, Locale>> => {
  const entries = await Promise.all(MARKET_CODES.map(async (market) => [market, await marketDefaultLocale(market)] as const));
  return Object.fromEntries(entries) as Record<MarketCode, Locale>;
});
