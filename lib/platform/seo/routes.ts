import { DEVICE_ROUTES } from '@/lib/catalogue/devices';
import { PATHNAMES, type Route } from '@/lib/platform/i18n/pathnames';
import { INFO_ROUTES, infoTopicsOf } from '@/lib/content/info-topics';
import { MARKETS, type MarketCode } from '@/lib/platform/markets/markets';

/**
 * Route families that are personal or transactional: never in a sitemap and disallowed in robots.txt
 * (issue 5 §3: cart, checkout, customer area; issue 16: the pages a customer's identification upload
 * link and porting signing link open, and a porting's signature page). Matched on the internal route,
 * so every route added under them later (/checkout/payment, /account/invoices) is covered.
 */
export const PRIVATE_ROUTE_ROOTS = ['/cart', '/checkout', '/account', '/identification', '/porting-signature', '/porting/sign'] as const;

export function isPrivateRoute(route: string): boolean {
  return PRIVATE_ROUTE_ROOTS.some((root) => route === root || route.startsWith(`${root}/`));
}

export const hasParams = (route: string) => route.includes('[');

const DEVICE_ROUTE_SET: ReadonlySet<string> = new Set(Object.values(DEVICE_ROUTES).flatMap((r) => Object.values(r)));
const INFO_ROUTE_SET: ReadonlySet<string> = new Set(Object.values(INFO_ROUTES));

/** The fibre check and IP TV pages: only where the market sells fixed line. */
const FIXED_LINE_ROUTES: ReadonlySet<string> = new Set(['/internet', '/iptv']);

/**
 * Whether a route exists in a market: device pages and the instalment-financing page
 * (lib/content/info-topics.ts) only where the market sells devices, the fibre check and IP TV only where it
 * sells fixed line (CAMP does neither: those pages 404 there); every other route everywhere. A route
 * that exists only in some markets adds its rule here, so hreflang and the sitemap never point at a 404.
 */
export function routeAvailableIn(route: Route, market: MarketCode): boolean {
  if (DEVICE_ROUTE_SET.has(route)) return MARKETS[market].sellsDevices;
  if (FIXED_LINE_ROUTES.has(route)) return MARKETS[market].sellsFixedLine;
  if (INFO_ROUTE_SET.has(route)) return infoTopicsOf(MARKETS[market]).some((topic) => INFO_ROUTES[topic] === route);
  return true;
}

/** Public pages that are not for search engines: the app's landing page for its users (ADR 50). */
export const NOINDEX_ROUTES: ReadonlySet<string> = new Set(['/app']);

/** Every route of PATHNAMES. */
export const ALL_ROUTES = Object.keys(PATHNAMES) as Route[];

/** The public routes of a market a search engine should find: not private, not noindex, available there. */
export function publicRoutes(market: MarketCode): Route[] {
  return ALL_ROUTES.filter((route) => !isPrivateRoute(route) && !NOINDEX_ROUTES.has(route) && routeAvailableIn(route, market));
}
