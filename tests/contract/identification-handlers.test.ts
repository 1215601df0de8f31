/**
 * The identification's trips on the one door, as a browser goes through them, against the reference
 * API and its sandbox identity providers: POST /api/identification/national-id and /bank (JSON, and
 * forms posted without JavaScript: 303 to the provider or back to the chooser), the provider's page
 * answered as a person would, the return settled by GET /api/identification/return (refused when it is
 * not the trip's own, ADR 43) and shown by the return pages (lib/identification/settle.ts), and POST
 * /api/identification/national-id/confirm taking over a differing identity.
 */
import { IDENT_TRIP_COOKIE } from '@/lib/identification/trips';
import { orderStatus } from '@/lib/platform/content-api/schemas';
import { identificationConfirmContract, identificationStartContract } from '@/lib/platform/contracts/identification';
import type { Site } from '@/lib/platform/site/site';
import { asOrder, placeOrder } from '@/content-api/tests/support/identification';
import { browser, CookieJar, formPost, jsonRequest } from '@/tests/support/next-request';
import { httpSender } from '@/content-api/tests/support/orders';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-request').nextHeaders);

let api: RunningApi;
let routes: {
  nationalId: typeof import('@/app/api/identification/national-id/route');
  bank: typeof import('@/app/api/identification/bank/route');
  confirm: typeof import('@/app/api/identification/national-id/confirm/route');
  back: typeof import('@/app/api/identification/return/route');
  orderStore: typeof import('@/lib/checkout/order-store');
  settle: typeof import('@/lib/identification/settle');
  site: typeof import('@/lib/platform/site/site');
};

beforeAll(async () => {
  api = await startStorefrontApi('2026-11-23T10:00:00Z');
  routes = {
    nationalId: await import('@/app/api/identification/national-id/route'),
    bank: await import('@/app/api/identification/bank/route'),
    confirm: await import('@/app/api/identification/national-id/confirm/route'),
    back: await import('@/app/api/identification/return/route'),
    orderStore: await import('@/lib/checkout/order-store'),
    settle: await import('@/lib/identification/settle'),
    site: await import('@/lib/platform/site/site'),
  };
});
afterAll(() => api.close());
beforeEach(() => {
  browser.jar = new CookieJar();
});

type Market = { code: 'AT' | 'DE' | 'CH'; host: string };
const AT = { code: 'AT', host: 'at.localhost:3000' } as const;
const DE = { code: 'DE', host: 'de.localhost:3000' } as const;
const CH: Market = { code: 'CH', host: 'ch.localhost:3000' };

/** Each test its own IP, so the door's per-IP limits never meet. */
let ips = 0;
const from = (m: Market) => ({ host: m.host, origin: `http://${m.host}`, ip: `10.30.0.${++ips}` });

/** A new order of the market whose access the visitor's sealed order cookie holds. */
async function orderInBrowser(m: Market & { code: 'AT' | 'DE' }) {
  const placed = await placeOrder(httpSender(api.url, m.code), m.code);
  const access = { salesOrderId: placed.salesOrderId, orderToken: placed.orderToken };
  await routes.orderStore.writeOrderAccess(m.code, access);
  return access;
}
const statusOf = async (m: Market, access: { salesOrderId: string; orderToken: string }) =>
  orderStatus.parse(await (await httpSender(api.url, m.code)('GET', '/orders/status', undefined, asOrder(access))).json());
const siteOf = (m: Market, locale: string): Promise<Site> =>
  routes.site.siteOfRequest(new Request(`http://${m.host}/`, { headers: { host: m.host } }), locale);

/** The browser at a provider's page: its form posted, the redirect back to the shop not followed. */
async function atProvider(url: string, form: Record<string, string>): Promise<URL> {
  const response = await fetch(url, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}
const locationOf = (response: Response) => {
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
};
const nextOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return identificationStartContract.ok.parse(await response.json()).next;
};

/** The provider's return handled by GET /api/identification/return: where the browser goes. */
const settled = async (returned: URL | string, m: Market = AT) =>
  locationOf(await routes.back.GET(new Request(returned, { headers: { host: m.host } })));

const startNationalId = (m: Market, locale: string) =>
  routes.nationalId.POST(jsonRequest('/api/identification/national-id', { locale }, from(m)));
const startBank = (m: Market, body: Record<string, string>) => routes.bank.POST(jsonRequest('/api/identification/bank', body, from(m)));

