import { localizedPath } from '@/lib/i18n/paths';
import { futureTariff } from './support/catalogue';
import { expect, marketUrl, test } from './support/fixtures';
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
