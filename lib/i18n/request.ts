import { getRequestConfig } from 'next-intl/server';
import { market as marketSegment } from 'next/root-params';
import { DEFAULT_MARKET, FALLBACK_LOCALE, isLocale, marketBySlug, MARKETS } from '@/lib/markets/markets';
import { loadMessages } from './messages';

/**
 * The time zone of the market whose page is rendered (the market table's, not the locale's: an English
 * page of the Swiss shop shows Zurich dates). The [market] segment is a root param; outside a page
 * (a route handler) there is none and the default market's zone stands in.
 */
async function marketTimeZone(): Promise<string> {
  try {
    const slug: unknown = await marketSegment();
    const market = typeof slug === 'string' ? marketBySlug(slug) : undefined;
    if (market) return market.timeZone;
  } catch {
    // no root params in this context
  }
  return MARKETS[DEFAULT_MARKET].timeZone;
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = requested && isLocale(requested) ? requested : FALLBACK_LOCALE;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: await marketTimeZone(),
  };
});
