/**
 * The customer area's payment round trip (ADR 20) as a browser goes through it, against the reference
 * API and its sandbox providers: POST /api/account/payment-trip, the hosted card field back to GET
 * /api/account/payment-trip/card, 3-D Secure or the EPS bank back to GET /api/account/payment-trip/return,
 * and the 303 to the page the trip started from. For the three kinds, with foreign ids and bad bodies,
 * and the returns refused because they are not the trip's own (ADR 43).
 */
import { customerPaymentMethod, openPosition } from '@/lib/platform/content-api/schemas';
import { paymentTripContract } from '@/lib/platform/contracts/payment-trip';
import { accountTrips, TRIP_COOKIE } from '@/lib/account/payment-trip/store';
import { tripCheckPath } from '@/lib/account/payment-trip/urls';
import { browser, CookieJar, jsonRequest } from '@/tests/support/next-request';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-request').nextHeaders);

let api: RunningApi;
let routes: {
  login: typeof import('@/app/api/auth/login/route');
  upgrade: typeof import('@/app/api/auth/upgrade/route');
  upstream: typeof import('@/app/api/upstream/[...path]/route');
  trip: typeof import('@/app/api/account/payment-trip/route');
  twint: typeof import('@/app/api/account/payment-trip/twint/route');
  card: typeof import('@/app/api/account/payment-trip/card/route');
  back: typeof import('@/app/api/account/payment-trip/return/route');
};

beforeAll(async () => {
  api = await startStorefrontApi('2026-11-23T10:00:00Z');
  routes = {
    login: await import('@/app/api/auth/login/route'),
    upgrade: await import('@/app/api/auth/upgrade/route'),
    upstream: await import('@/app/api/upstream/[...path]/route'),
    trip: await import('@/app/api/account/payment-trip/route'),
    twint: await import('@/app/api/account/payment-trip/twint/route'),
    card: await import('@/app/api/account/payment-trip/card/route'),
    back: await import('@/app/api/account/payment-trip/return/route'),
  };
});
afterAll(() => api.close());
beforeEach(() => {
  browser.jar = new CookieJar();
});

type Market = { host: string; locale: string };
const AT: Market = { host: 'at.localhost:3000', locale: 'de-AT' };
const CAMP: Market = { host: 'camp.localhost:3000', locale: 'de-AT' };
const CH: Market = { host: 'ch.localhost:3000', locale: 'de-CH' };
const at = (m: Market) => ({ host: m.host, origin: `http://${m.host}`, ip: '10.8.0.1' });

async function logIn(customerNumber: string, market = AT) {
  const response = await routes.login.POST(
    jsonRequest('/api/auth/login', { identifier: customerNumber, password: 'Demo-Passwort-2026' }, { ...at(market), ip: '10.8.9.9' }),
  );
  expect(response.status).toBe(200);
}
async function upgrade(market = AT) {
  const response = await routes.upgrade.POST(
    jsonRequest('/api/auth/upgrade', { method: 'password', password: 'Demo-Passwort-2026' }, at(market)),
  );
  expect(response.status).toBe(200);
}

const startTrip = (body: unknown, market = AT) =>
  routes.trip.POST(jsonRequest('/api/account/payment-trip', { locale: market.locale, ...(body as object) }, at(market)));
const nextOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return paymentTripContract.ok.parse(await response.json()).next;
};
const get = (url: string, market = AT) => new Request(new URL(url, `http://${market.host}`), { headers: { host: market.host } });
const locationOf = (response: Response) => {
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
};
const browserPost = (url: string, form: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });

