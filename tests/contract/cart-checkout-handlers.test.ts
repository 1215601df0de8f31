/**
 * The cart's own forms on the one door, against the reference API: the configure action of
 * POST /api/cart (SIM or eSIM of the cart's tariff, the desired activation date in SPEC §9's window),
 * the one-tariff rule's notice, POST /api/checkout/order/cancel for the open-order notice and
 * /api/checkout/order/cancel-item for the thank-you page's items. As JSON (parsed with the routes'
 * contracts) and as forms posted without JavaScript (303 back to their page).
 */
import { randomUUID } from 'node:crypto';
import { parseSelection, SELECTION_COOKIE } from '@/lib/cart/selection';
import { ORDER_COOKIE } from '@/lib/checkout/order-store';
import { orderCreated, orderStatus } from '@/lib/platform/content-api/schemas';
import { cartContract } from '@/lib/cart/cart-contract';
import { orderCancelContract } from '@/lib/platform/contracts/order-cancel';
import { addMonths } from '@/lib/domain/calendar-day';
import { PARTNER_COOKIE } from '@/lib/domain/partner-referer';
import { addDays, dayIn } from '@/lib/domain/opening-hours';
import { browser, CookieJar, formPost, jsonRequest } from '@/tests/support/next-request';
import { httpSender, newNumberSim, orderOf, reserveNumbers, type Send } from '@/content-api/tests/support/orders';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-request').nextHeaders);

let api: RunningApi;
let send: Send;
let routes: {
  cart: typeof import('@/app/api/cart/route');
  cancel: typeof import('@/app/api/checkout/order/cancel/route');
  cancelItem: typeof import('@/app/api/checkout/order/cancel-item/route');
  orderStore: typeof import('@/lib/checkout/order-store');
};

beforeAll(async () => {
  api = await startStorefrontApi();
  send = httpSender(api.url);
  routes = {
    cart: await import('@/app/api/cart/route'),
    cancel: await import('@/app/api/checkout/order/cancel/route'),
    cancelItem: await import('@/app/api/checkout/order/cancel-item/route'),
    orderStore: await import('@/lib/checkout/order-store'),
  };
});
afterAll(() => api.close());
beforeEach(() => {
  browser.jar = new CookieJar();
});

/** Each test its own IP, so the door's per-IP limits never meet. */
let ips = 0;
const ip = () => `10.20.${Math.floor(++ips / 250)}.${ips % 250}`;
const cartPost = (body: Record<string, string>) => routes.cart.POST(jsonRequest('/api/cart', body, { ip: ip() }));
const cartForm = (fields: Record<string, string>) => routes.cart.POST(formPost('/api/cart', fields, { ip: ip() }));
const stored = () => parseSelection(browser.jar.get(SELECTION_COOKIE)?.value);
const today = () => dayIn('Europe/Vienna', new Date());

async function addTariff(id: string) {
  expect((await cartPost({ action: 'add', id })).status).toBe(200);
}

