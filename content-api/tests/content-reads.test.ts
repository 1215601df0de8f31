import { apiError, faqGroups, landingPageItems, mandant, tariff, tariffGroups } from '@storefront/wire';
import { SEEDS } from '../seed';
import { referenceApp } from './support/reference-api';

const NOW = '2026-11-23T10:00:00Z';
const { app } = referenceApp(NOW);
const seedOf = (market: string) => SEEDS.find((s) => s.market === market)!;
const alwaysOn = (t: { validFrom?: string; validTo?: string }) => !t.validFrom && !t.validTo;

const get = (path: string, market = 'AT', language = 'de-AT') =>
  app.request(path, { headers: { 'X-Market': market, 'Accept-Language': language } });

const tariffIds = async (path: string, market = 'AT') =>
  tariffGroups
    .parse(await (await get(path, market)).json())
    .flatMap((g) => g.tariffs)
    .map((t) => t.tariffModelSalesId);

describe('content reads', () => {
  it('answers a previewdate that is not an ISO date with 400 and a message', async () => {
    for (const bad of ['tomorrow', '2026-13-01', '23.11.2026']) {
      const response = await get(`/tariffs?previewdate=${encodeURIComponent(bad)}`);
      expect(response.status).toBe(400);
      expect(apiError.parse(await response.json()).error).toBe('invalid_previewdate');
    }
  });

  it('answers an unknown market with 400', async () => {
    expect((await get('/tariffs', 'XX')).status).toBe(400);
  });

  it('answers an unknown tariff, product and path with 404', async () => {
    for (const path of ['/tariffs/NO-SUCH-TARIFF', '/products/smartphones/no-such-phone', '/nothing-here']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(apiError.parse(await response.json()).error).toBe('not_found');
    }
  });

  it.each(SEEDS.map((s) => [s.market, s] as const))('lists only the tariffs of %s valid today', async (market, seed) => {
    const future = seed.tariffs.filter((t) => t.validFrom?.startsWith('+'));
    const expired = seed.tariffs.filter((t) => t.validTo?.startsWith('-'));
    expect(future.length).toBeGreaterThan(0);
    expect(expired.length).toBeGreaterThan(0);
    const today = await tariffIds('/tariffs', market);
    for (const t of [...future, ...expired]) expect(today).not.toContain(t.tariffModelSalesId);
    expect(today.length).toBeGreaterThanOrEqual(10);
  });

  it('shows a future tariff when previewing a date inside its window', async () => {
    const future = seedOf('AT').tariffs.find((t) => t.validFrom?.startsWith('+'))!;
    const days = Number(future.validFrom!.slice(1, -1));
    const previewDate = new Date(Date.parse(NOW) + days * 86_400_000).toISOString().slice(0, 10);
    expect(await tariffIds(`/tariffs?previewdate=${previewDate}`)).toContain(future.tariffModelSalesId);
    expect((await get(`/tariffs/${future.tariffModelSalesId}?previewdate=${previewDate}`)).status).toBe(200);
    expect((await get(`/tariffs/${future.tariffModelSalesId}`)).status).toBe(404);
  });

  it('gives an expiring deal the end of its last day as validUntil', async () => {
    const groups = tariffGroups.parse(await (await get('/tariffs')).json());
    const expiring = groups
      .flatMap((g) => g.tariffs)
      .flatMap((t) => t.specialDeals)
      .find((d) => d.name === 'ExpiringSpecialDeal');
    expect(expiring?.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59Z$/);
    expect(Date.parse(expiring!.validUntil!)).toBeGreaterThan(Date.parse(NOW));
  });

  it('writes texts in the language of Accept-Language, English otherwise', async () => {
    const read = async (language: string) => {
      const monthly = seedOf('CH').tariffs.find((t) => t.paymentType === 'POST_PAY' && alwaysOn(t))!;
      const t = tariff.parse(await (await get(`/tariffs/${monthly.tariffModelSalesId}`, 'CH', language)).json());
      return t.billPeriodTranslation;
    };
    expect(await read('fr-CH,fr;q=0.9')).toBe('par mois');
    expect(await read('it-CH')).toBe('al mese');
    expect(await read('de-CH')).toBe('pro Monat');
    expect(await read('ja-JP')).toBe('per month');
  });

  it('serves the mandant, landing items and FAQ of every market in their wire shapes', async () => {
    for (const { market } of SEEDS) {
      const config = mandant.parse(await (await get('/config/mandant', market)).json());
      expect(config.supportedLanguages.length).toBeGreaterThan(0);
      const landing = landingPageItems.parse(await (await get('/config/landingpageitems', market)).json());
      expect(landing.tariffs.length).toBeGreaterThan(0);
      expect(faqGroups.parse(await (await get('/faq', market)).json()).length).toBeGreaterThan(0);
    }
  });

  it('offers the visitor from another market\u2019s country a redirect to that market', async () => {
    const response = await app.request('/config/countries/byip', { headers: { 'X-Market': 'AT', 'X-Client-Country': 'IT' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ countryCode: 'IT' });
    const home = await app.request('/config/countries/byip', { headers: { 'X-Market': 'AT', 'X-Client-Country': 'AT' } });
    expect(home.status).toBe(404);
  });
});
