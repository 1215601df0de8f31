/** Helpers for the page list in scripts/bench.mjs: paths that need data from the running stack. */
import { firstTariffSlug } from './content-api.mjs';
import { getOk } from './http.mjs';

/** The detail page of the market's first tariff, under the market's localised tariffs path. */
export const firstTariffDetail =
  (tariffsPath) =>
  async ({ apiUrl, market }) =>
    `${tariffsPath}/${await firstTariffSlug(apiUrl, market)}`;

/**
 * The first link on a storefront page (a path, or a resolver like this one) that goes exactly
 * `depth` path segments below `prefix` (e.g. the first phone group on the smartphone list): the
 * bench measures the URL a visitor would actually follow, built by the storefront's own link code.
 */
export const firstLinkOn =
  (listPath, prefix, depth = 1) =>
  async (context) => {
    const { webUrl } = context;
    const from = typeof listPath === 'function' ? await listPath(context) : listPath;
    const { body } = await getOk(`${webUrl}${from}`);
    const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const below = Array.from({ length: depth }, () => '/[^/"#?]+').join('');
    const match = body.toString('utf8').match(new RegExp(`href="(${escaped}${below})"`));
    if (!match) throw new Error(`${webUrl}${from} has no link under ${prefix}/`);
    return match[1];
  };

/** The page's absolute URL on its market host. */
export async function resolvePage(page, { apiUrl, webPort }) {
  const webUrl = `http://${page.market}.localhost:${webPort}`;
  const pagePath = typeof page.path === 'function' ? await page.path({ apiUrl, webUrl, market: page.market }) : page.path;
  return { ...page, url: `${webUrl}${pagePath}` };
}
