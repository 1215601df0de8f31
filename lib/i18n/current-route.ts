import { languageOf, type Locale } from '@/lib/markets/markets';
import { withoutView } from '@/lib/page-views/marker';
import { localePrefix } from './locales';
import { matchPattern, PATHNAMES, resolvePublicPath, type Route, type RouteParams } from './pathnames';

/**
 * The route a browser path shows. usePathname() may give the public path (/en/tariffs) or, while
 * rendering on the server behind the proxy's rewrite, the internal one (/at/en-GB/tariffs, or with
 * a cached view /at/en-GB/tariffs/-/…, ADR 24).
 */
export function currentRoute(
  pathname: string,
  site: { market: { slug: string }; locale: Locale; defaultLocale: Locale },
): { route: Route; params: RouteParams } | null {
  const internalBase = `/${site.market.slug}/${site.locale}`;
  if (pathname === internalBase || pathname.startsWith(`${internalBase}/`)) {
    const rest = withoutView(pathname.slice(internalBase.length)) || '/';
    for (const route of Object.keys(PATHNAMES) as Route[]) {
      const params = matchPattern(route, rest);
      if (params) return { route, params };
    }
    return null;
  }
  const prefix = localePrefix(site.locale, site.defaultLocale);
  const rest = prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) || '/' : pathname;
  return resolvePublicPath(languageOf(site.locale), rest);
}
