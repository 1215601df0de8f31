import { SEEDS } from '../seed';
import { createApp } from '../src/app';
import { sandboxClock } from '../src/clock';
import { storefrontRevalidator } from '../src/sandbox/storefront';
import { openStore } from '../src/store';
import { apiError, tariff } from '@storefront/wire';

function appWith(revalidate?: (tags: string[]) => Promise<boolean>) {
  const store = openStore(':memory:');
  store.seed(SEEDS);
  return createApp({ store, clock: sandboxClock('2026-11-23T10:00:00Z'), revalidate });
}

const putPrice = (app: ReturnType<typeof appWith>, id: string, body: unknown, market = 'DE') =>
  app.request(`/sandbox/tariffs/${id}/price`, {
    method: 'PUT',
    headers: { 'X-Market': market, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const readTariff = async (app: ReturnType<typeof appWith>, id: string, market = 'DE') =>
  tariff.parse(await (await app.request(`/tariffs/${id}`, { headers: { 'X-Market': market } })).json());

const firstTariffId = (market: string) => SEEDS.find((s) => s.market === market)!.tariffs.find((t) => !t.validFrom)!.tariffModelSalesId;

describe('sandbox price change', () => {
  it('changes what /tariffs answers and tells the storefront the market’s tariffs tag', async () => {
    const calls: string[][] = [];
    const app = appWith(async (tags) => {
      calls.push(tags);
      return true;
    });
    const id = firstTariffId('DE');
    const response = await putPrice(app, id, { amount: 17.5 });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ tariffModelSalesId: id, storefrontRevalidated: true });
    expect((await readTariff(app, id)).money).toMatchObject({ amount: 17.5 });
    expect(calls).toEqual([['tariffs:DE']]);
  });

  it('works without a storefront to tell', async () => {
    const app = appWith();
    const response = await putPrice(app, firstTariffId('UK'), { amount: 9.5 }, 'UK');
    expect(await response.json()).toMatchObject({ storefrontRevalidated: false });
  });

  it('answers a bad amount with 400 and a tariff of another market with 404', async () => {
    const app = appWith();
    for (const body of [{ amount: -1 }, { amount: 'ten' }, {}]) {
      const response = await putPrice(app, firstTariffId('DE'), body);
      expect(response.status).toBe(400);
      expect(apiError.parse(await response.json()).error).toBe('invalid_request');
    }
    expect((await putPrice(app, firstTariffId('AT'), { amount: 10 }, 'DE')).status).toBe(404);
  });
});

describe('the storefront revalidator', () => {
  it('is off without a URL or a secret', () => {
    expect(storefrontRevalidator(undefined, 's')).toBeUndefined();
    expect(storefrontRevalidator('http://web/api/revalidate', undefined)).toBeUndefined();
  });

  it('posts the tags with the secret header and reports whether the storefront accepted them', async () => {
    const requests: { url: string; init?: RequestInit }[] = [];
    const fake = (status: number) =>
      (async (url: string | URL | Request, init?: RequestInit) => {
        requests.push({ url: String(url), init });
        return new Response(null, { status });
      }) as typeof fetch;
    expect(await storefrontRevalidator('http://web/api/revalidate', 'secret', fake(200))!(['tariffs:AT'])).toBe(true);
    expect(requests[0]).toMatchObject({ url: 'http://web/api/revalidate', init: { method: 'POST', body: '{"tags":["tariffs:AT"]}' } });
    expect(new Headers(requests[0]!.init!.headers).get('x-revalidate-secret')).toBe('secret');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await storefrontRevalidator('http://web/api/revalidate', 'secret', fake(401))!(['tariffs:AT'])).toBe(false);
    warn.mockRestore();
  });
});
