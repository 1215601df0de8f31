/**
 * What the porting signature pages and the thank-you page's step read (lib/porting/*-view.ts,
 * order-steps.ts) against the reference API over HTTP: a customer's porting by the session, an order's
 * ported number by the order cookie, the phone's link, and who sees nothing.
 */
import type { SessionData } from '@/lib/platform/bff/session-data';
import { signaturePng } from '@/content-api/tests/support/portings';
import { orderCreated } from '@/lib/platform/content-api/schemas';
import { MARKETS } from '@/lib/platform/markets/markets';
import type { Site } from '@/lib/platform/site/site';
import { DEMO_PASSWORD } from '@/content-api/seed/markets/market-shorthands';
import { browser, CookieJar } from '@/tests/support/next-request';
import { httpSender, newNumberSim, orderOf, portedSim, reserveNumbers, type Send } from '@/content-api/tests/support/orders';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';
import { data } from '@/tests/support/result';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-request').nextHeaders);

let api: RunningApi;
let send: Send;
let views: {
  desktop: typeof import('@/lib/porting/desktop-view');
  phone: typeof import('@/lib/porting/phone-view');
  steps: typeof import('@/lib/porting/order-steps');
  signature: typeof import('@/lib/platform/content-api/porting-signature');
  orders: typeof import('@/lib/platform/content-api/orders');
  auth: typeof import('@/lib/platform/content-api/auth');
  orderStore: typeof import('@/lib/checkout/order-store');
};
let png = '';

beforeAll(async () => {
  api = await startStorefrontApi('2026-11-23T10:00:00Z');
  send = httpSender(api.url, 'AT');
  views = {
    desktop: await import('@/lib/porting/desktop-view'),
    phone: await import('@/lib/porting/phone-view'),
    steps: await import('@/lib/porting/order-steps'),
    signature: await import('@/lib/platform/content-api/porting-signature'),
    orders: await import('@/lib/platform/content-api/orders'),
    auth: await import('@/lib/platform/content-api/auth'),
    orderStore: await import('@/lib/checkout/order-store'),
  };
  // The QR code library's first use is slow on a busy machine: here, not in a test.
  png = await signaturePng();
});
afterAll(() => api.close());
beforeEach(() => {
  browser.jar = new CookieJar();
});

const AT: Site = { market: MARKETS.AT, locale: 'de-AT', defaultLocale: 'de-AT', content: { market: 'AT', locale: 'de-AT' } };

async function sessionOf(customerNumber: string): Promise<SessionData> {
  const { token } = data(await views.auth.login(AT.content, { phoneNumberOrCustomerNumber: customerNumber, secret: DEMO_PASSWORD }));
  return { token, market: 'AT', autoLogin: false, createdAt: Date.now(), lastSeen: Date.now() };
}

/** A visitor's order of a ported and a new number, its access in the order cookie. */
async function placeOrder() {
  const [reserved] = await reserveNumbers(send);
  const created = await send(
    'POST',
    '/orders',
    orderOf('AT', { simCards: [portedSim({ cardName: 'Anna' }), newNumberSim('AT-MOBILE-M', reserved!, { cardName: 'Tablet' })] }),
  );
  if (created.status !== 201) throw new Error(`order answered ${created.status}: ${await created.text()}`);
  const access = orderCreated.parse(await created.json());
  await views.orderStore.writeOrderAccess('AT', access);
  return access;
}

