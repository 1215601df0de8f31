import { shops as shopList, type Shop } from '@/lib/platform/content-api/schemas';
import { dayIn, formatSlots, weeklySchedule } from '@/lib/domain/opening-hours';
import { formatCalendarDay } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { MARKETS } from '@/lib/platform/markets/markets';
import { weekdayName } from '@/lib/platform/i18n/weekdays';
import { CONTENT_SITES } from './support/content-sites';
import { E2E_API_URL, expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { escapeRegExp, translator } from './support/i18n';

async function liveShops(market: string, locale: string): Promise<Shop[]> {
  const response = await fetch(`${E2E_API_URL}/shops`, { headers: { 'X-Market': market, 'Accept-Language': locale } });
  return shopList.parse(await response.json());
}

async function hasMapsKey(market: string): Promise<boolean> {
  return (await fetch(`${E2E_API_URL}/config/maps/google`, { headers: { 'X-Market': market } })).ok;
}

for (const site of CONTENT_SITES) {
  const t = translator(site.locale);

  test(`${site.market} (${site.locale}): every shop is listed; its page shows the week as H:MM-H:MM, the coming days and directions`, async ({
    page,
  }) => {
    test.slow(); // two pages, each scanned by axe
    const shops = await liveShops(site.market, site.locale);
    const mapped = await hasMapsKey(site.market);
    await page.goto(marketUrl(site.market, localizedPath(site.path, '/shops')));
    await expect(page.getByRole('heading', { level: 1, name: t('shops.heading', { kind: 'shops' }) })).toBeVisible();
    const list = page.getByRole('list', { name: t('shops.listLabel', { kind: 'shops' }) });
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(shops.map((s, i) => `${i + 1}${s.name}`));
    // The overview map only where a maps key is configured; the list is there either way.
    await expect(page.getByRole('heading', { level: 2, name: t('shops.map') })).toHaveCount(mapped ? 1 : 0);
    await expectNoAxeViolations(page);

    const shop = shops[0]!;
    await list.getByRole('link', { name: shop.name, exact: true }).click();
    await page.waitForURL((u) => u.pathname === localizedPath(site.path, '/shops/[id]', { id: shop.id }));
    await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();

    const week = page.getByRole('table', { name: t('shops.weekCaption', { name: shop.name }) });
    await expect(week.getByRole('row')).toHaveText(
      weeklySchedule(shop.openingHours).map(
        ({ weekday, slots }) => `${weekdayName(weekday, site.locale)}${slots.length ? formatSlots(slots) : t('shops.closed')}`,
      ),
    );
    await expect(week.getByRole('cell').first()).toHaveText(/^\d{1,2}:\d{2}-\d{1,2}:\d{2}(, \d{1,2}:\d{2}-\d{1,2}:\d{2})?$/);

    const coming = page.getByRole('table', { name: t('shops.comingCaption', { name: shop.name }) });
    await expect(coming.getByRole('row')).toHaveCount(7);
    const today = dayIn(MARKETS[site.market].timeZone, new Date());
    await expect(coming.getByRole('rowheader').first()).toHaveText(
      t('shops.relativeDay', { offset: '0', date: formatCalendarDay(today, site.locale) }),
    );

    const directions = page.getByRole('link', {
      name: new RegExp(escapeRegExp(t('shops.directionsTo', { name: shop.name }))),
    });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    for (const note of shop.accessibility) await expect(page.getByText(note)).toBeVisible();

    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const store = jsonLd.find((d) => d['@type'] === 'Store');
    expect(store).toMatchObject({ name: shop.name, telephone: shop.phone, address: { postalCode: shop.address.zip } });
    expect((store!.openingHoursSpecification as unknown[]).length).toBeGreaterThanOrEqual(shop.openingHours.length);
    await expectNoAxeViolations(page);
  });
}

test('an unknown shop is a 404 that is not indexed', async ({ request }) => {
  const response = await request.get(marketUrl('AT', '/shops/nowhere'));
  expect(response.status()).toBe(404);
  expect(await response.text()).toMatch(/<meta name="robots" content="noindex/);
});
