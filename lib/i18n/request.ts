import { getRequestConfig } from 'next-intl/server';
import { locale as localeSegment, market as marketSegment } from 'next/root-params';
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

/**
 * The [locale] root param, for a server component rendered without the page's setRequestLocale (a
 * loading.tsx, which gets no params and may render first: the request's config is read once, so a
 * fallback there would turn the whole page into the fallback language).
 */
async function localeParam(): Promise<string | undefined> {
  try {
    const segment: unknown = await localeSegment();
    return typeof segment === 'string' ? segment : undefined;
  } catch {
    return undefined;
  }
}

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = (await requestLocale) ?? (await localeParam());
  const locale = requested && isLocale(requested) ? requested : FALLBACK_LOCALE;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: await marketTimeZone(),
  };
});
