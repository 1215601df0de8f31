import { infoDocument } from '@/content/info';
import { COST_EXAMPLE } from '@/content/info/cost-control';
import { FINANCING_EXAMPLE_PRICE } from '@/content/info/financing';
import { DEFAULT_RATES, overageCost, ROAMING_LIMIT_RECOMMENDATION } from '@/lib/domain/cost-control';
import { financingPrice } from '@/lib/domain/price';
import { formatMoney } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { INFO_ROUTES, INFO_TOPICS, type InfoTopic } from '@/lib/content/info-topics';
import { languageOf, MARKETS } from '@/lib/platform/markets/markets';
import { CONTENT_SITES } from './support/content-sites';
import { expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { escapeRegExp, translator } from './support/i18n';
import type { E2ESite } from './support/sites';

/** What each page must show in the market's currency and figures, beyond its own headings. */
function figures(site: E2ESite, topic: InfoTopic): string[] {
  const money = (value: number, unitRate = false) => formatMoney(value, MARKETS[site.market].currency, site.locale, { unitRate });
  switch (topic) {
    case 'cost-control':
      return [
        money(DEFAULT_RATES.perMb, true),
        money(DEFAULT_RATES.perMinute, true),
        '64 kbit/s',
        money(overageCost(COST_EXAMPLE.usage).total),
      ];
    case 'roaming':
      return [money(ROAMING_LIMIT_RECOMMENDATION)];
    case 'porting':
      return ['503', '499'];
    case 'financing': {
      const price = FINANCING_EXAMPLE_PRICE[site.market === 'CAMP' ? 'AT' : site.market];
      return [money(price), money(financingPrice(price).monthly)];
    }
    default:
      return [];
  }
}

/**
 * axe scans each topic once, in turn across the sites (every site at least once): the pages share one
 * template and stylesheet, so forty scans would find what eight do, at five times the cost.
 */
const scanned = (siteIndex: number, topic: InfoTopic) => INFO_TOPICS.indexOf(topic) % CONTENT_SITES.length === siteIndex;

for (const [siteIndex, site] of CONTENT_SITES.entries()) {
  const t = translator(site.locale);
  const url = (topic: InfoTopic) => marketUrl(site.market, localizedPath(site.path, INFO_ROUTES[topic]));

  for (const topic of INFO_TOPICS) {
    test(`${site.market} (${site.locale}): the ${topic} page with contents and the market's figures`, async ({ page }) => {
      test.slow(); // rendered on first request
      const document = infoDocument(topic, site.market, languageOf(site.locale));
      const response = await page.goto(url(topic));
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', site.locale);
      await expect(page.getByRole('heading', { level: 1, name: document.title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(document.title)} \\|`));

      const contents = page.getByRole('navigation', { name: t('info.toc') });
      await expect(contents.getByRole('link')).toHaveText(document.sections.map((s) => s.heading));
      const article = page.locator('main article');
      await expect(article.getByRole('heading', { level: 2 })).toHaveText(document.sections.map((s) => s.heading));
      for (const guide of document.sections.flatMap((s) => s.guides ?? [])) {
        await expect(article.getByRole('heading', { level: 3, name: guide.heading })).toBeVisible();
      }
      for (const figure of figures(site, topic)) await expect(article).toContainText(figure);
      if (scanned(siteIndex, topic)) await expectNoAxeViolations(page);
    });
  }

  test(`${site.market} (${site.locale}): the footer's service links lead to every information page`, async ({ page, request }) => {
    await page.goto(marketUrl(site.market, localizedPath(site.path, '/')));
    const nav = page.getByRole('navigation', { name: t('info.nav.heading') });
    await expect(nav.getByRole('link')).toHaveText(INFO_TOPICS.map((topic) => t(`info.pages.${topic}.label`)));
    const hrefs = await nav.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs).toEqual(INFO_TOPICS.map((topic) => localizedPath(site.path, INFO_ROUTES[topic])));
    for (const href of hrefs) expect([href, (await request.get(marketUrl(site.market, href))).status()]).toEqual([href, 200]);
  });
}

test('AT: the cost-control example shows what 500 MB and 30 minutes cost and what each cost limit does', async ({ page }) => {
  const site = CONTENT_SITES[0]!;
  const t = translator(site.locale);
  const money = (value: number) => formatMoney(value, 'EUR', site.locale);
  await page.goto(marketUrl('AT', localizedPath(site.path, '/info/cost-control')));
  const usage = page.getByRole('table', { name: t('info.costExample.usageCaption') });
  await expect(usage.getByRole('row', { name: t('info.costExample.total') })).toContainText(money(3.2));
  const limits = page.getByRole('table', { name: t('info.costExample.limitCaption') });
  await expect(limits.getByRole('rowheader')).toHaveText(COST_EXAMPLE.limits.map(money));
  await expect(limits.getByRole('row').nth(1)).toContainText(t('info.costExample.blocked', { speed: 64 }));
  await expect(limits.getByRole('row').nth(2)).toContainText(t('info.costExample.reached', { speed: 64 }));
  await expect(limits.getByRole('row').nth(3)).toContainText(t('info.costExample.within'));
});

test('CAMP sells no devices: no instalment page and no link to it', async ({ page, request }) => {
  const camp = { locale: 'de-AT', defaultLocale: 'de-AT' } as const;
  expect((await request.get(marketUrl('CAMP', localizedPath(camp, '/info/financing')))).status()).toBe(404);
  await page.goto(marketUrl('CAMP', localizedPath(camp, '/info/roaming')));
  const t = translator('de-AT');
  const nav = page.getByRole('navigation', { name: t('info.nav.heading') });
  await expect(nav.getByRole('link')).toHaveCount(INFO_TOPICS.length - 1);
  await expect(nav.getByRole('link', { name: t('info.pages.financing.label') })).toHaveCount(0);
});
