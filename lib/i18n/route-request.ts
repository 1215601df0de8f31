import { parseShownHidden } from '@/lib/domain/hidden-tariffs';
import { dayIn } from '@/lib/domain/opening-hours';
import { languageOf, MARKETS, type Locale, type MarketCode } from '@/lib/markets/markets';
import { viewSuffix } from '@/lib/page-views/view-path';
import { canonicalView, isViewRoute, queryOf, type ViewRoute } from '@/lib/page-views/views';
import { localeForPrefix } from './locales';
import { fillParams, resolvePublicPath } from './pathnames';

export type RoutingDecision =
  /**
   * `personal`: the view holds what only this visitor may see (their shown hidden tariffs, ADR 16).
   * `status`: what the production server answers instead of Next's 200 (the 404 page, server.mjs).
   */
  | { kind: 'rewrite'; to: string; locale: Locale; personal?: boolean; status?: 404 }
  | { kind: 'redirect'; to: string };

/** The response header that tells the production server the status to answer with (door/not-found.mjs in server.mjs). */
export const DOOR_STATUS = 'x-door-status';

/** What of a request besides its path decides a page's view (ADR 24). */
export type ViewRequest = { search: URLSearchParams; shownHiddenCookie: string | undefined; now: Date };

/** Internal target of any path that names no page: the catch-all renders the translated 404 page. */
const NOT_FOUND_ROUTE = '/not-found';

/** The view suffix of a page with views, and whether it is this visitor's alone. */
function view(market: MarketCode, route: ViewRoute, request: ViewRequest): { suffix: string; personal: boolean } {
  const query = queryOf(request.search);
  const day = dayIn(MARKETS[market].timeZone, request.now);
  const canonical = canonicalView(route, query, { shownHidden: parseShownHidden(request.shownHiddenCookie), day });
  return { suffix: viewSuffix(canonical), personal: canonical !== canonicalView(route, query, { shownHidden: [], day }) };
}

/**
 * Public path → internal route under /{market}/{locale}. The default locale has no prefix (its
 * prefix redirects away); other locales carry "/{language}". Paths that name no page of that locale
 * go to the 404 route, so an English path on a German site is a 404, not duplicate content. Pages
 * with views (lib/page-views) get the request's canonical view appended.
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
  if (!match) return { kind: 'rewrite', to: `${base}${NOT_FOUND_ROUTE}`, locale, status: 404 };
  const internal = fillParams(match.route, match.params);
  const to = internal === '/' ? base : `${base}${internal}`;
  if (!request || !isViewRoute(match.route)) return { kind: 'rewrite', to, locale };
  const { suffix, personal } = view(market, match.route, request);
  return personal ? { kind: 'rewrite', to: `${to}${suffix}`, locale, personal } : { kind: 'rewrite', to: `${to}${suffix}`, locale };
}
