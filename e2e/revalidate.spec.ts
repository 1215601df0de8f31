import { formatMoney } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { seedOf } from './support/catalogue';
import { E2E_API_URL, expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { revalidateSecret } from './support/secrets';

const REVALIDATE_URL = marketUrl('DE', '/api/revalidate');

test('DE: a price changed in the content API shows on the cached tariff page without a rebuild', async ({ page, request }) => {
  test.slow(); // waits for background regeneration twice
  // A data tariff of DE: no other journey reads DE prices, so changing it for a moment disturbs none.
  const tariff = seedOf('DE').tariffs.find((t) => t.tariffModelSalesId === 'DE-DATA-300')!;
  if (!('amount' in tariff.money)) throw new Error('DE-DATA-300 has a gross price in the seed');
  const original = tariff.money.amount;
  const changed = Math.round((original + 5) * 10) / 10;
  const url = marketUrl(
    'DE',
    localizedPath({ locale: 'de-DE', defaultLocale: 'de-DE' }, '/tariffs/[slug]', { slug: tariff.tariffDetailLink }),
  );
  const price = (amount: number) => formatMoney(amount, 'EUR', 'de-DE', { tariff: true });
  const setPrice = (amount: number) =>
    request.put(`${E2E_API_URL}/sandbox/tariffs/${tariff.tariffModelSalesId}/price`, { headers: { 'X-Market': 'DE' }, data: { amount } });

  // The page is rendered once and then served from the ISR cache.
  expect((await request.get(url)).status()).toBe(200);
  await expect.poll(async () => (await request.get(url)).headers()['x-nextjs-cache'], { timeout: 20_000 }).toBe('HIT');
  expect(await (await request.get(url)).text()).toContain(price(original));

  try {
    const answer = await setPrice(changed);
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ storefrontRevalidated: true });
    // revalidateTag(tag, 'max'): the first visit after the change may still get the old page while
    // the new one is built in the background; the next ones get the new price.
    await expect.poll(async () => (await request.get(url)).text(), { timeout: 20_000 }).toContain(price(changed));
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: tariff.tariffName })).toBeVisible();
    await expect(page.locator('.tariff-detail__buy')).toContainText(price(changed));
    await expectNoAxeViolations(page);
  } finally {
    expect((await setPrice(original)).status()).toBe(200);
  }
  await expect.poll(async () => (await request.get(url)).text(), { timeout: 20_000 }).toContain(price(original));
});

test('POST /api/revalidate: 401 without the secret, 400 for tags no fetcher sets, 200 for known tags', async ({ request }) => {
  const post = (data: unknown, headers: Record<string, string> = {}) => request.post(REVALIDATE_URL, { data, headers });
  expect((await post({ tags: ['tariffs:DE'] })).status()).toBe(401);
  expect((await post({ tags: ['tariffs:DE'] }, { 'x-revalidate-secret': 'wrong' })).status()).toBe(401);
  const unknown = await post({ tags: ['tariffs:XX', 'orders:DE'] }, { 'x-revalidate-secret': revalidateSecret() });
  expect(unknown.status()).toBe(400);
  expect(await unknown.json()).toEqual({
    error: 'invalid_request',
    fields: [
      { field: 'tags.0', code: 'invalid_format' },
      { field: 'tags.1', code: 'invalid_format' },
    ],
  });
  expect((await post({ tags: 'tariffs:DE' }, { 'x-revalidate-secret': revalidateSecret() })).status()).toBe(400);
  const ok = await post({ secret: revalidateSecret(), tags: ['faq:DE'] });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toEqual({ revalidated: ['faq:DE'] });
});
