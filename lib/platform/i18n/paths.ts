import { languageOf, type Locale } from '@/lib/platform/markets/markets';
import { localePrefix } from './locales';
import { fillParams, PATHNAMES, type Route, type RouteParams } from './pathnames';

/** Where a page lives for a visitor: the locale and whether it is the market's default. */
export type PathContext = { locale: Locale; defaultLocale: Locale };

/** The public path of an internal route for a locale ("/tariffs/[slug]" → "/en/tariffs/mobil-m"). */
export function localizedPath(ctx: PathContext, route: Route, params?: RouteParams, query?: string): string {
  const path = fillParams(PATHNAMES[route][languageOf(ctx.locale)], params);
  const prefix = localePrefix(ctx.locale, ctx.defaultLocale);
  const full = prefix && path === '/' ? prefix : `${prefix}${path}`;
  return query ? `${full}?${query}` : full;
}
