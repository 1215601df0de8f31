import { localizedPath, type PathContext } from '@/lib/platform/i18n/paths';

/** The cart page in the site's language; `query` carries the notice of what just happened (components/cart/CartNotice.tsx). */
export const cartPath = (site: PathContext, query: Record<string, string> = {}) =>
  localizedPath(site, '/cart', undefined, new URLSearchParams(query).toString());

/**
 * Where the cart page sends a visitor whose stored cart holds what the catalogue no longer offers:
 * GET /api/cart/prune, which stores the cart without it once (app/api/cart/prune/route.ts).
 */
export const prunePath = (site: PathContext) => `/api/cart/prune?${new URLSearchParams({ locale: site.locale })}`;
