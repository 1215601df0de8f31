import { formatDate } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { previewDay } from '@/lib/platform/preview/preview-date';
import { futureTariff } from './support/catalogue';
import { expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { translator } from './support/i18n';
import { daysFromToday, previewSecret } from './support/secrets';
import { SITES } from './support/sites';

// The 404 answer itself is logged by the browser as a failed resource load.
test.use({ allowedConsoleErrors: [/status of 404/] });

for (const site of SITES) {
  test(`${site.market}: a tariff valid only from a future date is not shown publicly`, async ({ page, request }) => {
    const future = futureTariff(site.market);
    const overview = await request.get(marketUrl(site.market, localizedPath(site.path, '/tariffs')));
    expect(overview.status()).toBe(200);
    expect(await overview.text()).not.toContain(future.tariffName);
    const detail = marketUrl(site.market, localizedPath(site.path, '/tariffs/[slug]', { slug: future.tariffDetailLink }));
    const response = await page.goto(detail);
    expect(response?.status()).toBe(404);
  });
}

test.describe('editors’ preview', () => {
  const at = SITES.find((s) => s.market === 'AT')!;
  const t = translator(at.locale);
  const future = futureTariff('AT'); // valid from "+20d" in the seed
  const overviewUrl = marketUrl('AT', localizedPath(at.path, '/tariffs'));
  const detailUrl = marketUrl('AT', localizedPath(at.path, '/tariffs/[slug]', { slug: future.tariffDetailLink }));
  const previewUrl = (query: Record<string, string>) => marketUrl('AT', `/api/preview?${new URLSearchParams(query)}`);

  test('AT: a date 30 days ahead shows the future-only tariff and its page with the banner; other visitors never see it', async ({
    page,
    browser,
  }) => {
    test.slow(); // previewed pages are rendered per request, uncached, and axe runs on four of them
    const date = daysFromToday(30);
    const banner = page.getByRole('region', { name: t('preview.label') });
    await page.goto(previewUrl({ secret: previewSecret(), date }));
    await page.waitForURL(marketUrl('AT', '/'));
    await expect(banner).toContainText(formatDate(previewDay(date), at.locale, 'long', 'UTC'));
    await expectNoAxeViolations(page);

    const overview = await page.goto(overviewUrl);
    expect(overview?.headers()['cache-control']).toMatch(/private.*no-store|no-store.*private/);
    await expect(page.getByRole('heading', { name: future.tariffName, exact: true })).toBeVisible();
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);

    const detail = await page.goto(detailUrl);
    expect(detail?.status()).toBe(200);
    expect(detail?.headers()['cache-control']).toMatch(/no-store/);
    await expect(page.getByRole('heading', { level: 1, name: future.tariffName })).toBeVisible();
    await expect(banner).toBeVisible();
    await expectNoAxeViolations(page);

    // Meanwhile a visitor without the preview gets the public shop, also from the cache.
    const visitor = await browser.newContext();
    try {
      const other = await visitor.newPage();
      expect((await other.goto(detailUrl))?.status()).toBe(404);
      await other.goto(overviewUrl);
      await expect(other.getByRole('heading', { name: future.tariffName, exact: true })).toHaveCount(0);
      await expect(other.getByRole('region', { name: t('preview.label') })).toHaveCount(0);
    } finally {
      await visitor.close();
    }

    await page.goto(detailUrl);
    await banner.getByRole('button', { name: t('preview.exit') }).click();
    await page.waitForURL(marketUrl('AT', '/'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    expect((await page.goto(detailUrl))?.status()).toBe(404);
  });

  test('AT: a wrong secret is 401 and a bad or missing date is 400, without turning the preview on', async ({ request }) => {
    const wrong = await request.get(previewUrl({ secret: 'not-the-secret', date: daysFromToday(30) }), { maxRedirects: 0 });
    expect(wrong.status()).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'unauthorized' });
    expect(wrong.headers()['set-cookie']).toBeUndefined();
    for (const date of ['2026-02-30', '30.12.2026', '']) {
      const bad = await request.get(previewUrl({ secret: previewSecret(), date }), { maxRedirects: 0 });
      expect(bad.status()).toBe(400);
      expect(await bad.json()).toMatchObject({ error: 'invalid_request', fields: [{ field: 'date', code: 'invalid_format' }] });
      expect(bad.headers()['set-cookie']).toBeUndefined();
    }
    const missing = await request.get(previewUrl({ secret: previewSecret() }), { maxRedirects: 0 });
    expect(missing.status()).toBe(400);
  });
});