describe('the desktop signature page', () => {
  it("shows a customer's porting with what is signed and a link for the phone, and follows the phone", async () => {
    const view = await views.desktop.desktopSignature(AT, 'PA-10000001-P1', await sessionOf('10000001'));
    if (view.kind !== 'ready') throw new Error(`expected the porting, got ${view.kind}`);
    expect(view.summary).toMatchObject({
      phoneNumber: '+43 676 5550101',
      holder: 'Katharina Gruber',
      previousProvider: 'A1 Telekom Austria',
      tariffName: 'Mobil M',
    });
    expect(view.summary.desiredPortingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(view).toMatchObject({ state: 'unsigned', followsPhone: true });
    expect(view.link?.link).toContain('/portierung/unterschreiben?token=');
  });

  it('shows a signed or finished porting without a link, and a porting failed for its power of attorney as to sign again', async () => {
    const session = await sessionOf('10000001');
    expect(await views.desktop.desktopSignature(AT, 'PA-10000001-P3', session)).toMatchObject({
      kind: 'ready',
      state: 'signed',
      link: undefined,
    });
    expect(await views.desktop.desktopSignature(AT, 'PA-10000001-P2', session)).toMatchObject({ kind: 'ready', state: 'signed' });
    const moved = await fetch(`${api.url}/sandbox/portings/PA-10000002-P1`, {
      method: 'PUT',
      headers: { 'X-Market': 'AT', 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'FAILED', reason: 'POA_INCORRECT' }),
    });
    expect(moved.status).toBe(200);
    expect(await views.desktop.desktopSignature(AT, 'PA-10000002-P1', await sessionOf('10000002'))).toMatchObject({
      kind: 'ready',
      state: 'unsigned',
      followsPhone: false,
    });
  });

  it("answers another customer's porting as not found, and asks to log in without session or order", async () => {
    expect(await views.desktop.desktopSignature(AT, 'PA-10000001-P1', await sessionOf('10000002'))).toEqual({ kind: 'not_found' });
    expect(await views.desktop.desktopSignature(AT, 'PA-10000001-P1', null)).toEqual({ kind: 'login' });
  });

  it("shows an order's ported number through the order cookie, before any login; signed, what the order lists", async () => {
    const { salesOrderId, orderToken } = await placeOrder();
    const id = `PA-${salesOrderId}-1`;
    const view = await views.desktop.desktopSignature(AT, id, null);
    expect(view).toMatchObject({
      kind: 'ready',
      state: 'unsigned',
      followsPhone: true,
      summary: { phoneNumber: '0664 7654321', previousProvider: 'Drei', holder: 'Anna Berger' },
    });
    data(await views.signature.signPorting(AT.content, { salesOrderId, orderToken }, id, { signatureBase64: png }));
    expect(await views.desktop.desktopSignature(AT, id, null)).toMatchObject({
      kind: 'ready',
      state: 'signed',
      summary: { phoneNumber: '0664 7654321', tariffName: 'Mobil M' },
    });
    expect(await views.desktop.desktopSignature(AT, `PA-${salesOrderId}-9`, null)).toEqual({ kind: 'not_found' });
  });
});

describe("the thank-you page's porting step", () => {
  it('lists the ported numbers still to sign, not the new ones, and none once signed', async () => {
    const access = await placeOrder();
    const order = data(await views.orders.getLatestOrder(AT.content, access));
    const id = `PA-${access.salesOrderId}-1`;
    expect(await views.steps.portingsToSign(AT.content, order, access)).toEqual([{ id, phoneNumber: '0664 7654321' }]);
    data(await views.signature.signPorting(AT.content, access, id, { signatureBase64: png }));
    expect(await views.steps.portingsToSign(AT.content, order, access)).toEqual([]);
  });
});

describe("the phone's signing page", () => {
  it('shows the porting of a live link, and the invalid state for a used, unknown or malformed one', async () => {
    const session = await sessionOf('10000001');
    const made = data(await views.signature.getPortingQrCode(AT.content, { token: session.token }, 'PA-10000001-P1'));
    const view = await views.phone.phoneSignature(AT, made.token);
    expect(view).toMatchObject({
      kind: 'ready',
      id: 'PA-10000001-P1',
      signed: false,
      summary: { phoneNumber: '+43 676 5550101', previousProvider: 'A1 Telekom Austria' },
    });
    data(await views.signature.signPorting(AT.content, undefined, 'PA-10000001-P1', { signatureBase64: png, signingToken: made.token }));
    expect(await views.phone.phoneSignature(AT, made.token)).toEqual({ kind: 'invalid' });
    expect(await views.phone.phoneSignature(AT, 'no-such-link')).toEqual({ kind: 'invalid' });
    expect(await views.phone.phoneSignature(AT, '../../config')).toEqual({ kind: 'invalid' });
    expect(await views.phone.phoneSignature(AT, undefined)).toEqual({ kind: 'invalid' });
  });
});