describe('POST /api/cart action configure: SIM or eSIM', () => {
  it('chooses an eSIM for the cart’s tariff and answers the items with it', async () => {
    await addTariff('AT-MOBILE-M');
    const response = await cartPost({ action: 'configure', id: 'AT-MOBILE-M', simType: 'ESIM', locale: 'de-AT' });
    expect(response.status).toBe(200);
    const answer = cartContract.ok.parse(await response.json());
    expect(answer.items).toEqual([{ kind: 'tariff', id: 'AT-MOBILE-M', simType: 'ESIM' }]);
    expect(answer.redirect).toBe('/warenkorb?notice=saved&item=AT-MOBILE-M');
    expect(stored().items).toEqual([{ kind: 'tariff', id: 'AT-MOBILE-M', simType: 'ESIM' }]);
  });

  it('takes the choice as a form without JavaScript and goes back to the cart', async () => {
    await addTariff('AT-MOBILE-M');
    const response = await cartForm({ action: 'configure', id: 'AT-MOBILE-M', simType: 'ESIM', locale: 'en-GB' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/cart?notice=saved&item=AT-MOBILE-M');
    expect(stored().items[0]).toEqual({ kind: 'tariff', id: 'AT-MOBILE-M', simType: 'ESIM' });
  });

  it('refuses a type the tariff does not offer, and leaves the cart as it was', async () => {
    await addTariff('AT-PREPAID-5');
    const response = await cartPost({ action: 'configure', id: 'AT-PREPAID-5', simType: 'ESIM' });
    expect(response.status).toBe(400);
    expect(cartContract.error.parse(await response.json())).toEqual({
      error: 'invalid_request',
      fields: [{ field: 'simType', code: 'invalid_format' }],
    });
    expect(stored().items).toEqual([{ kind: 'tariff', id: 'AT-PREPAID-5' }]);
    const form = await cartForm({ action: 'configure', id: 'AT-PREPAID-5', simType: 'ESIM', locale: 'de-AT' });
    expect(form.headers.get('location')).toBe('/warenkorb?notice=invalid_request&item=AT-PREPAID-5');
  });

  it('refuses a tariff that is not the cart’s, and a configure without anything to set', async () => {
    await addTariff('AT-MOBILE-M');
    const other = await cartPost({ action: 'configure', id: 'AT-MOBILE-L', simType: 'ESIM' });
    expect(other.status).toBe(404);
    expect(cartContract.error.parse(await other.json()).error).toBe('unknown_product');
    const empty = await cartPost({ action: 'configure', id: 'AT-MOBILE-M' });
    expect(empty.status).toBe(400);
    expect(cartContract.error.parse(await empty.json()).fields).toEqual([{ field: 'simType', code: 'required' }]);
  });
});

describe('POST /api/cart action configure: the desired activation date', () => {
  it('stores a day in the window and keeps it when items are added and removed', async () => {
    await addTariff('AT-MOBILE-M');
    const day = addMonths(today(), 1);
    const response = await cartPost({ action: 'configure', activationDate: day, locale: 'de-AT' });
    expect(response.status).toBe(200);
    const answer = cartContract.ok.parse(await response.json());
    expect(answer).toMatchObject({ activationDate: day, redirect: '/warenkorb?notice=saved' });
    await addTariff('AT-MOBILE-L');
    expect((await cartPost({ action: 'remove', id: 'AT-MOBILE-L' })).status).toBe(200);
    expect(stored().activationDate).toBe(day);
  });

  it('accepts the window’s last day and refuses days after it and before today', async () => {
    await addTariff('AT-MOBILE-M');
    // Near midnight the handler's today may already be tomorrow: test a day inside the window on both sides.
    expect((await cartPost({ action: 'configure', activationDate: addMonths(today(), 6) })).status).toBe(200);
    for (const day of [addDays(addMonths(today(), 6), 2), addDays(today(), -2)]) {
      const response = await cartPost({ action: 'configure', activationDate: day });
      expect(response.status).toBe(400);
      expect(cartContract.error.parse(await response.json()).fields).toEqual([{ field: 'activationDate', code: 'unavailable_date' }]);
    }
  });

  it('refuses a day that does not exist, and removes the date when sent empty', async () => {
    await addTariff('AT-MOBILE-M');
    const invalid = await cartPost({ action: 'configure', activationDate: '2027-02-30' });
    expect(invalid.status).toBe(400);
    expect(cartContract.error.parse(await invalid.json()).fields).toEqual([{ field: 'activationDate', code: 'invalid_date' }]);
    await cartPost({ action: 'configure', activationDate: addMonths(today(), 2) });
    expect((await cartPost({ action: 'configure', activationDate: '' })).status).toBe(200);
    expect(stored().activationDate).toBeUndefined();
  });

  it('sends a form with a day outside the window back to the cart with the field’s error', async () => {
    await addTariff('AT-MOBILE-M');
    const late = await cartForm({ action: 'configure', activationDate: addMonths(today(), 8), locale: 'de-AT' });
    expect(late.status).toBe(303);
    expect(late.headers.get('location')).toBe('/warenkorb?error=unavailable_date');
    const typed = await cartForm({ action: 'configure', activationDate: '1.2.2027', locale: 'de-AT' });
    expect(typed.headers.get('location')).toBe('/warenkorb?error=invalid_date');
    // The cart shows the date as it was typed (the form draft), nothing else of the post.
    const { readFormDraft } = await import('@/lib/platform/bff/form-draft');
    expect(await readFormDraft('AT', '/api/cart')).toEqual({
      values: { activationDate: '1.2.2027' },
      fields: [{ field: 'activationDate', code: 'invalid_date' }],
    });
  });
});

describe('POST /api/cart: SPEC §8 only one tariff', () => {
  it('lets a second tariff replace the first with the replaced notice', async () => {
    await addTariff('AT-MOBILE-M');
    const response = await cartForm({ action: 'add', id: 'AT-MOBILE-L', locale: 'en-GB' });
    expect(response.headers.get('location')).toBe('/en/cart?notice=replaced&item=AT-MOBILE-L');
    expect(stored().items).toEqual([{ kind: 'tariff', id: 'AT-MOBILE-L' }]);
  });
});

describe('POST /api/cart: special deals that decide who may order (ADR 50)', () => {
  const de = { origin: 'http://de.localhost:3000', host: 'de.localhost:3000' };
  const dePost = (body: Record<string, string>) => routes.cart.POST(jsonRequest('/api/cart', body, { ...de, ip: ip() }));

  it('refuses a partner tariff without the partner code, as JSON and as a form, and leaves the cart as it was', async () => {
    const response = await dePost({ action: 'add', id: 'DE-MOBILE-CAMPUS' });
    expect(response.status).toBe(403);
    expect(cartContract.error.parse(await response.json())).toMatchObject({ error: 'partner_link_required' });
    const form = await routes.cart.POST(formPost('/api/cart', { action: 'add', id: 'DE-MOBILE-CAMPUS' }, { ...de, ip: ip() }));
    expect(form.headers.get('location')).toBe('/warenkorb?notice=partner_link_required&item=DE-MOBILE-CAMPUS');
    browser.jar.set(PARTNER_COOKIE, 'other');
    expect((await dePost({ action: 'add', id: 'DE-MOBILE-CAMPUS' })).status).toBe(403);
    expect(stored().items).toEqual([]);
  });

  it('adds it for the visitor who came through the partner link', async () => {
    browser.jar.set(PARTNER_COOKIE, 'campus');
    expect((await dePost({ action: 'add', id: 'DE-MOBILE-CAMPUS' })).status).toBe(200);
    expect(stored().items).toEqual([{ kind: 'tariff', id: 'DE-MOBILE-CAMPUS' }]);
  });

  it('refuses a loyalty plan: it is the customer area’s', async () => {
    const response = await routes.cart.POST(
      jsonRequest(
        '/api/cart',
        { action: 'add', id: 'IT-GIGA-200-FEDELTA' },
        { origin: 'http://it.localhost:3000', host: 'it.localhost:3000', ip: ip() },
      ),
    );
    expect(response.status).toBe(404);
  });
});

/** A placed AT order (SEPA: identification open) whose access the visitor's sealed cookie holds; with a router when asked. */
async function placedOrder(withRouter = false) {
  const [reserved] = await reserveNumbers(send);
  const sim = { simCards: [newNumberSim('AT-MOBILE-M', reserved!)] };
  const order = withRouter
    ? orderOf(
        'AT',
        { ...sim, products: [{ deviceModelSaleId: 'fritzbox-7530-ax' }] },
        { paymentMethod: { paymentMethodName: 'SEPA', productPaymentMethodName: 'CREDITCARD' } },
      )
    : orderOf('AT', sim);
  const response = await send('POST', '/orders', order, { 'Idempotency-Key': randomUUID() });
  const access = orderCreated.parse(await response.json());
  await routes.orderStore.writeOrderAccess('AT', access);
  return access;
}
const statusOf = async (access: { salesOrderId: string; orderToken: string }) =>
  orderStatus.parse(
    await (
      await send('GET', '/orders/status', undefined, { 'X-Sales-Order-Id': access.salesOrderId, 'X-Order-Token': access.orderToken })
    ).json(),
  );

describe('POST /api/checkout/order/cancel', () => {
  const cancelJson = () => routes.cancel.POST(jsonRequest('/api/checkout/order/cancel', {}, { ip: ip() }));
  const cancelForm = () => routes.cancel.POST(formPost('/api/checkout/order/cancel', { locale: 'de-AT' }, { ip: ip() }));

  it('refuses another origin', async () => {
    const response = await routes.cancel.POST(jsonRequest('/api/checkout/order/cancel', {}, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
  });

  it('answers 404 without an order, and a form with the cart’s cancel-failed notice', async () => {
    const response = await cancelJson();
    expect(response.status).toBe(404);
    expect(orderCancelContract.error.parse(await response.json()).error).toBe('not_found');
    const form = await cancelForm();
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/warenkorb?notice=cancel_failed');
  });

  it('cancels the open order and forgets it', async () => {
    const access = await placedOrder();
    expect(await statusOf(access)).toMatchObject({ status: 'PROCESSING', isIdentOpen: true });
    const response = await cancelForm();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/warenkorb?notice=order_cancelled');
    expect(browser.jar.has(ORDER_COOKIE)).toBe(false);
    expect((await statusOf(access)).status).toBe('CANCELLED');
  });

  it('answers JSON with the contract', async () => {
    await placedOrder();
    const response = await cancelJson();
    expect(response.status).toBe(200);
    expect(orderCancelContract.ok.parse(await response.json()).redirect).toBe('/warenkorb?notice=order_cancelled');
  });

  it('answers 403 not_cancellable for a completed order and keeps it', async () => {
    const access = await placedOrder();
    await send('PUT', `/sandbox/orders/${access.salesOrderId}`, { isIdentOpen: false });
    const response = await cancelJson();
    expect(response.status).toBe(403);
    expect(orderCancelContract.error.parse(await response.json()).error).toBe('not_cancellable');
    expect(browser.jar.has(ORDER_COOKIE)).toBe(true);
    const form = await cancelForm();
    expect(form.headers.get('location')).toBe('/warenkorb?notice=cancel_failed');
    expect((await statusOf(access)).status).toBe('SUCCESS');
  });
});

describe('POST /api/checkout/order/cancel-item', () => {
  const cancelJson = (itemId: string) => routes.cancelItem.POST(jsonRequest('/api/checkout/order/cancel-item', { itemId }, { ip: ip() }));
  const cancelForm = (itemId: string) =>
    routes.cancelItem.POST(formPost('/api/checkout/order/cancel-item', { itemId, locale: 'de-AT' }, { ip: ip() }));

  it('answers 404 without an order or for an item it does not have, a form with the thank-you page’s cancel-failed notice', async () => {
    expect(orderCancelContract.error.parse(await (await cancelJson('1')).json()).error).toBe('not_found');
    await placedOrder();
    const unknown = await cancelForm('99');
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get('location')).toBe('/kasse/danke?notice=cancel_failed');
    expect((await cancelJson('')).status).toBe(400);
  });

  it('cancels one item of the open order (DELETE /orders/{a}/{b}), the order stays with the others', async () => {
    const access = await placedOrder(true);
    const router = (await statusOf(access)).items.find((item) => item.kind === 'PRODUCT')!;
    const response = await cancelForm(router.itemId);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/kasse/danke?notice=item_cancelled');
    const after = await statusOf(access);
    expect(after.items.map((item) => item.state)).toEqual(['ORDERED', 'CANCELLED']);
    expect(after.status).not.toBe('CANCELLED');
    expect(browser.jar.has(ORDER_COOKIE)).toBe(true);
    // The last item left cancels the order (JSON, with the contract).
    const last = await cancelJson(after.items[0]!.itemId);
    expect(orderCancelContract.ok.parse(await last.json()).redirect).toBe('/kasse/danke?notice=item_cancelled');
    expect((await statusOf(access)).status).toBe('CANCELLED');
  });

  it('answers 403 not_cancellable once the order is complete (SPEC §8 "contact us")', async () => {
    const access = await placedOrder();
    await send('PUT', `/sandbox/orders/${access.salesOrderId}`, { isIdentOpen: false });
    const [item] = (await statusOf(access)).items;
    const response = await cancelJson(item!.itemId);
    expect(response.status).toBe(403);
    expect(orderCancelContract.error.parse(await response.json()).error).toBe('not_cancellable');
    expect((await cancelForm(item!.itemId)).headers.get('location')).toBe('/kasse/danke?notice=cancel_failed');
    expect((await statusOf(access)).items[0]!.state).toBe('ORDERED');
  });
});
