import type { Page } from '@playwright/test';
import { deviceDetailUrl } from './support/device-urls';
import { liveTariffs } from './support/catalogue';
import { liveRouters, liveSmartphones } from './support/devices';
import { expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { translator } from './support/i18n';
import type { E2ESite } from './support/sites';
import { SELECTION_COOKIE } from '@/lib/cart/selection-cookie';
import { financingPrice, grossOf } from '@/lib/domain/price';
import { groupSlug } from '@/lib/domain/slug';
import { formatMoney } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';

/** The page's schema.org Product (the layout may add other JSON-LD, e.g. the organisation). */
async function productJsonLd(page: Page): Promise<unknown> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as { '@type'?: string }).find((data) => data['@type'] === 'Product');
}

const DEVICE_SITES: E2ESite[] = [
  { market: 'AT', locale: 'de-AT', path: { locale: 'de-AT', defaultLocale: 'de-AT' } },
  { market: 'IT', locale: 'it-IT', path: { locale: 'it-IT', defaultLocale: 'it-IT' } },
];

/** Seed facts (content-api/seed/shared/devices.ts): iPhone 16 in 128/256 GB; 256 GB Ultramarine is sold out. */
const GROUP = 'Apple iPhone 16';
const START = 'iphone-16-128-black';
const BIGGER = 'iphone-16-256-black';
const SOLD_OUT = 'iphone-16-256-ultramarine';

