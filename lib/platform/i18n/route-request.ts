import { parseShownHidden } from '@/lib/domain/hidden-tariffs';
import { dayIn } from '@/lib/domain/opening-hours';
import { languageOf, MARKETS, type Locale, type MarketCode } from '@/lib/platform/markets/markets';
import { viewSuffix } from '@/lib/platform/page-views/view-path';
import { queryOf, type PageView, type PageViews } from '@/lib/platform/page-views/views';
import { localeForPrefix } from './locales';
import { localizedPath } from './paths';
import { fillParams, resolvePublicPath } from './pathnames';

export type RoutingDecision =
  /**
   * `personal`: the view holds what only this visitor may see (their shown hidden tariffs, ADR 16).
   * `status`: what the production server answers instead of Next's 200 (the 404 page, door/server.ts).
   */
  | { kind: 'rewrite'; to: string; locale: Locale; personal?: boolean; status?: 404 }
  /** `search`: the target's query where it is not the request's; `temporary`: a 307 rather than a 308. */
  | { kind: 'redirect'; to: string; search?: string; temporary?: true };

/** The response header that tells the production server the status to answer with (door/not-found.ts in door/server.ts). */
export const DOOR_STATUS = 'x-door-status';

/**
 * What of a request besides its path decides a page's view (ADR 24), and the pages with views
 * (app/page-views.ts PAGE_VIEWS).
 */
export type ViewRequest = { views: PageViews; search: URLSearchParams; shownHiddenCookie: string | undefined; now: Date };

/**
 * The query parameter of the header's language links (components/layout/LanguageSwitcher.tsx): `?hl=fr-CH`
 * on any page leads to the same page in that locale. A relative link, so the layout that renders it
 * needs to know neither the page nor the route table; the proxy, which knows both, redirects.
 */
export const LANGUAGE_PARAM = 'hl';

/** Internal target of any path that names no page: the catch-all renders the translated 404 page. */
const NOT_FOUND_ROUTE = '/not-found';

/** The view suffix of a page with views, and whether it is this visitor's alone. */
function view(market: MarketCode, page: PageView, request: ViewRequest): { suffix: string; personal: boolean } {
  const query = queryOf(request.search);
  const day = dayIn(MARKETS[market].timeZone, request.now);
  const canonical = page(query, { shownHidden: parseShownHidden(request.shownHiddenCookie), day });
  return { suffix: viewSuffix(canonical), personal: canonical !== page(query, { shownHidden: [], day }) };
}

/**
 * The same page in the market's locale `to` (else in the current one: the parameter only goes away),
 * with the rest of the query; the locale's home page for a path that names no page. Temporary: which
 * path a page has in a language may change, and a browser keeps a permanent redirect.
 */
function switchLanguage(
  market: MarketCode,
  current: { locale: Locale; defaultLocale: Locale },
  to: string,
  match: ReturnType<typeof resolvePublicPath>,
  search: URLSearchParams,
): RoutingDecision {
  const target = {
    locale: MARKETS[market].locales.find((locale) => locale === to) ?? current.locale,
    defaultLocale: current.defaultLocale,
  };
  const query = new URLSearchParams(search);
  query.delete(LANGUAGE_PARAM);
  const path = match ? localizedPath(target, match.route, match.params) : localizedPath(target, '/');
  return { kind: 'redirect', to: path, search: query.size > 0 ? `?${query}` : '', temporary: true };
}

/**
 * Public path → internal route under /{market}/{locale}. The default locale has no prefix (its
 * prefix redirects away); other locales carry "/{language}". Paths that name no page of that locale
 * go to the 404 route, so an English path on a German site is a 404, not duplicate content. Pages
 * with views (app/page-views.ts) get the request's canonical view appended. A language link's `?hl=`
 * redirects to the same page in that language.
 */
export function routeRequest(market: MarketCode, defaultLocale: Locale, pathname: string, request?: ViewRequest): RoutingDecision {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0] ?? '';
  const prefixed = localeForPrefix(market, first);
  if (prefixed === defaultLocale) {
    const rest = `/${segments.slice(1).join('/')}`;
    return { kind: 'redirect', to: rest };
  }
  const locale = prefixed ?? defaultLocale;
  const rest = prefixed ? `/${segments.slice(1).join('/')}` : pathname || '/';
  const base = `/${MARKETS[market].slug}/${locale}`;
  const match = resolvePublicPath(languageOf(locale), rest);
  const language = request?.search.get(LANGUAGE_PARAM);
  if (request && language !== null && language !== undefined)
    return switchLanguage(market, { locale, defaultLocale }, language, match, request.search);
  if (!match) return { kind: 'rewrite', to: `${base}${NOT_FOUND_ROUTE}`, locale, status: 404 };
  const internal = fillParams(match.route, match.params);
  const to = internal === '/' ? base : `${base}${internal}`;
  const page = request?.views[match.route];
  if (!request || !page) return { kind: 'rewrite', to, locale };
  const { suffix, personal } = view(market, page, request);
  return personal ? { kind: 'rewrite', to: `${to}${suffix}`, locale, personal } : { kind: 'rewrite', to: `${to}${suffix}`, locale };
}
