import type { Page } from '@playwright/test';
import { resolvePublicPath } from '@/lib/platform/i18n/pathnames';
import { languageOf } from '@/lib/platform/markets/markets';
import { demoCustomer, pageUrl } from './support/account';
import { expect, marketUrl, test } from './support/fixtures';
import { nuErrors } from './support/nu-checker';
import { SITES, type E2ESite } from './support/sites';

/**
 * Issue 25 §0.4: the HTML we send is valid (W3C Nu Html Checker, 0 errors). One page of each kind: for
 * each main site the first sitemap page of every route, and the private pages no sitemap lists (cart
 * with a tariff, a checkout step, login, the customer area, a 404), as the server sends them.
 */

/** The first sitemap page of each route of a site, in the site's own locale. */
async function onePagePerRoute(site: E2ESite): Promise<string[]> {
  const xml = await (await fetch(marketUrl(site.market, '/sitemap.xml'))).text();
  const prefix = new URL(pageUrl(site, '/')).pathname.replace(/\/$/, '');
  const byRoute = new Map<string, string>();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const { pathname } = new URL(loc!);
    if (prefix && pathname !== prefix && !pathname.startsWith(`${prefix}/`)) continue;
    const rest = pathname.slice(prefix.length) || '/';
    if (!prefix && /^\/(en|fr|it)(\/|$)/.test(rest)) continue; // another locale of the market
    const match = resolvePublicPath(languageOf(site.locale), rest);
    if (match && !byRoute.has(match.route)) byRoute.set(match.route, loc!);
  }
  return [...byRoute.values()];
}

/** The server's HTML of the pages, with the browser context's cookies. */
async function served(page: Page, urls: string[]): Promise<Map<string, string>> {
  const documents = new Map<string, string>();
  for (const url of urls) {
    const response = await page.request.get(url);
    expect([200, 404], `${url} answered ${response.status()}`).toContain(response.status());
    documents.set(url, await response.text());
  }
  return documents;
}

test('one page of each kind is valid HTML (Nu Html Checker)', async ({ page }) => {
  test.setTimeout(10 * 60_000); // a safety net for a slow machine, not an expectation
  const publicPages = (await Promise.all(SITES.map(onePagePerRoute))).flat();
  expect(publicPages.length).toBeGreaterThan(40);
  const documents = await served(page, publicPages);
  // ADR 50: what only special deals bring, in no main site's sitemap: a folded card (the DE overview) and the app's noindex page.
  for (const [url, html] of await served(page, [marketUrl('DE', '/tarife'), marketUrl('DE', '/app')])) documents.set(url, html);

  // The private kinds, as a visitor with a tariff in the cart and then a logged-in customer sees them.
  const at = SITES[0]!;
  await page.goto(pageUrl(at, '/'));
  const post = (path: string, body: unknown) =>
    page.evaluate(
      async ([url, json]) => (await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: json })).status,
      [path, JSON.stringify(body)] as const,
    );
  expect(await post('/api/cart', { action: 'add', id: 'AT-MOBILE-M', locale: at.locale })).toBe(200);
  const customer = demoCustomer('AT', '10000003');
  const beforeLogin = [
    pageUrl(at, '/cart'),
    pageUrl(at, '/checkout/personal'),
    pageUrl(at, '/account/login'),
    marketUrl('AT', '/gibt-es-nicht'),
  ];
  for (const [url, html] of await served(page, beforeLogin)) documents.set(url, html);
  expect(await post('/api/auth/login', { identifier: customer.customerNumber, password: customer.secret, locale: at.locale })).toBe(200);
  for (const [url, html] of await served(page, [pageUrl(at, '/account')])) documents.set(url, html);

  const errors = (await nuErrors(documents)).map((m) => `${m.url}:${m.lastLine ?? '?'}: ${m.message}\n    ${m.extract ?? ''}`);
  expect(errors, `the Nu Html Checker found errors:\n${errors.join('\n')}`).toEqual([]);
});
