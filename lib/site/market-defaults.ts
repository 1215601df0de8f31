import 'server-only';
import { cache } from 'react';
import { getMandant } from '@/lib/content-api/config';
import { defaultLocaleOf } from '@/lib/i18n/locales';
import { MARKET_CODES, MARKETS, type Locale, type MarketCode } from '@/lib/markets/markets';

/**
 * Every market's default locale (its /config/mandant, cached by tag; the first locale when the API
 * cannot say), for links into other markets: hreflang alternates and sitemaps. Memoised per request.
 */
export const marketDefaultLocales = cache(async (): Promise<Record<MarketCode, Locale>> => {
  const entries = await Promise.all(
    MARKET_CODES.map(async (market) => {
      const mandant = await getMandant({ market, locale: MARKETS[market].locales[0]! });
      return [market, mandant.ok ? defaultLocaleOf(market, mandant.data.locale) : MARKETS[market].locales[0]!] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<MarketCode, Locale>;
});
