import { PATHNAMES, type Route } from '@/lib/platform/i18n/pathnames';
import { MARKETS, type Market, type MarketCode } from '@/lib/platform/markets/markets';

/**
 * Route families that are personal or transactional: never in a sitemap and disallowed in robots.txt
 * (issue 5 §3: cart, checkout, customer area; issue 16: the pages a customer's identification upload
 * link and porting signing link open, and a porting's signature page). Matched on the internal route,
 * so every route added under them later (/checkout/payment, /account/invoices) is covered.
 */
export const PRIVATE_ROUTE_ROOTS = ['/cart', '/checkout', '/account', '/identification', '/porting-signature', '/porting/sign'] as const;

/** Whether `route` is `root` or a route below it. */
const underRoot = (route: string, root: string) => route === root || route.startsWith(`${root}/`);

export function isPrivateRoute(route: string): boolean {
  return PRIVATE_ROUTE_ROOTS.some((root) => underRoot(route, root));
}

export const hasParams = (route: string) => route.includes('[');

/**
 * Route families a market has only when it sells what they are about (CAMP sells neither: those pages
 * 404 there): the device pages (lib/catalogue/devices.ts DEVICE_ROUTES) and instalment financing
 * (lib/content/info-topics.ts infoTopicsOf) where it sells devices, the fibre check and IP TV where it
 * sells fixed line. Matched on the internal route like PRIVATE_ROUTE_ROOTS; tests/unit/sitemap.test.ts
 * holds them to the features' own tables.
 */
const SOLD_ROUTE_ROOTS: readonly { roots: readonly string[]; sells: (market: Market) => boolean }[] = [
  { roots: ['/smartphones', '/routers', '/repeaters', '/info/financing'], sells: (market) => market.sellsDevices },
  { roots: ['/internet', '/iptv'], sells: (market) => market.sellsFixedLine },
];

/**
 * Whether a route exists in a market (SOLD_ROUTE_ROOTS); every other route exists everywhere. A route
 * that exists only in some markets adds its rule there, so hreflang and the sitemap never point at a 404.
 */
export function routeAvailableIn(route: Route, market: MarketCode): boolean {
  const family = SOLD_ROUTE_ROOTS.find(({ roots }) => roots.some((root) => underRoot(route, root)));
  return family === undefined || family.sells(MARKETS[market]);
}

/** Public pages that are not for search engines: the app's landing page for its users (ADR 50). */
export const NOINDEX_ROUTES: ReadonlySet<string> = new Set(['/app']);

/** Every route of PATHNAMES. */
export const ALL_ROUTES = Object.keys(PATHNAMES) as Route[];

/** The public routes of a market a search engine should find: not private, not noindex, available there. */
export function publicRoutes(market: MarketCode): Route[] {
  return ALL_ROUTES.filter((route) => !isPrivateRoute(route) && !NOINDEX_ROUTES.has(route) && routeAvailableIn(route, market));
}
