import type { APIRequestContext, Page } from '@playwright/test';
import type { Tariff } from '@/lib/platform/content-api/schemas';
import { grossOf, roundTariffPrice } from '@/lib/domain/price';
import { isHiddenTariff } from '@/lib/domain/special-deals';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { MARKETS, type MarketCode } from '@/lib/platform/markets/markets';
import { checkStructuredData, jsonLdScripts } from '@/tests/support/schema-org/check';
import { liveTariffs } from './support/catalogue';
import { deviceDetailUrl } from './support/device-urls';
import { liveSmartphones } from './support/devices';
import { expect, expectNoAxeViolations, marketUrl, test } from './support/fixtures';
import { SITES } from './support/sites';

type Sitemap = { locs: string[]; alternates: Record<string, Record<string, string>>; parseError: string | null };

/** Parses the sitemap with the browser's own XML parser: a malformed document shows up as parsererror. */
async function parseSitemap(page: Page, xml: string): Promise<Sitemap> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror');
    const urlset = doc.documentElement;
    const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
    const alternates: Record<string, Record<string, string>> = {};
    const locs = Array.from(urlset.getElementsByTagNameNS(ns, 'url')).map((url) => {
      const loc = url.getElementsByTagNameNS(ns, 'loc')[0]?.textContent ?? '';
      alternates[loc] = Object.fromEntries(
        Array.from(url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')).map((l) => [
          l.getAttribute('hreflang'),
          l.getAttribute('href'),
        ]),
      );
      return loc;
    });
    const isUrlset = urlset.localName === 'urlset' && urlset.namespaceURI === ns;
    return { locs, alternates, parseError: error ? error.textContent : isUrlset ? null : `root is <${urlset.localName}>` };
  }, xml);
}

/** Every URL answers 200 itself (no redirect, no 404); four requests at a time. */
async function expectAllOk(request: APIRequestContext, urls: string[]) {
  const failures: [string, number][] = [];
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      const status = (await request.get(url, { maxRedirects: 0 })).status();
      if (status !== 200) failures.push([url, status]);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  expect(failures).toEqual([]);
}

/** About `count` entries spread over the whole list, first and last included. */
const spread = <T>(items: T[], count: number) =>
  items.length <= count ? items : Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);

