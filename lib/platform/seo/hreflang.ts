import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Route, RouteParams } from '@/lib/platform/i18n/pathnames';
import {
  DEFAULT_MARKET,
  FALLBACK_LOCALE,
  languageOf,
  MARKET_CODES,
  MARKETS,
  type Locale,
  type MarketCode,
} from '@/lib/platform/markets/markets';
import { hasParams, routeAvailableIn } from './routes';

/**
 * Markets whose pages are alternates of each other. CAMP sells in Austria in the same languages as
 * AT to its own audience (campsite guests): its pages would repeat AT's hreflang codes, so it forms
 * a cluster of its own.
 */
export const HREFLANG_CLUSTER: readonly MarketCode[] = MARKET_CODES.filter((m) => m !== 'CAMP');

/**
 * The hreflang code of a locale in a market: the language and the market's country. de-AT, de-DE,
 * de-CH, fr-CH, it-CH, it-IT and en-GB stay as they are; the English pages of AT, DE, CH and IT are
 * en-AT, en-DE, en-CH and en-IT, so that UK's en-GB pages are the only ones for British English.
 */
export function hreflangOf(market: MarketCode, locale: Locale): string {
  return `${languageOf(locale)}-${MARKETS[market].country}`;
}

export type AlternatesInput = {
  market: MarketCode;
  route: Route;
  params: RouteParams;
  /** Each market's default locale (its /config/mandant), which decides the unprefixed paths. */
  defaultLocales: Record<MarketCode, Locale>;
  /** The public origin of a market (lib/platform/markets/hosts.ts marketOrigin). */
  origin: (market: MarketCode) => string;
};

export type Alternates = {
  /** hreflang code → absolute URL, the page itself included, and "x-default". */
  languages: Record<string, string>;
  /** The absolute URL of the page in a locale of its own market. */
  urlOf: (locale: Locale) => string;
};

/**
 * The alternates of a page: every locale of its market and, for routes without parameters, the
 * same route in the other markets of the cluster where it exists (a tariff slug belongs to one
 * market's catalogue, so parameterised pages stay within their market). x-default, for visitors no
 * alternate fits, is the page in the shop's default locale en-GB (SPEC §9) on AT (where unknown hosts
 * land) when AT has the page, else on the page's own market.
 */
export function pageAlternates({ market, route, params, defaultLocales, origin }: AlternatesInput): Alternates {
  const urlIn = (m: MarketCode, locale: Locale) =>
    `${origin(m)}${localizedPath({ locale, defaultLocale: defaultLocales[m] }, route, params)}`;
  const inCluster = HREFLANG_CLUSTER.includes(market);
  const markets = inCluster && !hasParams(route) ? HREFLANG_CLUSTER.filter((m) => m === market || routeAvailableIn(route, m)) : [market];
  const languages: Record<string, string> = {};
  for (const m of markets) {
    for (const locale of MARKETS[m].locales) languages[hreflangOf(m, locale)] = urlIn(m, locale);
  }
  const xMarket = markets.includes(DEFAULT_MARKET) ? DEFAULT_MARKET : market;
  const xLocale = MARKETS[xMarket].locales.includes(FALLBACK_LOCALE) ? FALLBACK_LOCALE : defaultLocales[xMarket];
  languages['x-default'] = urlIn(xMarket, xLocale);
  return { languages, urlOf: (locale) => urlIn(market, locale) };
}
