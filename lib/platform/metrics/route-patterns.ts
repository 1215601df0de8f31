/**
 * A request's route pattern, the label its metrics are counted under (ADR 38): the route Next
 * matched, as app/ names it (`/[market]/[locale]/tariffs/[slug]`, `/api/upstream/[...path]`), read
 * from the build's routes manifest once at start. Never the raw path: its ids, slugs and typos would
 * make a series each. Next's own assets and files are one label, anything else another.
 *
 * Pages are asked for by their public, localised path (`/tarife/…`, `/en/tariffs/…`); the proxy turns
 * it into the internal one (route-note.ts), which is matched here. A page path is never matched as it
 * came: `/anything/else` would pass for `/[market]/[locale]`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const STATIC_ROUTE = 'static';
export const OTHER_ROUTE = 'other';

/** What of `.next/routes-manifest.json` is read. */
export type RoutesManifest = { staticRoutes?: ManifestRoute[]; dynamicRoutes?: ManifestRoute[] };
type ManifestRoute = { page: string; regex: string };

/** The route pattern, and the market the proxy chose for a page ('' for everything else). */
export type RouteLabel = { route: string; market: string };

type Matcher = { page: string; regex: RegExp; marketAt: number };

/**
 * The internal path's route, matched against the manifest's routes in Next's order (static ones
 * first); `pages: false` leaves out the pages (app/[market]/…), which only the proxy's targets reach.
 */
export function routeMatcher(manifest: RoutesManifest, { pages = true } = {}): (internalPath: string) => RouteLabel | undefined {
  const matchers: Matcher[] = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])]
    .map(({ page, regex }) => ({ page, regex: new RegExp(regex), marketAt: page.split('/').indexOf('[market]') }))
    .filter((matcher) => pages || matcher.marketAt !== 1);
  return (internalPath) => {
    const found = matchers.find((matcher) => matcher.regex.test(internalPath));
    if (!found) return undefined;
    return { route: found.page, market: found.marketAt > 0 ? (internalPath.split('/')[found.marketAt] ?? '') : '' };
  };
}

/**
 * The label of a request: `pathname` as asked for (no query), `internalPath` the proxy's rewrite
 * target when it rewrote a page. `isPage`: whether the proxy handles the path (door/page-cache.ts
 * isPagePath); such a path without a rewrite target (a redirect) is OTHER_ROUTE.
 */
export function routeLabeller(manifest: RoutesManifest, isPage: (pathname: string) => boolean) {
  const matchPage = routeMatcher(manifest);
  // Paths the proxy passes untouched: route handlers (app/api), Next's assets, files of public/.
  const matchDirect = routeMatcher(manifest, { pages: false });
  const other = { route: OTHER_ROUTE, market: '' };
  const asset = { route: STATIC_ROUTE, market: '' };
  return function labelOf(pathname: string, internalPath: string | undefined): RouteLabel {
    if (internalPath !== undefined) return matchPage(internalPath) ?? other;
    if (isPage(pathname)) return other;
    if (pathname.startsWith('/_next/static/')) return asset;
    return matchDirect(pathname) ?? (/\.[a-zA-Z0-9]+$/.test(pathname) ? asset : other);
  };
}

/** The build's routes manifest in `dir` (the project), or no routes when there is no build. */
export function readRoutesManifest(dir: string): RoutesManifest {
  try {
    return JSON.parse(readFileSync(path.join(dir, '.next', 'routes-manifest.json'), 'utf8')) as RoutesManifest;
  } catch {
    return {};
  }
}