for (const market of ['AT', 'UK'] as MarketCode[]) {
  const origin = marketUrl(market, '/').replace(/\/$/, '');
  const defaultLocale = MARKETS[market].locales[0]!;
  const pathIn = (locale: (typeof MARKETS)[MarketCode]['locales'][number], route: Parameters<typeof localizedPath>[1]) =>
    localizedPath({ locale, defaultLocale }, route);

  test(`${market}: robots.txt allows the shop, disallows cart, customer area and API, and names this host's sitemap`, async ({
    request,
  }) => {
    const response = await request.get(`${origin}/robots.txt`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const lines = (await response.text()).split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Disallow: /api/');
    for (const locale of MARKETS[market].locales) {
      expect(lines).toContain(`Disallow: ${pathIn(locale, '/cart')}`);
      expect(lines).toContain(`Disallow: ${pathIn(locale, '/account')}`);
    }
    expect(lines.filter((l) => l.startsWith('Disallow:')).some((l) => pathIn(defaultLocale, '/tariffs').startsWith(l.slice(10)))).toBe(
      false,
    );
    expect(lines).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  test(`${market}: sitemap.xml lists this market's pages with alternates, and its URLs answer 200`, async ({ page, request }) => {
    test.slow(); // about 30 pages, most rendered for the first time
    const response = await request.get(`${origin}/sitemap.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/xml/);
    const sitemap = await parseSitemap(page, await response.text());
    expect(sitemap.parseError).toBeNull();

    // Only this host, every locale of the market, no private pages, no duplicates.
    expect(sitemap.locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
    expect(new Set(sitemap.locs).size).toBe(sitemap.locs.length);
    for (const locale of MARKETS[market].locales) expect(sitemap.locs).toContain(`${origin}${pathIn(locale, '/tariffs')}`);
    expect(sitemap.locs.filter((loc) => /warenkorb|\/cart|mein-konto|\/account|\/api\//.test(loc))).toEqual([]);

    // Tariff pages come from the live catalogue; hidden ones (link-only, noindex) stay out.
    const tariffs = await liveTariffs(market, defaultLocale);
    const visible = tariffs.filter((t) => !t.specialDeals.some((d) => d.name === 'Hidden'));
    const hidden = tariffs.filter((t) => t.specialDeals.some((d) => d.name === 'Hidden'));
    const tariffUrl = (slug: string) => `${origin}${localizedPath({ locale: defaultLocale, defaultLocale }, '/tariffs/[slug]', { slug })}`;
    for (const t of visible) expect(sitemap.locs).toContain(tariffUrl(t.tariffDetailLink));
    for (const t of hidden) expect(sitemap.locs).not.toContain(tariffUrl(t.tariffDetailLink));

    // The home page's alternates: every market of the cluster, x-default; all of them answer 200.
    const home = sitemap.alternates[`${origin}/`]!;
    expect(Object.keys(home)).toEqual(
      expect.arrayContaining(['de-AT', 'en-AT', 'de-DE', 'de-CH', 'fr-CH', 'it-CH', 'en-GB', 'it-IT', 'x-default']),
    );
    expect(home[market === 'UK' ? 'en-GB' : 'de-AT']).toBe(`${origin}/`);
    await expectAllOk(request, [...new Set(Object.values(home))]);
    await expectAllOk(request, spread(sitemap.locs, 16));
  });
}

for (const site of SITES) {
  test(`${site.market} (${site.locale}): a tariff page has canonical, hreflang, Open Graph, Twitter card and structured data`, async ({
    page,
    request,
  }) => {
    const [tariff] = (await liveTariffs(site.market, site.locale)).filter((t) => !t.specialDeals.some((d) => d.name === 'Hidden'));
    const url = marketUrl(site.market, localizedPath(site.path, '/tariffs/[slug]', { slug: tariff!.tariffDetailLink }));
    await page.goto(url);
    const head = page.locator('head');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    const alternates = await head
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')] as const));
    // A tariff belongs to its market's catalogue: alternates are the market's languages and x-default.
    expect(alternates.map(([lang]) => lang)).toHaveLength(MARKETS[site.market].locales.length + 1);
    expect(alternates.map(([lang]) => lang)).toContain('x-default');
    expect(alternates.map(([, href]) => href)).toContain(url);
    await expectAllOk(
      request,
      alternates.map(([, href]) => href!),
    );

    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(tariff!.tariffName));
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', site.locale.replace('-', '_'));
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    const picture = await request.get(image!);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');

    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const breadcrumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(breadcrumbs.itemListElement.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(breadcrumbs.itemListElement.at(-1)).toMatchObject({ name: tariff!.tariffName, item: url });
    const organization = data.find((d) => d['@type'] === 'Organization') as {
      url: string;
      contactPoint: { telephone: string }[];
      sameAs: string[];
    };
    expect(organization.url).toBe(marketUrl(site.market, '/'));
    expect(organization.contactPoint[0]!.telephone).toMatch(/^\+\d/);
    expect(organization.sameAs.length).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });
}

type Node = Record<string, unknown> & { '@type'?: string };

/**
 * A page's JSON-LD as a crawler gets it (the server's HTML, no script run), checked against schema.org
 * and Google's rules (tests/support/schema-org/check.ts); what Google would like on top is attached.
 */
async function structuredDataOf(request: APIRequestContext, url: string): Promise<Node[]> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const scripts = jsonLdScripts(await response.text());
  const report = await checkStructuredData(scripts);
  expect(report.errors, url).toEqual([]);
  await test
    .info()
    .attach(`structured-data advice ${new URL(url).pathname}`, { body: report.advice.join('\n'), contentType: 'text/plain' });
  return scripts.map((text) => JSON.parse(text) as Node);
}

/** A tariff page's fee as it shows in large (SPEC §9: one decimal; business tariffs net of VAT). */
const shownFee = (tariff: Tariff) => roundTariffPrice('netAmount' in tariff.money ? tariff.money.netAmount : grossOf(tariff.money));

/** The tariffs whose pages say the most: the first one, the first business tariff, the first with a setup period. */
function telling(tariffs: Tariff[]): Tariff[] {
  const listed = tariffs.filter((t) => !isHiddenTariff(t));
  const picks = [listed[0], listed.find((t) => t.customerType === 'BUSINESS'), listed.find((t) => t.setupFee)];
  return [...new Set(picks.filter((t): t is Tariff => t !== undefined))];
}

for (const site of SITES) {
  const url = (route: Parameters<typeof localizedPath>[1], params?: Record<string, string>) =>
    marketUrl(site.market, localizedPath(site.path, route, params));
  const organizationOf = (data: Node[]) => data.find((d) => d['@type'] === 'Organization')!;

  test(`${site.market} (${site.locale}): tariff pages, the overview and a device page carry valid schema.org data in their HTML`, async ({
    request,
  }) => {
    test.slow(); // five or six pages, most rendered for the first time
    const tariffs = await liveTariffs(site.market, site.locale);
    const currency = MARKETS[site.market].currency;

    // Tariff pages: one Product each, its offer the fee per month as the page shows it, sold by the page's Organization.
    for (const tariff of telling(tariffs)) {
      const page = url('/tariffs/[slug]', { slug: tariff.tariffDetailLink });
      const data = await structuredDataOf(request, page);
      expect(data.map((d) => d['@type']).sort()).toEqual(['BreadcrumbList', 'Organization', 'Product']);
      const product = data.find((d) => d['@type'] === 'Product')!;
      expect(product).toMatchObject({
        name: tariff.tariffName,
        url: page,
        offers: { price: shownFee(tariff), priceCurrency: currency, url: page },
      });
      expect(product.offers).toMatchObject({ seller: { '@id': organizationOf(data)['@id'] } });
      const regular = (product.offers as { priceSpecification: Node[] }).priceSpecification.find(
        (p) => p.price === shownFee(tariff) && !p.priceType,
      );
      const unitCode = { MONTH: 'MON', FOUR_WEEKS: 'WEE', DAYS_30: 'DAY' }[tariff.billPeriodType];
      expect(regular, tariff.tariffName).toMatchObject({ unitCode, valueAddedTaxIncluded: !('netAmount' in tariff.money) });
    }

    // The overview lists every public tariff's page, and no hidden one.
    const overview = await structuredDataOf(request, url('/tariffs'));
    const list = overview.find((d) => d['@type'] === 'ItemList') as { itemListElement: { url: string }[] };
    const publicPages = tariffs.filter((t) => !isHiddenTariff(t)).map((t) => url('/tariffs/[slug]', { slug: t.tariffDetailLink }));
    expect(list.itemListElement.map((i) => i.url).sort()).toEqual(publicPages.sort());

    // A device page: its Product from the same builder, sold by the same Organization.
    const group = (await liveSmartphones(site.market, site.locale))[0]!;
    const device = await structuredDataOf(
      request,
      marketUrl(site.market, deviceDetailUrl(site, 'smartphone', group.groupName, group.models[0]!.deviceModelSaleId)),
    );
    expect(device.find((d) => d['@type'] === 'Product')).toMatchObject({
      sku: group.models[0]!.deviceModelSaleId,
      offers: { priceCurrency: currency, seller: { '@id': organizationOf(device)['@id'] } },
    });
  });
}

test('AT: the home page links the same page of every market; each link answers 200', async ({ page, request }) => {
  await page.goto(marketUrl('AT', '/'));
  const links = await page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((l) => l.map((link) => [link.getAttribute('hreflang')!, link.getAttribute('href')!] as const));
  const byLang = Object.fromEntries(links);
  expect(byLang).toMatchObject({
    'de-AT': marketUrl('AT', '/'),
    'de-DE': marketUrl('DE', '/'),
    'fr-CH': marketUrl('CH', '/fr'),
    'en-GB': marketUrl('UK', '/'),
    'it-IT': marketUrl('IT', '/'),
    'x-default': marketUrl('AT', '/en'),
  });
  await expectAllOk(request, [...new Set(Object.values(byLang))]);
});
