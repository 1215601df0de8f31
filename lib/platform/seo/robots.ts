import { localePrefix } from '@/lib/platform/i18n/locales';
import { PATHNAMES, type Route } from '@/lib/platform/i18n/pathnames';
import { languageOf, MARKETS, type Locale, type MarketCode } from '@/lib/platform/markets/markets';
import { ALL_ROUTES, isPrivateRoute } from './routes';

/** The public path of a route up to its first parameter ("/checkout/[step]" → "/kasse"). */
function pathPrefix(locale: Locale, defaultLocale: Locale, route: Route): string {
  const pattern: string = PATHNAMES[route][languageOf(locale)];
  const cut = pattern.indexOf('/[');
  const base = cut === -1 ? pattern : pattern.slice(0, cut) || '/';
  const prefix = localePrefix(locale, defaultLocale);
  return prefix && base === '/' ? prefix : `${prefix}${base}`;
}

/**
 * The paths robots.txt disallows on a market's host: the API, and the cart, checkout and customer
 * area in every language of the market. Robots rules match by prefix, so paths already covered by a
 * shorter one are left out.
 */
export function disallowedPaths(market: MarketCode, defaultLocale: Locale): string[] {
  const paths = new Set<string>(['/api/']);
  for (const route of ALL_ROUTES.filter(isPrivateRoute)) {
    for (const locale of MARKETS[market].locales) paths.add(pathPrefix(locale, defaultLocale, route));
  }
  const sorted = [...paths].sort();
  return sorted.filter((path) => !sorted.some((other) => other !== path && path.startsWith(other)));
}

/** robots.txt of a market's host: everything allowed but the private paths, and where the sitemap is. */
export function robotsTxt({ disallow, sitemapUrl }: { disallow: string[]; sitemapUrl: string }): string {
  return ['User-agent: *', 'Allow: /', ...disallow.map((path) => `Disallow: ${path}`), '', `Sitemap: ${sitemapUrl}`, ''].join('\n');
}
