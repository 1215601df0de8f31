import 'server-only';
import type { ContentContext } from '@/lib/platform/content-api/client';
import { fail, ok, type Result } from '@/lib/platform/content-api/result';
import type { Route, RouteParams } from '@/lib/platform/i18n/pathnames';
import { MARKETS, type Locale, type MarketCode } from '@/lib/platform/markets/markets';
import { pageAlternates } from './hreflang';
import { hasParams, publicRoutes } from './routes';
import type { SitemapEntry } from './sitemap-xml';

/** The parameters of every page of a parameterised route in a market (content API or content modules). */
export type ParamsSource = (ctx: ContentContext) => Promise<Result<RouteParams[]>>;

/**
 * Every public page of a market in each of its locales, with its hreflang alternates (the same ones
 * the page's own head lists). A failed catalogue read fails the whole sitemap: an incomplete one
 * would tell search engines that pages are gone. `sources` finds the pages of each route with
 * parameters (app/sitemap.xml/sources.ts: the features' reads).
 */
export async function sitemapEntries(
  market: MarketCode,
  defaultLocales: Record<MarketCode, Locale>,
  origin: (market: MarketCode) => string,
  sources: Partial<Record<Route, ParamsSource>>,
): Promise<Result<SitemapEntry[]>> {
  const ctx = { market, locale: defaultLocales[market] };
  const entries: SitemapEntry[] = [];
  for (const route of publicRoutes(market)) {
    let paramSets: RouteParams[] = [{}];
    if (hasParams(route)) {
      const source = sources[route];
      const read = source ? await source(ctx) : ok([]);
      if (!read.ok) return fail(read.error);
      paramSets = read.data;
    }
    for (const params of paramSets) {
      const { languages, urlOf } = pageAlternates({ market, route, params, defaultLocales, origin });
      for (const locale of MARKETS[market].locales) entries.push({ loc: urlOf(locale), alternates: languages });
    }
  }
  return ok(entries);
}
