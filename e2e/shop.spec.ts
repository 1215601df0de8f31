import type { SpecialDealName, Tariff } from '@/lib/platform/content-api/schemas';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { grossOf } from '@/lib/domain/price';
import { liveTariffs, postpaidByPrice } from './support/catalogue';
import { expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { labelWithContext, translator } from './support/i18n';
import { horizontalOverflows } from './support/layout';
import { SITES } from './support/sites';

for (const site of SITES) {
  test(`${site.market} (${site.locale}): home → overview → filter and sort → detail → order → cart → remove`, async ({ page }) => {
    test.slow(); // several axe scans in one journey
    const t = translator(site.locale);
    const url = (route: Parameters<typeof localizedPath>[1], params?: Record<string, string>) =>
      marketUrl(site.market, localizedPath(site.path, route, params));

    await page.goto(url('/'));
    await expect(page.locator('html')).toHaveAttribute('lang', site.locale);
    await expectNoAxeViolations(page);

    await page
      .getByRole('navigation', { name: t('nav.main') })
      .getByRole('link', { name: t('nav.tariffs') })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: t('overview.heading') })).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing in a tariff card runs out of its box, on a phone or a desktop (issue 25 §0.7: the
    // allowance "Unlimitiert" ran out of its column at 1280 px).
    const viewport = page.viewportSize()!;
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: viewport.height });
      expect(await horizontalOverflows(page, '.tariff-card'), `at ${width} px`).toEqual([]);
    }
    // Issue 25 §1: on a phone's first screen (360 × 640) a tariff shows above a first visit's cookie
    // banner, before the menu and the filters; and the page never scrolls sideways.
    await page.setViewportSize({ width: 360, height: 640 });
    const firstScreen = await page.evaluate(() => {
      window.scrollTo(0, 0);
      const dock = document.querySelector('.dock')?.getBoundingClientRect();
      const bottom = Math.min(window.innerHeight, dock && dock.height > 0 ? dock.top : Infinity);
      const card = document.querySelector('.card-grid > li')!.getBoundingClientRect();
      return { cardTop: card.top, bottom, scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth };
    });
    expect(firstScreen.cardTop, `the first tariff's top in the first screen (above ${firstScreen.bottom} px)`).toBeLessThan(
      firstScreen.bottom,
    );
    expect(firstScreen.scrollWidth, 'no sideways scroll at 360 px').toBeLessThanOrEqual(firstScreen.width);
    await page.setViewportSize(viewport);

    // Filter to postpaid, then sort cheapest first: both land in the URL and the list follows.
    await page.getByRole('radio', { name: t('tariff.paymentType', { type: 'POST_PAY' }) }).check();
    await expect(page).toHaveURL(/payment=POST_PAY/);
    await page.getByRole('combobox', { name: t('overview.sort') }).selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    const expected = postpaidByPrice(await liveTariffs(site.market, site.locale));
    // Every card is one the visitor may see: hidden tariffs are not in the page at all (ADR 16).
    const names = page.locator('.card-grid > li article [id^="tariff-"]');
    await expect(names).toHaveCount(expected.length);
    const shown = await names.allTextContents();
    const price = new Map(expected.map((tariff) => [tariff.tariffName, grossOf(tariff.money)]));
    const prices = shown.map((name) => price.get(name.trim()));
    expect(
      prices.every((p) => p !== undefined),
      `only postpaid tariffs are listed: ${shown.join(', ')}`,
    ).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a! - b!));
    await expectNoAxeViolations(page);

    // The cheapest postpaid tariff: detail page, order, cart, remove.
    const cheapest = expected[0]!;
    // WCAG 2.5.3: the card's links and buttons are named by their visible label, then the tariff.
    const details = labelWithContext(t('tariff.details'), t('tariff.detailsSuffix', { name: cheapest.tariffName }));
    await page.getByRole('link', { name: details, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: cheapest.tariffName })).toBeVisible();
    await expectNoAxeViolations(page);

    const order = labelWithContext(t('tariff.order'), t('tariff.orderSuffix', { name: cheapest.tariffName }));
    await page.getByRole('button', { name: order, exact: true }).click();
    await page.waitForURL((u) => u.pathname === localizedPath(site.path, '/cart'));
    await expect(page.getByRole('heading', { level: 1, name: t('cart.heading') })).toBeVisible();
    await expect(page.getByText(cheapest.tariffName).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: t('cart.remove', { name: cheapest.tariffName }) }).click();
    await expect(page.getByText(t('cart.empty'))).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

