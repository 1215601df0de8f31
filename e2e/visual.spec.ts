import type { Locator, Page } from '@playwright/test';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { demoCustomer, logIn, pageUrl } from './support/account';
import { liveSmartphones } from './support/devices';
import { deviceDetailUrl } from './support/device-urls';
import { expect, marketUrl, test } from './support/fixtures';
import { translator } from './support/i18n';
import { SITES, type E2ESite } from './support/sites';

/**
 * Issue 25 §1: the first screen of the pages a first visitor and a customer meet, at a phone's, a
 * tablet's and a desktop's width, for AT (de-AT) and CH (fr-CH), compared with the committed
 * baselines in visual.spec.ts-snapshots/ (Debian chromium renders the same here and in CI). A layout
 * change is a reviewed baseline change: `npm run test:e2e -- e2e/visual.spec.ts --update-snapshots`,
 * then look at every changed picture before committing it (README).
 *
 * One journey per market, each page loaded once and photographed at the three widths. What depends
 * on the day (dates, a deal's days left, usage counted per day) is masked; the boxes stay measured.
 */
const SCREENS = [
  { name: 'phone', width: 360, height: 640 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** A date as the shop writes it in de-AT and fr-CH: 28.12.2026, 28 décembre 2026, 28. Dezember 2026. */
const DATE =
  /\d{1,2}\.\s?\d{1,2}\.\s?\d{2,4}|\d{1,2}\.?\s(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|Jänner|Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\s\d{4}/;

const dayDependent = (page: Page): Locator[] => [
  page.getByText(DATE),
  page.locator('.expiring-deal'),
  page.locator('.usage-section > :not(h2)'),
];

async function photograph(page: Page, site: E2ESite, name: string): Promise<void> {
  // A page rendered per request streams: its loading state first, then what its content calls bring
  // (ADR 34). The photograph is of the page once it is all there (on a busy machine the cart was once
  // taken still loading).
  await expect(page.locator('.page-loading'), `${name} still loading`).toHaveCount(0);
  await page.waitForLoadState('load');
  const initial = page.viewportSize()!;
  for (const screen of SCREENS) {
    await page.setViewportSize({ width: screen.width, height: screen.height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page, `${name} at ${screen.width} px`).toHaveScreenshot(`${site.market}-${name}-${screen.name}.png`, {
      animations: 'disabled',
      mask: dayDependent(page),
      maxDiffPixelRatio: 0.002,
    });
  }
  await page.setViewportSize(initial);
}

/** AT and CH-fr of the main journeys' sites, each with a demo customer whose usage no other test changes. */
const CUSTOMERS: Partial<Record<E2ESite['market'], string>> = { AT: '10000002', CH: '30000002' };
const JOURNEYS = SITES.filter((site) => CUSTOMERS[site.market]).map((site) => ({ site, customer: CUSTOMERS[site.market]! }));

for (const { site, customer } of JOURNEYS) {
  test(`${site.market} (${site.locale}): home, overview, tariff, cart, checkout, device and usage look as reviewed`, async ({ page }) => {
    test.slow(); // seven pages at three widths
    const t = translator(site.locale);
    const url = (route: Parameters<typeof localizedPath>[1]) => marketUrl(site.market, localizedPath(site.path, route));

    // A first visit: the home page with the cookie banner, then the choice made.
    await page.goto(url('/'));
    const banner = page.getByRole('region', { name: t('consent.bannerHeading') });
    await expect(banner).toBeVisible();
    await photograph(page, site, 'home');
    await banner.getByRole('button', { name: t('consent.rejectAll') }).click();
    await expect(banner.getByRole('status')).toHaveText(t('consent.saved', { decision: 'none' }));

    await page.goto(url('/tariffs'));
    await expect(page.getByRole('heading', { level: 1, name: t('overview.heading') })).toBeVisible();
    await photograph(page, site, 'overview');

    const details = page
      .locator('.card-grid > li')
      .first()
      .getByRole('link', { name: new RegExp(`^${t('tariff.details')}`) });
    const tariffPath = await details.getAttribute('href');
    await details.click();
    // The overview's cards have order buttons too: photograph only once the tariff's own page is there.
    await page.waitForURL((address) => address.pathname === tariffPath);
    const order = page.getByRole('button', { name: new RegExp(`^${t('tariff.order')}`) }).first();
    await expect(order).toBeVisible();
    await photograph(page, site, 'tariff');

    await order.click();
    await expect(page.getByRole('heading', { level: 1, name: t('cart.heading') })).toBeVisible();
    await photograph(page, site, 'cart');

    await page.goto(url('/checkout/personal'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await photograph(page, site, 'checkout-personal');

    const [phone] = await liveSmartphones(site.market, site.locale);
    await page.goto(marketUrl(site.market, deviceDetailUrl(site, 'smartphone', phone!.groupName, phone!.models[0]!.deviceModelSaleId)));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await photograph(page, site, 'device');

    const { products } = demoCustomer(site.market, customer);
    await logIn(page, site, customer);
    await page.goto(pageUrl(site, '/account/usage/[product]', { product: products.find((p) => p.type === 'IMSI')!.key }));
    await expect(page.locator('.usage-section').first()).toBeVisible();
    await photograph(page, site, 'usage');
  });
}
