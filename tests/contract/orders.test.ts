/**
 * Contract: the order calls of lib/platform/content-api/orders.ts against the reference API over HTTP, parsed
 * by the schemas the storefront uses. Imported after the server has its port (see content-api.test.ts).
 * The captcha is solved and the order completed through the sandbox, as a person and the providers would.
 */
import { randomUUID } from 'node:crypto';
import type { ContentContext } from '@/lib/platform/content-api/client';
import { apiError, type OrderRequest } from '@/lib/platform/content-api/schemas';
import { DEMO_PASSWORD } from '@/content-api/seed/markets/market-shorthands';
import { captchaToken, httpSender, newNumberSim, orderOf } from '@/content-api/tests/support/orders';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';
import { data } from '@/tests/support/result';

let api: RunningApi;
let orders: typeof import('@/lib/platform/content-api/orders');
let auth: typeof import('@/lib/platform/content-api/auth');

beforeAll(async () => {
  api = await startStorefrontApi('2026-11-23T10:00:00Z');
  orders = await import('@/lib/platform/content-api/orders');
  auth = await import('@/lib/platform/content-api/auth');
});
afterAll(() => api.close());

const AT: ContentContext = { market: 'AT', locale: 'de-AT' };
const IT: ContentContext = { market: 'IT', locale: 'it-IT' };

/** An AT order of Mobil M with a number reserved through the call under test. */
async function atOrder(change: Partial<OrderRequest> = {}): Promise<OrderRequest> {
  const reservation = data(
    await orders.reserveMobileNumbers(AT, { simCardAmounts: [1], turnstileToken: await captchaToken(httpSender(api.url)) }),
  );
  return orderOf('AT', { simCards: [newNumberSim('AT-MOBILE-M', reservation.reservations[0]!)] }, change);
}