/**
 * ADR 50, the special deals a visitor meets (DE seed): the overview's promotion banners, a folded card
 * (Collapsed) that opens by keyboard, a partner's tariff (MandatoryCustomReferer) refused without the
 * partner's link and ordered through it, a customer plan's public page (404) and the app's page.
 */
test('DE (de-DE): promotions, a folded partner tariff ordered only through the partner link, customer plans, the app page', async ({
  page,
  request,
}) => {
  test.slow(); // four pages, three axe scans
  const site = { market: 'DE', locale: 'de-DE', path: { locale: 'de-DE', defaultLocale: 'de-DE' } } as const;
  const t = translator(site.locale);
  const url = (route: Parameters<typeof localizedPath>[1], params?: Record<string, string>, query?: string) =>
    marketUrl(site.market, localizedPath(site.path, route, params, query));
  const tariffs = await liveTariffs(site.market, site.locale);
  const dealOf = (tariff: Tariff, name: SpecialDealName) => tariff.specialDeals.find((d) => d.name === name);
  const promotions = (name: SpecialDealName) =>
    tariffs.flatMap((x) => {
      const deal = dealOf(x, name);
      return deal?.pages.includes('OVERVIEW') ? [t('deals.promotionItem', { label: deal.specialDealText!, name: x.tariffName })] : [];
    });
  const partner = tariffs.find((x) => dealOf(x, 'MandatoryCustomReferer'))!;
  const code = dealOf(partner, 'MandatoryCustomReferer')!.specialDealText!;

  await page.goto(url('/tariffs'));
  for (const [list, name] of [
    ['mobileTariffs', 'PromotionMobileTariff'],
    ['dataTariffs', 'PromotionDataTariff'],
  ] as const) {
    const expected = promotions(name);
    expect(expected.length, `the seed promotes a tariff with ${name}`).toBeGreaterThan(0);
    await expect(page.getByRole('region', { name: t('deals.promotionsHeading', { list }), exact: true }).getByRole('link')).toHaveText(
      expected,
    );
  }
  // The folded card: name, price and order button in view, the rest behind its summary (keyboard opens it).
  const card = page.getByRole('article', { name: partner.tariffName });
  const order = labelWithContext(t('tariff.order'), t('tariff.orderSuffix', { name: partner.tariffName }));
  await expect(card.getByRole('button', { name: order, exact: true })).toBeVisible();
  await expect(card.getByText(t('deals.partnerHowTo', { partner: code }))).toBeVisible();
  const badge = card.getByText(t('deals.partnerOnly', { partner: code }));
  await expect(badge).toBeHidden();
  await card.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(badge).toBeVisible();
  await expectNoAxeViolations(page);

  // Without the partner's link the order is refused, translated, and nothing is added.
  await card.getByRole('button', { name: order, exact: true }).click();
  await page.waitForURL((u) => u.pathname === localizedPath(site.path, '/cart'));
  await expect(page.getByText(t('cart.partnerLinkRequired'))).toBeVisible();
  await expect(page.getByText(t('cart.empty'))).toBeVisible();
  // Through the partner's link (?ref=<code>) the same tariff goes into the cart.
  await page.goto(url('/tariffs/[slug]', { slug: partner.tariffDetailLink }, `ref=${code}`));
  await page.getByRole('button', { name: order, exact: true }).first().click();
  await page.waitForURL((u) => u.pathname === localizedPath(site.path, '/cart'));
  await expect(page.getByText(t('cart.added', { name: partner.tariffName }))).toBeVisible();

  // A loyalty plan has no public page (the customer area offers it: account-lines.spec.ts).
  const it = { locale: 'it-IT', defaultLocale: 'it-IT' } as const;
  expect((await request.get(marketUrl('IT', localizedPath(it, '/tariffs/[slug]', { slug: 'giga-200-fedelta' })))).status()).toBe(404);

  // The app's page: the tariffs meant for APPONBOARDING with their deals there, not indexed.
  await page.goto(url('/app'));
  await expect(page.getByRole('heading', { level: 1, name: t('appOnboarding.heading') })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const app = tariffs.filter((x) => x.specialDeals.some((d) => d.pages.includes('APPONBOARDING')));
  expect(app.length, 'the seed has a tariff for the app').toBeGreaterThan(0);
  for (const tariff of app) await expect(page.getByRole('article', { name: tariff.tariffName })).toBeVisible();
  await expectNoAxeViolations(page);
});
