/**
 * Checkout step 3's route handlers against the reference API, called as Next calls them: the
 * pickup-point search (query rules, a market without points) and the delivery step stored in the
 * sealed progress. Answers are read with the routes' contracts.
 */
import { stepContract } from '@/lib/platform/contracts/checkout';
import { pickupPointsContract } from '@/lib/platform/contracts/checkout-delivery';
import { serializeSelection, SELECTION_COOKIE, type SelectionItem } from '@/lib/cart/selection';
import { browser, CookieJar, formPost, jsonRequest } from '@/tests/support/next-request';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-request').nextHeaders);

let api: RunningApi;
let routes: {
  delivery: typeof import('@/app/api/checkout/delivery/route');
  pickupPoints: typeof import('@/app/api/checkout/pickup-points/route');
};

beforeAll(async () => {
  api = await startStorefrontApi();
  routes = {
    delivery: await import('@/app/api/checkout/delivery/route'),
    pickupPoints: await import('@/app/api/checkout/pickup-points/route'),
  };
});
afterAll(() => api.close());
beforeEach(() => {
  browser.jar = new CookieJar();
});

const IT = { host: 'it.localhost:3000', origin: 'http://it.localhost:3000' };
const SIM_TARIFF: SelectionItem = { kind: 'tariff', id: 'IT-GIGA-50' };
const withCart = (items: SelectionItem[]) => browser.jar.set(SELECTION_COOKIE, serializeSelection({ items }));

describe('GET /api/checkout/pickup-points', () => {
  const search = (query: string, host = IT.host) =>
    routes.pickupPoints.GET(
      new Request(`http://${host}/api/checkout/pickup-points?${query}`, {
        headers: { host, accept: 'application/json', 'x-forwarded-for': '10.7.0.1' },
      }),
    );

  it('lists the Fermopoints of a postal code with their address on one line and hours per weekday', async () => {
    const response = await search('zip=00184&locale=it-IT');
    expect(response.status).toBe(200);
    const { points } = pickupPointsContract.ok.parse(await response.json());
    expect(points.map((p) => [p.id, p.name, p.address])).toEqual([
      ['FP-RM-0184-01', 'Edicola Nazionale', 'Via Nazionale 75, 00184 Roma'],
      ['FP-RM-0184-02', 'Tabaccheria Monti', 'Via dei Serpenti 12, 00184 Roma'],
    ]);
    expect(points[0]!.openingHours.filter((h) => h.weekday === 'MONDAY')).toEqual([
      { weekday: 'MONDAY', start: '07:00', end: '13:00' },
      { weekday: 'MONDAY', start: '15:30', end: '19:30' },
    ]);
  });

  it('finds by city, the postal code’s points first', async () => {
    const { points } = pickupPointsContract.ok.parse(await (await search('city=Roma&zip=00185')).json());
    expect(points.map((p) => p.id)).toEqual(['FP-RM-0185-01', 'FP-RM-0184-01', 'FP-RM-0184-02']);
    const none = pickupPointsContract.ok.parse(await (await search('city=Firenze')).json());
    expect(none.points).toEqual([]);
  });

  it('answers a search that breaks the rules with 400 and its fields', async () => {
    const cases: [string, { field: string; code: string }][] = [
      ['', { field: 'zip', code: 'required' }],
      ['zip=&city=', { field: 'zip', code: 'required' }],
      ['city=R', { field: 'city', code: 'too_short' }],
      ['zip=00%2784', { field: 'zip', code: 'invalid_format' }],
      ['city=%3Cscript%3E', { field: 'city', code: 'invalid_format' }],
      [`city=${'a'.repeat(61)}`, { field: 'city', code: 'too_long' }],
    ];
    for (const [query, field] of cases) {
      const response = await search(query);
      expect(response.status).toBe(400);
      expect(pickupPointsContract.error.parse(await response.json())).toEqual({ error: 'invalid_request', fields: [field] });
    }
  });

  it('takes no other parameters', async () => {
    const response = await search('zip=00184&radius=50');
    expect(response.status).toBe(400);
    expect(pickupPointsContract.error.parse(await response.json())).toEqual({ error: 'invalid_request' });
  });

  it('answers 404 not_found in a market without pickup points', async () => {
    const response = await search('zip=1070', 'at.localhost:3000');
    expect(response.status).toBe(404);
    expect(pickupPointsContract.error.parse(await response.json())).toEqual({ error: 'not_found' });
  });
});