describe('the doors of the identification trips', () => {
  it('refuse another origin', async () => {
    for (const [route, path] of [
      [routes.nationalId, '/api/identification/national-id'],
      [routes.bank, '/api/identification/bank'],
      [routes.confirm, '/api/identification/national-id/confirm'],
    ] as const) {
      const response = await route.POST(jsonRequest(path, { bic: 'BKAUATWW' }, { ...from(AT), origin: 'https://evil.example' }));
      expect(response.status).toBe(403);
    }
  });

  it('answer 404 without an order, and a form goes back to the chooser with the failure of its method', async () => {
    const json = await startNationalId(AT, 'de-AT');
    expect(json.status).toBe(404);
    expect(identificationStartContract.error.parse(await json.json()).error).toBe('not_found');
    expect(locationOf(await routes.nationalId.POST(formPost('/api/identification/national-id', { locale: 'de-AT' }, from(AT))))).toBe(
      '/kasse/identifizierung?notice=national-id-failed',
    );
    expect(locationOf(await routes.bank.POST(formPost('/api/identification/bank', { locale: 'en-GB', bic: 'BKAUATWW' }, from(AT))))).toBe(
      '/en/checkout/identification?notice=bank-failed',
    );
    const confirm = await routes.confirm.POST(jsonRequest('/api/identification/national-id/confirm', {}, from(AT)));
    expect(identificationConfirmContract.error.parse(await confirm.json()).error).toBe('not_found');
  });

  it('ask for the bank: none or one not taking part is the bic field, a form comes back asking for it', async () => {
    await orderInBrowser(AT);
    const none = await startBank(AT, { locale: 'de-AT' });
    expect(none.status).toBe(400);
    expect(identificationStartContract.error.parse(await none.json())).toEqual({
      error: 'invalid_request',
      fields: [{ field: 'bic', code: 'required' }],
    });
    const foreign = await startBank(AT, { locale: 'de-AT', bic: 'COBADEFF' });
    expect(identificationStartContract.error.parse(await foreign.json())).toEqual({
      error: 'invalid_request',
      fields: [{ field: 'bic', code: 'invalid_format' }],
    });
    expect(locationOf(await routes.bank.POST(formPost('/api/identification/bank', { locale: 'de-AT', bic: '' }, from(AT))))).toBe(
      '/kasse/identifizierung?notice=bank-required',
    );
    expect(browser.jar.has(IDENT_TRIP_COOKIE)).toBe(false);
  });

  it('send a market without the national digital ID back to the chooser', async () => {
    // The content API refuses the method before it looks at the order.
    await routes.orderStore.writeOrderAccess('CH', { salesOrderId: 'SO-CH-1', orderToken: 'any' });
    const response = await routes.nationalId.POST(formPost('/api/identification/national-id', { locale: 'fr-CH' }, from(CH)));
    expect(locationOf(response)).toBe('/fr/commande/identification?notice=national-id-failed');
  });
});

