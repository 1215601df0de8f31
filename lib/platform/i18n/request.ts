import { getRequestConfig } from 'next-intl/server';
import { locale as localeSegment, market as marketSegment } from 'next/root-params';
import { DEFAULT_MARKET, FALLBACK_LOCALE, isLocale, marketBySlug, MARKETS } from '@/lib/platform/markets/markets';
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
 * The [locale] root param: the one way a page, a layout, a loading.tsx or any server component below
 * them knows its language (issue 28). Root params are known while Next renders a page statically,
 * so pages stay static or ISR without next-intl's setRequestLocale in each of them.
 */
async function localeParam(): Promise<string | undefined> {
  try {
    const segment: unknown = await localeSegment();
    return typeof segment === 'string' ? segment : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A page's locale is its [locale] root param. Outside the page tree (a route handler) there is none,
 * and next-intl's request locale (the proxy's header) or the fallback stands in.
 */
export default getRequestConfig(async (params) => {
  // `params.requestLocale` is a getter that reads the request's headers: only asked for outside pages.
  const requested = (await localeParam()) ?? (await params.requestLocale);
  const locale = requested && isLocale(requested) ? requested : FALLBACK_LOCALE;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: await marketTimeZone(),
  };
});
