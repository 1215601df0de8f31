import { expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { translator } from './support/i18n';
import { E2E_METRICS_URL } from './support/urls';

test('the Austrian home page is in de-AT, has one h1, its security headers and no axe violations', async ({ page, request }) => {
  const response = await page.goto(marketUrl('AT', '/'));
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  // A shareable page's scripts by hash, a per-request page's by nonce (ADR 34); inline scripts never by 'unsafe-inline'.
  const scripts = (policy = '') => /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  const cart = (await request.head(marketUrl('AT', '/warenkorb'))).headers()['content-security-policy'];
  expect(scripts(headers['content-security-policy'])).toMatch(/^'self'( 'sha256-[^']+')+$/);
  expect(scripts(cart)).toMatch(/^'self' 'nonce-[^']+'( 'sha256-[^']+')+$/);
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('unknown pages', () => {
  // The 404 answers themselves are logged by the browser as failed resource loads.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const [market, path, locale] of [
    ['AT', '/gibt-es-nicht', 'de-AT'],
    ['AT', '/en/tarife', 'en-GB'], // a German path under the English prefix names no page
    ['AT', '/tarife/gibt-es-nicht', 'de-AT'], // a page's own notFound(): no such tariff
    ['UK', '/tarife', 'en-GB'],
    ['CH', '/fr/nexiste-pas', 'fr-CH'],
  ] as const) {
    test(`${market} ${path} is a translated 404 that is not indexed`, async ({ page }) => {
      const t = translator(locale);
      const response = await page.goto(marketUrl(market, path));
      expect(response?.status()).toBe(404);
      // Served complete, for a visitor without JavaScript too: the market's layout around the message.
      const html = await response!.text();
      expect(html).not.toContain('__next_error__');
      expect(html).toContain(`<html lang="${locale}"`);
      expect(html).toContain('<header class="site-header"');
      expect(html).toContain('<footer class="site-footer"');
      expect(html).toContain(`<h1>${t('errors.notFoundHeading')}</h1>`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1, name: t('errors.notFoundHeading') })).toBeVisible();
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
      await expectNoAxeViolations(page);
    });
  }
});

test('AT: the cart link is named by its visible word and says how many items it holds', async ({ page }) => {
  const t = translator('de-AT');
  await page.goto(marketUrl('AT', '/'));
  // WCAG 2.5.3: the accessible name starts with the visible label.
  await expect(page.getByRole('link', { name: `${t('nav.cart')} ${t('nav.cartItems', { count: 0 })}`, exact: true })).toBeVisible();
});

test('AT: an expiring deal says how many days are left, in the served page and after hydration', async ({ page, request }) => {
  const t = translator('de-AT');
  const html = await (await request.get(marketUrl('AT', '/'))).text();
  const served = html.match(/class="days-left">(.*?)<\/span>/)?.[1]?.replaceAll('<!-- -->', '');
  const counts = Array.from({ length: 31 }, (_, days) => `(${t('deals.endsIn', { days })})`);
  expect(counts).toContain(served);
  await page.goto(marketUrl('AT', '/'));
  await expect(page.locator('.days-left').first()).toHaveText(served ?? '');
});

test('AT: every featured phone on the home page leads to its variant page', async ({ page, request }) => {
  const t = translator('de-AT');
  await page.goto(marketUrl('AT', '/'));
  const links = page.getByRole('region', { name: t('home.featuredPhones') }).getByRole('link');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/smartphones\/[a-z0-9-]+\/[a-z0-9-]+$/);
    expect([href, (await request.get(marketUrl('AT', href))).status()]).toEqual([href, 200]);
  }
  const name = (await links.first().textContent()) ?? '';
  await links.first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('the metrics port counts a page view by the route the proxy chose, and the content-API calls', async ({ request }) => {
  expect((await request.get(marketUrl('UK', '/cart'))).status()).toBe(200);
  const response = await request.get(E2E_METRICS_URL);
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n');
  const series = (name: string, ...labels: string[]) =>
    lines.filter((line) => line.startsWith(`${name}{`) && labels.every((label) => line.includes(label)));
  // The public /cart, counted under the route the proxy rewrote it to, never under its path.
  expect(
    series('storefront_http_requests_total', 'route="/[market]/[locale]/cart"', 'method="GET"', 'status="200"', 'market="uk"'),
  ).toHaveLength(1);
  expect(series('storefront_http_request_duration_seconds_count', 'route="/[market]/[locale]/cart"', 'method="GET"')).toHaveLength(1);
  expect(lines.filter((line) => line.startsWith('storefront_http_requests_total{') && line.includes('route="/cart"'))).toEqual([]);
  // Made by Next's fetch (the proxy's read of the market's configuration), counted where it leaves the process.
  expect(series('storefront_content_api_calls_total', 'call="config/mandant"', 'outcome="ok"')).not.toHaveLength(0);
  expect(lines).toContain('# TYPE process_cpu_user_seconds_total counter');
});