describe('the national digital ID', () => {
  it('comes back denied as a failure, then approved with a differing identity that the customer takes over', async () => {
    const access = await orderInBrowser(AT);
    const site = await siteOf(AT, 'en-GB');

    const denied = new URL(await nextOf(await startNationalId(AT, 'en-GB')));
    expect(denied.href).toMatch(new RegExp(`^${api.url}/sandbox/identification/id-austria/IDA-`));
    expect(browser.jar.optionsOf(IDENT_TRIP_COOKIE)).toMatchObject({ httpOnly: true, secure: true, sameSite: 'lax', maxAge: 3600 });
    const back = await atProvider(denied.href, { identity: 'as-typed', decision: 'deny' });
    expect(`${back.origin}${back.pathname}`).toBe('http://at.localhost:3000/api/identification/return');
    expect(back.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    expect(await settled(back)).toBe('/en/checkout/identification?notice=national-id-failed');
    expect(browser.jar.has(IDENT_TRIP_COOKIE)).toBe(false);

    // The retry, without JavaScript: 303 to the provider.
    const provider = locationOf(await routes.nationalId.POST(formPost('/api/identification/national-id', { locale: 'en-GB' }, from(AT))));
    const approved = await atProvider(provider, { identity: 'differing', decision: 'approve' });
    const typed = new URL(approved);
    typed.searchParams.set('transactionId', 'IDA-typed-into-the-url');
    expect(await settled(typed)).toBe('/en/checkout/identification?trip=refused&reason=other_attempt');
    expect(await settled(approved)).toBe('/en/checkout/identification/national-id');
    const confirm = await routes.settle.returnPageOutcome(site, access, 'ID_AUSTRIA');
    expect(confirm).toMatchObject({ kind: 'confirm', identity: { lastName: 'Huber-Berger', city: 'Wien' } });
    expect(confirm.kind === 'confirm' && confirm.differences.map((d) => d.field)).toEqual(
      expect.arrayContaining(['lastName', 'street', 'zip']),
    );
    expect((await statusOf(AT, access)).isIdentOpen).toBe(true);

    const done = await routes.confirm.POST(formPost('/api/identification/national-id/confirm', { locale: 'en-GB' }, from(AT)));
    expect(locationOf(done)).toBe('/en/checkout/identification/national-id');
    expect(browser.jar.has(IDENT_TRIP_COOKIE)).toBe(false);
    expect((await statusOf(AT, access)).isIdentOpen).toBe(false);
    // The return page shows the success from now on; the return replayed is refused.
    expect(await routes.settle.returnPageOutcome(site, access, 'ID_AUSTRIA')).toEqual({ kind: 'identified' });
    expect(await settled(approved)).toBe('/en/checkout/identification?trip=refused&reason=unknown');
  });

  it('finishes an approved identity that matches what was typed, and refuses the return replayed', async () => {
    const access = await orderInBrowser(AT);
    const back = await atProvider(await nextOf(await startNationalId(AT, 'de-AT')), { identity: 'as-typed', decision: 'approve' });
    expect(await settled(back)).toBe('/kasse/identifizierung/id-austria');
    expect(await statusOf(AT, access)).toMatchObject({ isIdentOpen: false });
    expect(browser.jar.has(IDENT_TRIP_COOKIE)).toBe(false);
    expect(await settled(back)).toBe('/kasse/identifizierung?trip=refused&reason=unknown');
  });

  it('believes a return only for this browser’s trip of this order', async () => {
    const first = await orderInBrowser(AT);
    const back = await atProvider(await nextOf(await startNationalId(AT, 'de-AT')), { identity: 'as-typed', decision: 'approve' });
    // Another browser (no trip cookie) with the same order's cookie and the returned URL.
    const jar = browser.jar;
    browser.jar = new CookieJar();
    await routes.orderStore.writeOrderAccess('AT', first);
    expect(await settled(back)).toBe('/kasse/identifizierung?trip=refused&reason=unknown');
    browser.jar = jar;
    // A forged state, and a newer order in the same browser: the old trip is not its.
    const forged = new URL(back);
    forged.searchParams.set('state', 'x'.repeat(32));
    expect(await settled(forged)).toBe('/kasse/identifizierung?trip=refused&reason=unknown');
    await orderInBrowser(AT);
    expect(await settled(back)).toBe('/kasse/identifizierung?trip=refused&reason=unknown');
    expect((await statusOf(AT, first)).isIdentOpen).toBe(true);
  });
});

describe('bank e-ident', () => {
  it('logs in at a German bank and finishes the identification on the return', async () => {
    const access = await orderInBrowser(DE);
    const bankPage = locationOf(
      await routes.bank.POST(formPost('/api/identification/bank', { locale: 'de-DE', bic: 'cobadeff' }, from(DE))),
    );
    expect(bankPage).toMatch(new RegExp(`^${api.url}/sandbox/identification/bank/EID-`));
    const back = await atProvider(bankPage, { user: 'sandbox', pin: '1234', decision: 'approve' });
    expect(`${back.origin}${back.pathname}`).toBe('http://de.localhost:3000/api/identification/return');
    expect(back.searchParams.get('status')).toBe('APPROVED');
    expect(await settled(back, DE)).toBe('/kasse/identifizierung/bank');
    expect((await statusOf(DE, access)).isIdentOpen).toBe(false);
    const site = await siteOf(DE, 'de-DE');
    expect(await routes.settle.returnPageOutcome(site, access, 'E_ID')).toEqual({ kind: 'identified' });
  });

  it('reads a cancelled login from the content API, whatever the URL says', async () => {
    const access = await orderInBrowser(AT);
    const back = await atProvider(await nextOf(await startBank(AT, { locale: 'en-GB', bic: 'GIBAATWW' })), { decision: 'cancel' });
    expect(back.searchParams.get('status')).toBe('CANCELLED');
    back.searchParams.set('status', 'APPROVED');
    expect(await settled(back)).toBe('/en/checkout/identification?notice=bank-failed');
    expect((await statusOf(AT, access)).isIdentOpen).toBe(true);
  });
});
