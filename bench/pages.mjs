/** Helpers for the page list in scripts/bench.mjs: paths that need data from the content API. */
import { firstTariffSlug } from './content-api.mjs';

/** The detail page of the market's first tariff, under the market's localised tariffs path. */
export const firstTariffDetail =
  (tariffsPath) =>
  async ({ apiUrl, market }) =>
    `${tariffsPath}/${await firstTariffSlug(apiUrl, market)}`;

/** The page's absolute URL on its market host. */
export async function resolvePage(page, { apiUrl, webPort }) {
  const pagePath = typeof page.path === 'function' ? await page.path({ apiUrl, market: page.market }) : page.path;
  return { ...page, url: `http://${page.market}.localhost:${webPort}${pagePath}` };
}