/** The browser in the hosted field the trip opened: the provider sends it back to our card handler. */
async function typeCard(hostedField: string, number: string): Promise<string> {
  const field = new URL(hostedField);
  const response = await browserPost(`${api.url}/sandbox/payment/hosted/card`, {
    clientToken: field.searchParams.get('clientToken')!,
    returnUrl: field.searchParams.get('returnUrl')!,
    number,
    expiry: '12/29',
    cvv: '123',
    holder: 'Julia Schneider',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

/** The 3-D Secure page answered: the provider sends the browser to our return handler. */
async function challenge(page: string, decision: 'approve' | 'decline'): Promise<string> {
  const response = await browserPost(page, { decision });
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

/** The EPS bank: log in with the sandbox's test login, then approve. */
async function bank(page: string): Promise<string> {
  await browserPost(`${page}/login`, { user: 'sandbox', pin: '1234' });
  const response = await browserPost(`${page}/decision`, { decision: 'approve' });
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

const read = async <T>(path: string, schema: { parse: (v: unknown) => T }, market = AT) => {
  const response = await routes.upstream.GET(get(`/api/upstream/${path}`, market), { params: Promise.resolve({ path: path.split('/') }) });
  return schema.parse(await response.json());
};

describe('POST /api/account/payment-trip', () => {
  it('answers 401 without a session, and a bad body with machine-readable fields', async () => {
    expect((await startTrip({ kind: 'card-change' })).status).toBe(401);
    await logIn('10000001');
    const noBank = await startTrip({ kind: 'open-position', billingContractId: 'BC-10000001', method: 'EPS' });
    expect(noBank.status).toBe(400);
    expect(paymentTripContract.error.parse(await noBank.json())).toEqual({
      error: 'invalid_request',
      fields: [{ field: 'bic', code: 'required' }],
    });
    for (const body of [
      { kind: 'refund' },
      { kind: 'recharge', productKey: 'P-1', amount: 'ten', method: 'creditcard' },
      { kind: 'open-position', billingContractId: '', method: 'PAYPAL' },
    ]) {
      const response = await startTrip(body);
      expect(response.status).toBe(400);
      expect(paymentTripContract.error.parse(await response.json()).error).toBe('invalid_request');
    }
    const fields = await startTrip({ kind: 'open-position', billingContractId: '', method: 'PAYPAL' });
    expect(paymentTripContract.error.parse(await fields.json()).fields).toEqual([
      { field: 'billingContractId', code: 'required' },
      { field: 'method', code: 'invalid_format' },
    ]);
  });

  it('refuses a state-changing call from another origin', async () => {
    await logIn('10000001');
    const response = await routes.trip.POST(
      jsonRequest('/api/account/payment-trip', { kind: 'card-change' }, { ...at(AT), origin: 'https://evil.example' }),
    );
    expect(response.status).toBe(403);
  });
});

describe('card change', () => {
  it('needs upgraded write access, as the door answers it', async () => {
    await logIn('10000002');
    const response = await startTrip({ kind: 'card-change' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'upgrade_required' });
    expect(browser.jar.has(TRIP_COOKIE)).toBe(false);
  });

  it('saves a 3-D Secure card: hosted field, challenge, back on the payment page', async () => {
    await logIn('10000002');
    await upgrade();
    const field = await nextOf(await startTrip({ kind: 'card-change' }));
    expect(new URL(field).pathname).toBe('/sandbox/payment/hosted/card');
    expect(new URL(field).searchParams.get('returnUrl')).toMatch(
      /^http:\/\/at\.localhost:3000\/api\/account\/payment-trip\/card\?locale=de-AT&state=[\w-]{32}$/,
    );
    expect(browser.jar.optionsOf(TRIP_COOKIE)).toMatchObject({ httpOnly: true, secure: true, path: '/' });

    const cardBack = await typeCard(field, '4000 0000 0000 3220');
    expect(cardBack).not.toMatch(/4000/);
    const page = locationOf(await routes.card.GET(get(cardBack)));
    expect(page).toMatch(/\/sandbox\/payment\/3ds\//);
    const returned = await challenge(page, 'approve');
    expect(new URL(returned).pathname).toBe('/api/account/payment-trip/return');
    expect(locationOf(await routes.back.GET(get(returned)))).toBe('/mein-konto/zahlung?purpose=card-change&trip=success#payment-method');
    expect(browser.jar.has(TRIP_COOKIE)).toBe(false);
    expect(await read('payment/method', customerPaymentMethod)).toMatchObject({
      method: 'CREDITCARD',
      card: { brand: 'VISA', last4: '3220' },
    });
  });

  it('comes back failed with the reason for a declined card', async () => {
    await logIn('10000002');
    await upgrade();
    const cardBack = await typeCard(await nextOf(await startTrip({ kind: 'card-change' })), '4000 0000 0000 0002');
    expect(locationOf(await routes.card.GET(get(cardBack)))).toBe(
      '/mein-konto/zahlung?purpose=card-change&trip=failed&reason=DECLINED#payment-method',
    );
    expect(browser.jar.has(TRIP_COOKIE)).toBe(false);
  });

  it('refuses a return that is not the trip’s own (ADR 43), and goes back failed for a malformed card of its own', async () => {
    // One login: the door allows five an hour per customer number.
    await logIn('10000002');
    await upgrade();
    const refused = '/mein-konto/zahlung?purpose=card-change&trip=refused&reason=unknown#payment-method';

    // A forged link (no state, another one) is refused and leaves the trip as it was.
    const first = await typeCard(await nextOf(await startTrip({ kind: 'card-change' })), '4111 1111 1111 1111');
    for (const state of [null, 'x'.repeat(32)]) {
      const forged = new URL(first);
      if (state) forged.searchParams.set('state', state);
      else forged.searchParams.delete('state');
      expect(locationOf(await routes.card.GET(get(forged.toString())))).toBe(refused);
    }
    expect(browser.jar.has(TRIP_COOKIE)).toBe(true);
    expect(locationOf(await routes.back.GET(get('/api/account/payment-trip/return?locale=de-AT&transactionId=tx_x')))).toBe(refused);

    // A card token from another trip: the first trip's card comes back after a second trip started.
    const second = await typeCard(await nextOf(await startTrip({ kind: 'card-change' })), '4000 0000 0000 3220');
    expect(locationOf(await routes.card.GET(get(first)))).toBe(refused);
    expect(await read('payment/method', customerPaymentMethod)).not.toMatchObject({ card: { last4: '1111' } });

    // The second trip's own card goes on to 3-D Secure; its link replayed is refused (the state moved on).
    const challengePage = locationOf(await routes.card.GET(get(second)));
    expect(challengePage).toMatch(/\/sandbox\/payment\/3ds\//);
    expect(locationOf(await routes.card.GET(get(second)))).toBe(refused);
    const returned = new URL(await challenge(challengePage, 'approve'));
    const otherTransaction = new URL(returned);
    otherTransaction.searchParams.set('transactionId', 'tx_not_this_one');
    expect(locationOf(await routes.back.GET(get(otherTransaction.toString())))).toBe(
      '/mein-konto/zahlung?purpose=card-change&trip=refused&reason=other_attempt#payment-method',
    );
    expect(locationOf(await routes.back.GET(get(returned.toString())))).toBe(
      '/mein-konto/zahlung?purpose=card-change&trip=success#payment-method',
    );
    expect(browser.jar.has(TRIP_COOKIE)).toBe(false);
    // Replayed after the trip was settled: no trip any more.
    expect(locationOf(await routes.back.GET(get(returned.toString())))).toBe('/mein-konto/zahlung?trip=refused&reason=unknown');

    // A malformed card on the trip's own return: failed, the trip ended.
    const field = await nextOf(await startTrip({ kind: 'card-change' }));
    const state = new URL(new URL(field).searchParams.get('returnUrl')!).searchParams.get('state');
    expect(
      locationOf(await routes.card.GET(get(`/api/account/payment-trip/card?locale=de-AT&state=${state}&cardToken=<script>&last4=12`))),
    ).toBe('/mein-konto/zahlung?purpose=card-change&trip=failed#payment-method');
    expect(browser.jar.has(TRIP_COOKIE)).toBe(false);
  });
});

describe('open position', () => {
  it('refuses another customer’s billing contract with a 404, never a 500', async () => {
    await logIn('10000002');
    for (const method of ['CREDITCARD', 'EPS']) {
      const response = await startTrip({ kind: 'open-position', billingContractId: 'BC-10000001', method, bic: 'BKAUATWW' });
      expect(response.status).toBe(404);
      expect(paymentTripContract.error.parse(await response.json()).error).toBe('not_found');
    }
    expect(browser.jar.has(TRIP_COOKIE)).toBe(false);
  });

  it('a declined card leaves the amount owed; EPS through the bank pays it', async () => {
    await logIn('10000001');
    const owed = await read('payment/openposition', openPosition);
    expect(owed.money.amount).toBeGreaterThan(0);
    expect(owed.payableBy).toEqual(['CREDITCARD', 'EPS']);

    const field = await nextOf(await startTrip({ kind: 'open-position', billingContractId: owed.billingContractId, method: 'CREDITCARD' }));
    const cardBack = await typeCard(field, '4000 0000 0000 9995');
    expect(locationOf(await routes.card.GET(get(cardBack)))).toBe(
      '/mein-konto/zahlung?purpose=open-position&trip=failed&reason=INSUFFICIENT_FUNDS#open-positions',
    );
    expect((await read('payment/openposition', openPosition)).money.amount).toBe(owed.money.amount);

    const bic = (await read('payment/eps/banklist', { parse: (v) => v as { bic: string }[] }))[0]!.bic;
    const bankPage = await nextOf(
      await startTrip({ kind: 'open-position', billingContractId: owed.billingContractId, method: 'EPS', bic }),
    );
    expect(new URL(bankPage).pathname).toMatch(/^\/sandbox\/payment\/eps\//);
    const returned = await bank(bankPage);
    expect(locationOf(await routes.back.GET(get(returned)))).toBe('/mein-konto/zahlung?purpose=open-position&trip=success#open-positions');
    const after = await read('payment/openposition', openPosition);
    expect(after.money.amount).toBe(0);
    expect(after.payableBy).toEqual([]);

    const nothingOwed = await startTrip({ kind: 'open-position', billingContractId: owed.billingContractId, method: 'CREDITCARD' });
    expect(nothingOwed.status).toBe(400);
    expect(paymentTripContract.error.parse(await nothingOwed.json()).fields).toEqual([{ field: 'method', code: 'not_offered' }]);
  });
});

describe('prepaid recharge', () => {
  const LINE = 'P-60000001-2';

  it('refuses another customer’s line with a 404 and an amount not offered at its field', async () => {
    await logIn('60000002', CAMP);
    const foreign = await startTrip({ kind: 'recharge', productKey: LINE, amount: 10, method: 'creditcard' }, CAMP);
    expect(foreign.status).toBe(404);
    await logIn('60000001', CAMP);
    const odd = await startTrip({ kind: 'recharge', productKey: LINE, amount: 11, method: 'creditcard' }, CAMP);
    expect(odd.status).toBe(400);
    expect(paymentTripContract.error.parse(await odd.json()).fields).toEqual([{ field: 'amount', code: 'not_offered' }]);
  });

  it('recharges by card without a challenge and by EPS through the bank, back on the top-up page', async () => {
    await logIn('60000001', CAMP);
    const field = await nextOf(await startTrip({ kind: 'recharge', productKey: LINE, amount: 10, method: 'creditcard' }, CAMP));
    const cardBack = await typeCard(field, '4111 1111 1111 1111');
    expect(locationOf(await routes.card.GET(get(cardBack, CAMP)))).toBe(
      `/mein-konto/aufladen/${LINE}?method=creditcard&amount=10&trip=success`,
    );

    const bic = (await read('payment/eps/banklist', { parse: (v) => v as { bic: string }[] }, CAMP))[0]!.bic;
    const bankPage = await nextOf(await startTrip({ kind: 'recharge', productKey: LINE, amount: 20, method: 'eps', bic }, CAMP));
    const returned = await bank(bankPage);
    expect(locationOf(await routes.back.GET(get(returned, CAMP)))).toBe(`/mein-konto/aufladen/${LINE}?method=eps&amount=20&trip=success`);
  });
});

describe('prepaid recharge by TWINT (ADR 48)', () => {
  const LINE = 'P-30000003-1';
  const TOP_UP = `/mein-konto/aufladen/${LINE}`;
  const balance = async () =>
    (await read(`customerarea/usage/${LINE}`, { parse: (v) => v as { prepaid: { balance: number } } }, CH)).prepaid.balance;
  const status = async () => {
    const response = await routes.twint.GET(get('/api/account/payment-trip/twint', CH));
    return { status: response.status, body: (await response.json()) as unknown };
  };
  /** This browser's TWINT trip: its payment, and the waiting page's "check the payment status" link (the trip's own return). */
  const twintTrip = async () => {
    const trip = (await accountTrips.read('CH'))!;
    return { transactionId: trip.attempt!, check: tripCheckPath({ locale: 'de-CH' }, trip.state, trip.attempt!) };
  };
  /** The TWINT app's page answered: it offers the way back to the shop on the same phone (the trip's return). */
  async function answer(transactionId: string, decision: 'approve' | 'decline') {
    const page = await browserPost(`${api.url}/sandbox/payment/twint/${transactionId}/decision`, { decision });
    expect(page.status).toBe(200);
    return /href="([^"]*payment-trip\/return[^"]*)"/.exec((await page.text()).replaceAll('&amp;', '&'))![1]!;
  }

  it('waits on our page; approved in the app, the return credits the line and goes back with the new balance', async () => {
    await logIn('30000003', CH);
    const before = await balance();
    const next = await nextOf(await startTrip({ kind: 'recharge', productKey: LINE, amount: 20, method: 'twint' }, CH));
    expect(next).toBe(`http://${CH.host}${TOP_UP}/twint`);
    expect(await status()).toEqual({ status: 200, body: { result: 'PENDING' } });

    const { transactionId } = await twintTrip();
    const appBack = await answer(transactionId, 'approve');
    expect(await status()).toEqual({ status: 200, body: { result: 'SUCCESS' } });
    expect(locationOf(await routes.back.GET(get(appBack, CH)))).toBe(`${TOP_UP}?method=twint&amount=20&trip=success`);
    expect(await balance()).toBe(before + 20);
    // Settled once: no TWINT top-up under way any more, and the link refused a second time.
    expect((await status()).status).toBe(404);
    expect(locationOf(await routes.back.GET(get(appBack, CH)))).toContain('trip=refused');
  });

  it('keeps the trip while the app has not answered; declined: back failed with the method and amount kept', async () => {
    await logIn('30000003', CH);
    const before = await balance();
    await nextOf(await startTrip({ kind: 'recharge', productKey: LINE, amount: 10, method: 'twint' }, CH));
    const { transactionId, check } = await twintTrip();
    expect(locationOf(await routes.back.GET(get(check, CH)))).toBe(`${TOP_UP}/twint`);
    await answer(transactionId, 'decline');
    expect(locationOf(await routes.back.GET(get(check, CH)))).toBe(`${TOP_UP}?method=twint&amount=10&trip=failed&reason=DECLINED`);
    expect(await balance()).toBe(before);
  });
});
