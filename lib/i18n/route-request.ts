import { languageOf, MARKETS, type Locale, type MarketCode } from '@/lib/markets/markets';
import { localeForPrefix } from './locales';
import { fillParams, resolvePublicPath } from './pathnames';

export type RoutingDecision =
  | { kind: 'rewrite'; to: string; locale: Locale }
  | { kind: 'redirect'; to: string };

/** Internal target of any path that names no page: the catch-all renders the translated 404. */
const NOT_FOUND_ROUTE = '/not-found';

/**
 * Public path → internal route under /{market}/{locale}. The default locale has no prefix (its
 * prefix redirects away); other locales carry "/{language}". Paths that name no page of that locale
 * go to the 404 route, so an English path on a German site is a 404, not duplicate content.
 */
export function routeRequest(market: MarketCode, defaultLocale: Locale, pathname: string): RoutingDecision {
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
  if (!match) return { kind: 'rewrite', to: `${base}${NOT_FOUND_ROUTE}`, locale };
  const internal = fillParams(match.route, match.params);
  return { kind: 'rewrite', to: internal === '/' ? base : `${base}${internal}`, locale };
}
