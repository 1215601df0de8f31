/**
 * Contract: every lib/platform/content-api call against the reference API over HTTP, answers parsed by the same
 * zod schemas the pages use. The modules read CONTENT_API_URL when first imported, so they are
 * imported after the server has its port.
 */
import { SEEDS } from '@/content-api/seed';
import type { ContentContext } from '@/lib/platform/content-api/client';
import { MARKETS } from '@/lib/platform/markets/markets';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';
import { data } from '@/tests/support/result';
import { MARKET_LOCALES } from '@/tests/support/market-locales';

let api: RunningApi;
let lib: {
  config: typeof import('@/lib/platform/content-api/config');
  tariffs: typeof import('@/lib/platform/content-api/tariffs');
  products: typeof import('@/lib/platform/content-api/products');
  faq: typeof import('@/lib/platform/content-api/faq');
  auth: typeof import('@/lib/platform/content-api/auth');
  customerarea: typeof import('@/lib/platform/content-api/customerarea');
};

beforeAll(async () => {
  api = await startStorefrontApi();
  lib = {
    config: await import('@/lib/platform/content-api/config'),
    tariffs: await import('@/lib/platform/content-api/tariffs'),
    products: await import('@/lib/platform/content-api/products'),
    faq: await import('@/lib/platform/content-api/faq'),
    auth: await import('@/lib/platform/content-api/auth'),
    customerarea: await import('@/lib/platform/content-api/customerarea'),
  };
});
afterAll(() => api.close());

const ctx = (market: ContentContext['market'], locale: ContentContext['locale']): ContentContext => ({ market, locale });
const DEVICE_MARKETS = ['AT', 'DE', 'CH', 'UK', 'IT'] as const;

describe.each(MARKET_LOCALES)('content API contract for %s (%s)', (market, locale) => {
  const c = ctx(market, locale);

  it('reads the configuration', async () => {
    const mandant = data(await lib.config.getMandant(c));
    expect(mandant.supportedLanguages).toContain(locale);
    expect(data(await lib.config.getRegions(c)).length).toBeGreaterThan(0);
    expect(data(await lib.config.getGoogleReviews(c)).rating).toBeGreaterThan(0);
    const landing = data(await lib.config.getLandingPageItems(c));
    expect(landing.tariffs.length).toBeGreaterThan(0);
    const maps = await lib.config.getMapsConfig(c);
    expect(maps.ok || (!maps.ok && maps.error.kind === 'not_found')).toBe(true);
    const byIp = await lib.config.getCountryByIp(c, market === 'UK' ? 'AT' : 'GB');
    expect(data(byIp).domain).toBeTruthy();
  });

  it('reads the market’s fibre and IP TV amounts, each in the market’s currency', async () => {
    const { fixedLinePrices } = data(await lib.config.getMandant(c));
    const { fibre, iptv } = fixedLinePrices ?? {};
    const amounts = [fibre?.connectionFrom, fibre?.extraMetre, iptv?.extraBoxOneOff, iptv?.extraBoxMonthly];
    expect(amounts.map((m) => m?.currencyCode)).toEqual(amounts.map(() => MARKETS[market].currency));
    expect(amounts.every((m) => m!.amount > 0)).toBe(true);
  });

  it('reads tariffs, one tariff, fixed-line tariffs and the FAQ', async () => {
    const groups = data(await lib.tariffs.getTariffGroups(c));
    const first = groups[0]!.tariffs[0]!;
    expect(data(await lib.tariffs.getTariff(c, first.tariffModelSalesId)).tariffName).toBe(first.tariffName);
    expect(Array.isArray(data(await lib.tariffs.getFixedLineTariffs(c)))).toBe(true);
    expect(data(await lib.faq.getFaq(c)).length).toBeGreaterThan(0);
  });

  it('reads smartphones, routers, repeaters and connections with their detail calls', async () => {
    const phones = data(await lib.products.getSmartphones(c));
    const routers = data(await lib.products.getRouters(c));
    const repeaters = data(await lib.products.getRepeaters(c));
    const connections = data(await lib.products.getConnections(c));
    if (!(DEVICE_MARKETS as readonly string[]).includes(market)) {
      expect(phones).toEqual([]);
      return;
    }
    const phone = phones[0]!.models[0]!;
    expect(data(await lib.products.getSmartphone(c, phone.deviceModelSaleId)).displayName).toBe(phone.displayName);
    const router = routers[0]!.models[0]!;
    expect(data(await lib.products.getRouter(c, router.deviceModelSaleId)).eanCode).toBe(router.eanCode);
    const repeater = repeaters[0]!.models[0]!;
    expect(data(await lib.products.getRepeater(c, repeater.deviceModelSaleId)).eanCode).toBe(repeater.eanCode);
    expect(connections.length).toBeGreaterThan(0);
  });

  it('logs in and reads the customer status and products; a wrong secret is unauthorized', async () => {
    const customer = SEEDS.find((s) => s.market === market)!.customers[0]!;
    const login = data(await lib.auth.login(c, { phoneNumberOrCustomerNumber: customer.customerNumber, secret: customer.secret }));
    expect(data(await lib.auth.getUserStatus(c, login.token)).customerNumber).toBe(customer.customerNumber);
    expect(data(await lib.customerarea.getCustomerProducts(c, login.token)).length).toBe(customer.products.length);
    const wrong = await lib.auth.login(c, { phoneNumberOrCustomerNumber: customer.customerNumber, secret: 'nope' });
    expect(wrong.ok ? null : wrong.error.kind).toBe('unauthorized');
  });
});

describe('content API failures', () => {
  it('passes previewdate on reads and reports a 404 as not_found', async () => {
    const result = await lib.tariffs.getTariff({ market: 'AT', locale: 'de-AT', previewDate: '2026-01-01' }, 'NO-SUCH');
    expect(result.ok ? null : result.error.kind).toBe('not_found');
  });
});