describe('POST /api/checkout/delivery', () => {
  const POST = (request: Request) => routes.delivery.POST(request);
  const stored = async (market: 'IT' | 'AT', items: SelectionItem[]) => {
    const { readProgress } = await import('@/lib/checkout/progress-store');
    const { cartFingerprint } = await import('@/lib/checkout/flow');
    return (await readProgress(market, cartFingerprint({ items }))).delivery;
  };

  it('stores a Fermopoint looked up again, with what the summary shows of it, and answers the next step', async () => {
    withCart([SIM_TARIFF]);
    const response = await POST(
      jsonRequest('/api/checkout/delivery', { method: 'PICKUP_POINT', pickupPointId: 'FP-RM-0184-02', zip: '00184', locale: 'it-IT' }, IT),
    );
    expect(response.status).toBe(200);
    // Nothing else stored yet: the checkout goes back to the personal details.
    expect(stepContract.ok.parse(await response.json())).toEqual({ next: '/cassa/dati-personali' });
    expect(await stored('IT', [SIM_TARIFF])).toEqual({
      method: 'PICKUP_POINT',
      pickupPoint: { id: 'FP-RM-0184-02', name: 'Tabaccheria Monti', address: 'Via dei Serpenti 12, 00184 Roma', zip: '00184' },
    });
  });

  it('stores a delivery without the point a form still carried', async () => {
    withCart([SIM_TARIFF]);
    const response = await POST(
      jsonRequest('/api/checkout/delivery', { method: 'EXPRESS', pickupPointId: 'FP-RM-0184-02', zip: '00184', locale: 'it-IT' }, IT),
    );
    expect(response.status).toBe(200);
    expect(await stored('IT', [SIM_TARIFF])).toEqual({ method: 'EXPRESS' });
  });

  it('refuses a point the search does not find, and a pickup without a point', async () => {
    withCart([SIM_TARIFF]);
    const gone = await POST(
      jsonRequest('/api/checkout/delivery', { method: 'PICKUP_POINT', pickupPointId: 'FP-MI-0121-01', zip: '00184' }, IT),
    );
    expect(gone.status).toBe(400);
    expect(stepContract.error.parse(await gone.json())).toEqual({
      error: 'invalid_request',
      fields: [{ field: 'pickupPointId', code: 'invalid_format' }],
    });
    const none = await POST(jsonRequest('/api/checkout/delivery', { method: 'PICKUP_POINT', zip: '00184' }, IT));
    expect(stepContract.error.parse(await none.json())).toEqual({
      error: 'invalid_request',
      fields: [{ field: 'pickupPointId', code: 'required' }],
    });
    expect(await stored('IT', [SIM_TARIFF])).toBeUndefined();
  });

  it('refuses a method the market does not offer', async () => {
    const items: SelectionItem[] = [{ kind: 'tariff', id: 'AT-MOBILE-M' }];
    withCart(items);
    const response = await POST(
      jsonRequest('/api/checkout/delivery', { method: 'PICKUP_POINT', pickupPointId: 'FP-RM-0184-01', zip: '00184' }),
    );
    expect(response.status).toBe(400);
    expect(stepContract.error.parse(await response.json())).toEqual({
      error: 'invalid_request',
      fields: [{ field: 'method', code: 'invalid_format' }],
    });
    expect((await POST(jsonRequest('/api/checkout/delivery', { method: 'STANDARD' }))).status).toBe(200);
    expect(await stored('AT', items)).toEqual({ method: 'STANDARD' });
  });

  it('answers 404 for an empty cart and refuses another origin', async () => {
    const empty = await POST(jsonRequest('/api/checkout/delivery', { method: 'STANDARD', locale: 'it-IT' }, IT));
    expect(empty.status).toBe(404);
    expect(stepContract.error.parse(await empty.json())).toEqual({ error: 'not_found' });
    withCart([SIM_TARIFF]);
    const foreign = await POST(jsonRequest('/api/checkout/delivery', { method: 'STANDARD' }, { ...IT, origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
  });

  it('sends a form posted without JavaScript on to the next step, or back to the step with the error', async () => {
    withCart([SIM_TARIFF]);
    const done = await POST(
      formPost(
        '/api/checkout/delivery',
        { method: 'PICKUP_POINT', pickupPointId: 'FP-RM-0184-01', zip: '00184', city: '', locale: 'it-IT' },
        IT,
      ),
    );
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/cassa/dati-personali');
    expect((await stored('IT', [SIM_TARIFF]))?.pickupPoint?.name).toBe('Edicola Nazionale');
    const failed = await POST(formPost('/api/checkout/delivery', { method: 'PICKUP_POINT', zip: '00184', city: '', locale: 'it-IT' }, IT));
    expect(failed.status).toBe(303);
    expect(failed.headers.get('location')).toBe('/cassa/consegna?error=invalid_request');
  });
});
