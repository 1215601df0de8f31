/**
 * Hidden tariffs (SPEC §3, ADR 16) stay out of what search engines get: the sitemap of each market,
 * built from the reference API's live catalogue, names none of them, in any locale or alternate.
 */
import { isCustomerPlan, isHiddenTariff } from '@/lib/domain/special-deals';
import { MARKET_CODES, type Locale, type MarketCode } from '@/lib/platform/markets/markets';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';

let api: RunningApi;
let seo: {
  sitemap: typeof import('@/lib/platform/seo/sitemap');
  sources: typeof import('@/app/sitemap.xml/sources');
  xml: typeof import('@/lib/platform/seo/sitemap-xml');
  tariffs: typeof import('@/lib/platform/content-api/tariffs');
};

beforeAll(async () => {
  api = await startStorefrontApi();
  seo = {
    sitemap: await import('@/lib/platform/seo/sitemap'),
    sources: await import('@/app/sitemap.xml/sources'),
    xml: await import('@/lib/platform/seo/sitemap-xml'),
    tariffs: await import('@/lib/platform/content-api/tariffs'),
  };
});
afterAll(() => api.close());

const DEFAULTS: Record<MarketCode, Locale> = { AT: 'de-AT', DE: 'de-DE', CH: 'de-CH', UK: 'en-GB', IT: 'it-IT', CAMP: 'de-AT' };
const origin = (m: MarketCode) => `http://${m.toLowerCase()}.localhost:3000`;

describe.each(MARKET_CODES.map((m) => [m]))('the sitemap of %s', (market) => {
  it('lists every public tariff page and no hidden one, no customer plan (ADR 50)', async () => {
    const groups = await seo.tariffs.getTariffGroups({ market, locale: DEFAULTS[market] });
    if (!groups.ok) throw new Error('catalogue unreadable');
    const tariffs = groups.data.flatMap((g) => g.tariffs);
    const entries = await seo.sitemap.sitemapEntries(market, DEFAULTS, origin, seo.sources.PARAMS_SOURCES);
    if (!entries.ok) throw new Error('sitemap failed');
    const xml = seo.xml.sitemapXml(entries.data);
    const slugIn = (slug: string) => new RegExp(`/${slug}(["<?]|$)`, 'm').test(xml);
    const unlisted = (t: (typeof tariffs)[number]) => isHiddenTariff(t) || isCustomerPlan(t);
    const slugs = (hidden: boolean) => tariffs.filter((t) => unlisted(t) === hidden).map((t) => t.tariffDetailLink);
    expect(slugs(true).filter(slugIn)).toEqual([]);
    expect(slugs(false).filter((slug) => !slugIn(slug))).toEqual([]);
  });
});

it('has hidden tariffs in the seed to prove it with', async () => {
  const groups = await seo.tariffs.getTariffGroups({ market: 'AT', locale: 'de-AT' });
  expect(
    groups.ok &&
      groups.data
        .flatMap((g) => g.tariffs)
        .filter(isHiddenTariff)
        .map((t) => t.tariffDetailLink),
  ).toEqual(['freunde-25']);
});