describe('orders contract', () => {
  it('reserves numbers with a captcha token and extends the reservation', async () => {
    const { reservations } = data(
      await orders.reserveMobileNumbers(AT, { simCardAmounts: [2], turnstileToken: await captchaToken(httpSender(api.url)) }),
    );
    expect(reservations).toHaveLength(2);
    const ids = reservations.map((r) => r.numberingPlanAssignmentId);
    const extended = data(await orders.extendNumberReservations(AT, ids));
    expect(extended.reservations.map((r) => r.numberingPlanAssignmentId)).toEqual(ids);
  });

  it('gives a bad captcha token and an unknown reservation as values', async () => {
    const reserved = await orders.reserveMobileNumbers(AT, { simCardAmounts: [1], turnstileToken: 'not-a-token' });
    expect(reserved.ok).toBe(false);
    if (reserved.ok) return;
    expect(reserved.error).toMatchObject({ kind: 'rejected', status: 400 });
    expect(apiError.parse(reserved.error.body).error).toBe('captcha_invalid');
    const extended = await orders.extendNumberReservations(AT, ['no-such-reservation']);
    expect(extended.ok ? 'ok' : extended.error.kind).toBe('not_found');
  });

  it('validates an order, and gives the invalid fields of a 400 as a value', async () => {
    expect(data(await orders.validateOrder(AT, await atOrder()))).toEqual({ valid: true });
    const result = await orders.validateOrder(AT, await atOrder({ termsAccepted: false }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(orders.orderValidationOf(result.error)?.additionalInfo).toEqual(['termsAccepted']);
  });

  it('places an order once per idempotency key, and gives a 406 and a reused key as values', async () => {
    const idempotencyKey = randomUUID();
    const order = await atOrder();
    const created = data(await orders.placeOrder(AT, order, { idempotencyKey }));
    expect(data(await orders.placeOrder(AT, order, { idempotencyKey }))).toEqual(created);
    const reused = await orders.placeOrder(AT, await atOrder(), { idempotencyKey });
    expect(reused.ok ? 'ok' : reused.error.status).toBe(422);
    const invalid = await orders.placeOrder(AT, await atOrder({ termsAccepted: false }), { idempotencyKey: randomUUID() });
    expect(invalid.ok).toBe(false);
    if (invalid.ok) return;
    expect(invalid.error.status).toBe(406);
    expect(orders.orderValidationOf(invalid.error)?.additionalInfo).toEqual(['termsAccepted']);
  });

  it('gives a repeat while the first order with the key still runs as a 409', async () => {
    const sandbox = httpSender(api.url);
    const idempotencyKey = randomUUID();
    const order = await atOrder();
    await sandbox('PUT', '/sandbox/orders/hold', { held: true });
    const first = orders.placeOrder(AT, order, { idempotencyKey });
    for (let i = 0; i < 200 && ((await (await sandbox('GET', '/sandbox/orders/hold')).json()) as { waiting: number }).waiting < 1; i += 1);
    const concurrent = await orders.placeOrder(AT, order, { idempotencyKey });
    await sandbox('PUT', '/sandbox/orders/hold', { held: false });
    expect(concurrent.ok ? 'ok' : concurrent.error.status).toBe(409);
    expect(data(await first).salesOrderId).toMatch(/^SO-/);
  });

  it('reads and cancels a visitor’s order with its number and token', async () => {
    const order = await atOrder({
      products: [{ deviceModelSaleId: 'fritzbox-7530-ax' }],
      paymentMethod: { paymentMethodName: 'SEPA', productPaymentMethodName: 'CREDITCARD' },
    });
    const { salesOrderId, orderToken } = data(await orders.placeOrder(AT, order, { idempotencyKey: randomUUID() }));
    const access = { salesOrderId, orderToken };
    const status = data(await orders.getOrderStatus(AT, access));
    expect(status).toMatchObject({ salesOrderId, status: 'PAYMENT_PENDING', isPaymentOpen: true, isIdentOpen: true });
    const latest = data(await orders.getLatestOrder(AT, access));
    expect(latest.costs.monthly).toEqual({ amount: 12.9, currencyCode: 'EUR' });
    const router = status.items.find((item) => item.kind === 'PRODUCT')!;
    expect(data(await orders.cancelOrderItem(AT, access, salesOrderId, router.itemId)).items.map((item) => item.state)).toEqual([
      'ORDERED',
      'CANCELLED',
    ]);
    expect(data(await orders.cancelLatestOrder(AT, access)).status).toBe('CANCELLED');
    const wrong = await orders.getOrderStatus(AT, { salesOrderId, orderToken: 'guess' });
    expect(wrong.ok ? 'ok' : wrong.error.kind).toBe('not_found');
  });

  it('reads a customer’s latest order with their token and refuses to cancel a completed one', async () => {
    const { token } = data(await auth.login(AT, { phoneNumberOrCustomerNumber: '10000001', secret: DEMO_PASSWORD }));
    const { salesOrderId } = data(await orders.placeOrder(AT, await atOrder(), { idempotencyKey: randomUUID(), token }));
    expect(data(await orders.getLatestOrder(AT, { token })).salesOrderId).toBe(salesOrderId);
    // Identification done (a sandbox stand-in until the identification calls land): the order is complete.
    await httpSender(api.url)('PUT', `/sandbox/orders/${salesOrderId}`, { isIdentOpen: false });
    const refused = await orders.cancelLatestOrder(AT, { token });
    expect(refused.ok ? 'ok' : refused.error.kind).toBe('forbidden');
  });

  it('calculates the delivery cost through the colon path', async () => {
    const { cost } = data(
      await orders.calculateDelivery(AT, {
        method: 'STANDARD',
        simCards: [{ simType: 'SIM' }],
        products: [{ deviceModelSaleId: 'galaxy-s25-128-navy' }],
      }),
    );
    expect(cost).toEqual({ amount: 4.9, currencyCode: 'EUR' });
  });

  it('finds Fermopoints in Italy and none elsewhere', async () => {
    const points = data(await orders.getFermopoints(IT, { city: 'Roma', zip: '00184' }));
    expect(points.map((p) => p.id)).toEqual(['FP-RM-0184-01', 'FP-RM-0184-02', 'FP-RM-0185-01']);
    const elsewhere = await orders.getFermopoints(AT, { zip: '1070' });
    expect(elsewhere.ok ? 'ok' : elsewhere.error.kind).toBe('not_found');
  });
});