for (const site of DEVICE_SITES) {
  test.describe(`${site.market} (${site.locale}) devices`, () => {
    const t = translator(site.locale);
    const money = (amount: number, tariff = false) => formatMoney(amount, 'EUR', site.locale, { tariff });

    const iphoneOf = async () => {
      const iphone = (await liveSmartphones(site.market, site.locale)).find((g) => g.groupName === GROUP)!;
      const model = (id: string) => iphone.models.find((m) => m.deviceModelSaleId === id)!;
      const variantName = (id: string) =>
        t('devices.variantNameWithStorage', {
          name: model(id).displayName,
          colour: model(id).colorName,
          storage: t('devices.storage', { size: model(id).dataSizeInGB! }),
        });
      return { model, variantName };
    };

    test('list → filter by OS → group → variant page', async ({ page }) => {
      test.slow(); // four pages, each scanned by axe
      const groups = await liveSmartphones(site.market, site.locale);
      const { model, variantName } = await iphoneOf();

      await page.goto(marketUrl(site.market, localizedPath(site.path, '/')));
      await page
        .getByRole('navigation', { name: t('nav.main') })
        .getByRole('link', { name: t('nav.smartphones') })
        .click();
      await page.waitForURL((u) => u.pathname === localizedPath(site.path, '/smartphones'));
      await expect(page.getByRole('heading', { level: 1, name: t('devices.listHeading', { kind: 'smartphone' }) })).toBeVisible();
      // ADR 50: the smartphone promotions as a banner; a former price and a data highlight on a card
      // (Fairphone 5); 0 % financing with its monthly amount (iPhone 16 Pro).
      const dealOf = (group: (typeof groups)[number], name: string) =>
        group.models[0]!.specialDeals.find((d) => d.name === name && d.pages.includes('OVERVIEW'));
      const promoted = groups.filter((g) => dealOf(g, 'PromotionSmartphone'));
      expect(promoted.length, 'the seed promotes a smartphone').toBeGreaterThan(0);
      await expect(page.getByRole('region', { name: t('deals.promotionsHeading', { list: 'smartphones' }) }).getByRole('link')).toHaveText(
        promoted.map((g) => t('deals.promotionItem', { label: dealOf(g, 'PromotionSmartphone')!.specialDealText!, name: g.groupName })),
      );
      const fairphone = groups.find((g) => g.groupName === 'Fairphone 5')!;
      const fairphoneCard = page.getByRole('article', { name: fairphone.groupName });
      const lowest = (group: (typeof groups)[number]) => Math.min(...group.models.map((m) => m.price.amount));
      const former = Number(dealOf(fairphone, 'CrossedOutPrice')!.specialDealText);
      await expect(fairphoneCard.getByText(t('deals.wasNow', { was: money(former), now: money(lowest(fairphone)) }))).toBeAttached();
      await expect(fairphoneCard.getByText(dealOf(fairphone, 'HighlightedData')!.specialDealText!)).toBeVisible();
      const pro = groups.find((g) => dealOf(g, 'ZeroCostFinancing'))!;
      const monthly = financingPrice(lowest(pro));
      await expect(
        page
          .getByRole('article', { name: pro.groupName })
          .getByText(t('deals.zeroCostFrom', { price: money(monthly.monthly), months: monthly.months })),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      // Filter by operating system: only iOS groups stay, the URL carries the filter.
      await page.getByRole('radio', { name: t('overview.os', { os: 'IOS' }) }).check();
      await page.waitForURL(/os=IOS/);
      const iosGroups = groups.filter((g) => g.models.some((m) => m.operatingSystem === 'IOS')).map((g) => g.groupName);
      await expect(page.locator('.card-grid h3')).toHaveText(iosGroups);
      await expectNoAxeViolations(page);

      // The group link is the group name in lower case without spaces.
      await page.getByRole('link', { name: GROUP, exact: true }).click();
      await page.waitForURL(new RegExp(`/${groupSlug(GROUP)}$`));
      await expect(page.getByRole('heading', { level: 1, name: GROUP })).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: variantName(START) }).click();
      await page.waitForURL(new RegExp(`/${START}$`));
      await expect(page.getByRole('heading', { level: 1, name: model(START).displayName })).toBeVisible();
      await expect(page.locator('.device-price__amount')).toContainText(money(model(START).price.amount));
      await expectNoAxeViolations(page);
    });

    test('colour and storage switch to the sibling variant on the client, with price and stock', async ({ page }) => {
      test.slow(); // three client navigations and an axe scan
      const { model, variantName } = await iphoneOf();
      await page.goto(marketUrl(site.market, deviceDetailUrl(site, 'smartphone', GROUP, START)));

      // Storage and colour switch to the sibling variant's own URL on the client: the window survives.
      await page.evaluate(() => Object.assign(window, { __e2eMarker: 'same page' }));
      await page.getByRole('radio', { name: t('devices.storage', { size: 256 }) }).check();
      await page.waitForURL(new RegExp(`/${BIGGER}$`));
      await expect(page.locator('.device-price__amount')).toContainText(money(model(BIGGER).price.amount));
      await expect(page.getByRole('radio', { name: t('devices.storage', { size: 256 }) })).toBeFocused();

      await page.getByRole('radio', { name: model(SOLD_OUT).colorName }).check();
      await page.waitForURL(new RegExp(`/${SOLD_OUT}$`));
      await expect(page.locator('.stock')).toContainText(t('overview.outOfStock'));
      await expect(page.getByText(t('devices.outOfStockNotice'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('devices.addToCartNamed', { name: variantName(SOLD_OUT) }) })).toHaveCount(0);
      await expectNoAxeViolations(page);

      await page.getByRole('radio', { name: model(BIGGER).colorName }).check();
      await page.waitForURL(new RegExp(`/${BIGGER}$`));
      await expect(page.locator('.stock')).toContainText(t('overview.inStock'));
      expect(await page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker)).toBe('same page');

      // Structured data names the variant's offer.
      expect(await productJsonLd(page)).toMatchObject({
        '@type': 'Product',
        sku: BIGGER,
        brand: { name: 'Apple' },
        offers: { priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
      });
    });

    test('a variant added with a combination tariff → the cart shows device and tariff with their costs', async ({ page }) => {
      test.slow(); // a form post, four pages and an axe scan
      const { model, variantName } = await iphoneOf();
      await page.goto(marketUrl(site.market, deviceDetailUrl(site, 'smartphone', GROUP, BIGGER)));
      const combination = model(BIGGER).combinations[0]!;
      const tariff = (await liveTariffs(site.market, site.locale)).find((x) => x.tariffModelSalesId === combination.tariffModelSalesId)!;
      const devicePrice = model(BIGGER).price.amount - combination.discount.amount;
      await page
        .getByRole('radio', {
          name: t('devices.buyWithTariff', {
            tariff: tariff.tariffName,
            price: money(devicePrice),
            discount: money(combination.discount.amount),
          }),
        })
        .check();
      await page.getByRole('button', { name: t('devices.addToCartNamed', { name: variantName(BIGGER) }) }).click();
      await page.waitForURL((u) => u.pathname === localizedPath(site.path, '/cart'));

      const deviceItem = page.getByRole('article', { name: `${t('cart.deviceItem', { kind: 'smartphone' })}: ${variantName(BIGGER)}` });
      await expect(deviceItem).toContainText(t('cart.devicePrice', { price: money(model(BIGGER).price.amount) }));
      await expect(deviceItem).toContainText(
        t('cart.comboDiscount', { tariff: tariff.tariffName, price: money(combination.discount.amount) }),
      );
      await expect(deviceItem).toContainText(t('cart.youPay', { price: money(devicePrice) }));
      await expect(page.getByRole('article', { name: `${t('cart.item')}: ${tariff.tariffName}` })).toBeVisible();
      const summary = page.getByRole('region', { name: t('cart.summary') });
      await expect(summary).toContainText(t('cart.monthlyTotal', { price: money(grossOf(tariff.money), true) }));
      const setupFee = tariff.setupFee?.setupFee.amount ?? 0;
      await expect(summary).toContainText(t('cart.oneOffTotal', { price: money(devicePrice + setupFee) }));
      await expectNoAxeViolations(page);

      // Issue 14 §0 (SPEC §8): a stored item that is no longer available (here the sold-out variant, as
      // if it sold out since) leaves the stored cart on the next visit, with one notice; the badge stops counting it.
      const context = page.context();
      const stored = (await context.cookies()).find((c) => c.name === SELECTION_COOKIE)!;
      const selection = JSON.parse(decodeURIComponent(stored.value)) as { items: unknown[] };
      const stale = { items: [...selection.items, { kind: 'device', id: SOLD_OUT, deviceKind: 'smartphone' }] };
      await context.addCookies([{ ...stored, value: encodeURIComponent(JSON.stringify(stale)) }]);
      const cart = marketUrl(site.market, localizedPath(site.path, '/cart'));
      const cartLink = (count: number) =>
        page.getByRole('link', { name: `${t('nav.cart')} ${t('nav.cartItems', { count })}`, exact: true });
      await page.goto(cart);
      await expect(page).toHaveURL(`${cart}?notice=unavailable`);
      await expect(page.getByText(t('cart.unavailable'))).toBeVisible();
      await expect(deviceItem).toBeVisible();
      await expect(cartLink(2)).toBeVisible();
      expect((await context.cookies()).find((c) => c.name === SELECTION_COOKIE)?.value).not.toContain(SOLD_OUT);
      await page.goto(cart);
      await expect(page).toHaveURL(cart);
      await expect(deviceItem).toBeVisible();
      await expect(page.getByText(t('cart.unavailable'))).toHaveCount(0);
    });

    test('an out-of-stock variant cannot reach the cart', async ({ page }) => {
      const groups = await liveSmartphones(site.market, site.locale);
      const soldOut = groups.flatMap((g) => g.models).find((m) => m.deviceModelSaleId === SOLD_OUT)!;
      expect(soldOut.inStock).toBe(false);
      await page.goto(marketUrl(site.market, deviceDetailUrl(site, 'smartphone', GROUP, SOLD_OUT)));
      await expect(page.getByRole('button', { name: t('devices.addToCart') })).toHaveCount(0);
      const origin = new URL(page.url()).origin;
      const answer = await page.request.post(`${origin}/api/cart`, {
        headers: { Origin: origin },
        data: { action: 'add', kind: 'device', deviceKind: 'smartphone', id: SOLD_OUT },
      });
      expect(answer.status()).toBe(409);
      expect(await answer.json()).toEqual({ error: 'out_of_stock' });
    });

    test('a router page shows its part number and EAN', async ({ page }) => {
      test.slow(); // four pages, two axe scans
      const router = (await liveRouters(site.market, site.locale))[0]!;
      const model = router.models[0]!;
      await page.goto(marketUrl(site.market, localizedPath(site.path, '/smartphones')));
      await page
        .getByRole('navigation', { name: t('devices.kindsNav') })
        .getByRole('link', { name: t('devices.listHeading', { kind: 'router' }) })
        .click();
      await page.waitForURL((u) => u.pathname === localizedPath(site.path, '/routers'));
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: router.groupName, exact: true }).click();
      await page.waitForURL(new RegExp(`/${encodeURIComponent(groupSlug(router.groupName))}$`));
      await page.getByRole('link', { name: t('devices.variantName', { name: model.displayName, colour: model.colorName }) }).click();
      await page.waitForURL(new RegExp(`/${model.deviceModelSaleId}$`));
      await expect(page.getByRole('heading', { level: 1, name: model.displayName })).toBeVisible();
      const facts = page.getByRole('region', { name: t('devices.facts') });
      await expect(facts).toContainText(t('devices.ean'));
      await expect(facts).toContainText(model.eanCode);
      await expect(facts).toContainText(model.manufacturerPartNumber);
      expect(await productJsonLd(page)).toMatchObject({ sku: model.deviceModelSaleId, gtin13: model.eanCode });
      await expectNoAxeViolations(page);
    });

    test.describe('unknown ids', () => {
      test.use({ allowedConsoleErrors: [/status of 404/] });

      test('an unknown device is the 404 page', async ({ page }) => {
        const response = await page.goto(marketUrl(site.market, deviceDetailUrl(site, 'smartphone', GROUP, 'no-such-phone')));
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: t('errors.notFoundHeading') })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  });
}

test('the camp sells no devices: its device pages are 404', async ({ request }) => {
  for (const path of ['/smartphones', '/router', '/repeater']) {
    expect([path, (await request.get(marketUrl('CAMP', path))).status()]).toEqual([path, 404]);
  }
});
