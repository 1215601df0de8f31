import { randomUUID } from 'node:crypto';
import {
  apiError,
  orderCreated,
  orderStatus,
  orderValidationBody,
  placedOrder,
  type OrderCreated,
  type OrderRequest,
} from '@storefront/wire';
import { loginAs, newNumberSim, orderOf, reserveNumbers, sender } from './support/orders';
import { referenceApp } from './support/reference-api';

const NOW = '2026-11-23T10:00:00Z';
const { app, clock } = referenceApp(NOW);
const at = sender(app, 'AT');
beforeEach(() => clock.set(new Date(NOW)));

/** A valid AT order of Mobil M with a new number, changed by `change`. */
async function atOrder(change: Partial<OrderRequest> = {}, simType: 'SIM' | 'ESIM' = 'SIM'): Promise<OrderRequest> {
  const [reserved] = await reserveNumbers(at);
  return orderOf('AT', { simCards: [newNumberSim('AT-MOBILE-M', reserved!, { simType })] }, change);
}

const post = (body: unknown, headers: Record<string, string> = {}) => at('POST', '/orders', body, headers);

async function place(body: unknown, headers: Record<string, string> = {}): Promise<OrderCreated> {
  const response = await post(body, headers);
  expect(response.status).toBe(201);
  return orderCreated.parse(await response.json());
}

/** The headers with which a visitor's order identifies itself. */
const asOrder = ({ salesOrderId, orderToken }: OrderCreated) => ({ 'X-Sales-Order-Id': salesOrderId, 'X-Order-Token': orderToken });

const statusOf = async (headers: Record<string, string>) =>
  orderStatus.parse(await (await at('GET', '/orders/status', undefined, headers)).json());

/** Waits until `count` order requests wait at the sandbox's held gate. */
async function untilWaiting(count: number): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const state = (await (await at('GET', '/sandbox/orders/hold')).json()) as { waiting: number };
    if (state.waiting === count) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`never ${count} waiting`);
}

describe('POST /orders', () => {
  it('answers 406 with the validation result for an invalid order', async () => {
    const response = await post(await atOrder({ termsAccepted: false }));
    expect(response.status).toBe(406);
    expect(orderValidationBody.parse(await response.json()).additionalInfo).toEqual(['termsAccepted']);
  });

  it('answers 201 with the salesOrderId and the order token, and takes the reserved number', async () => {
    const order = await atOrder();
    const created = await place(order);
    expect(created.salesOrderId).toMatch(/^SO-\d{10}$/);
    // The reservation belongs to the order now: not for another one, and no longer extendable.
    const again = await post(order);
    expect(orderValidationBody.parse(await again.json()).simCards).toEqual([{ index: 0, invalidFields: ['numberingPlanAssignment'] }]);
    const sim = order.simCards![0]!;
    const extend = await at('PUT', '/orders/numberreservations/extend', { numberingPlanAssignmentIds: [sim.numberingPlanAssignmentId] });
    expect(extend.status).toBe(404);
    expect((await statusOf(asOrder(created))).items[0]).toMatchObject({ phoneNumber: sim.phoneNumber, state: 'ORDERED' });
  });

  it('answers 401 to a bearer token that is not valid', async () => {
    expect((await post(await atOrder(), { Authorization: 'Bearer nope' })).status).toBe(401);
  });

  describe('with an Idempotency-Key', () => {
    it('answers a repeated request with the first answer, the same status and body', async () => {
      const key = randomUUID();
      const order = await atOrder();
      const first = await post(order, { 'Idempotency-Key': key });
      const firstBody = await first.json();
      // The same body in another key order is the same request.
      const reordered = Object.fromEntries(Object.entries(order).reverse());
      const repeated = await post(reordered, { 'Idempotency-Key': key });
      expect([first.status, repeated.status]).toEqual([201, 201]);
      expect(await repeated.json()).toEqual(firstBody);
      expect(repeated.headers.get('Idempotent-Replayed')).toBe('true');
    });

    it('repeats a 406 too', async () => {
      const key = randomUUID();
      const order = await atOrder({ termsAccepted: false });
      const first = await post(order, { 'Idempotency-Key': key });
      const repeated = await post(order, { 'Idempotency-Key': key });
      expect([first.status, repeated.status]).toEqual([406, 406]);
      expect(await repeated.json()).toEqual(await first.json());
    });

    it('answers 422 when the key comes with another body', async () => {
      const key = randomUUID();
      await place(await atOrder(), { 'Idempotency-Key': key });
      const other = await post(await atOrder(), { 'Idempotency-Key': key });
      expect(other.status).toBe(422);
      expect(apiError.parse(await other.json()).error).toBe('idempotency_key_reused');
    });

    it('answers 409 while the first request with the key is still running, then the first answer', async () => {
      const key = randomUUID();
      const order = await atOrder();
      await at('PUT', '/sandbox/orders/hold', { held: true });
      const first = post(order, { 'Idempotency-Key': key });
      await untilWaiting(1);
      const concurrent = await post(order, { 'Idempotency-Key': key });
      expect(concurrent.status).toBe(409);
      expect(apiError.parse(await concurrent.json()).error).toBe('request_in_progress');
      await at('PUT', '/sandbox/orders/hold', { held: false });
      const firstAnswer = await first;
      expect(firstAnswer.status).toBe(201);
      const later = await post(order, { 'Idempotency-Key': key });
      expect(await later.json()).toEqual(await firstAnswer.json());
    });

    it('keeps keys apart per customer and refuses a malformed key', async () => {
      const key = randomUUID();
      await place(await atOrder(), { 'Idempotency-Key': key });
      const token = await loginAs(at, '10000001');
      await place(await atOrder(), { 'Idempotency-Key': key, Authorization: `Bearer ${token}` });
      expect((await post(await atOrder(), { 'Idempotency-Key': 'two words' })).status).toBe(400);
    });
  });
});

describe('GET /orders/status and /orders/latest', () => {
  it('identify a visitor’s order by its number and token', async () => {
    const created = await place(await atOrder());
    expect(await statusOf(asOrder(created))).toEqual({
      salesOrderId: created.salesOrderId,
      status: 'PROCESSING',
      items: [
        {
          itemId: '1',
          kind: 'SIM_CARD',
          productId: 'AT-MOBILE-M',
          name: 'Mobil M',
          state: 'ORDERED',
          simType: 'SIM',
          phoneNumber: expect.stringMatching(/^\+43 660 /),
        },
      ],
      isPaymentOpen: false,
      isIdentOpen: true,
    });
  });

  it('answer 401 without credentials and 404 for a wrong token or number', async () => {
    const created = await place(await atOrder());
    expect((await at('GET', '/orders/status')).status).toBe(401);
    expect((await at('GET', '/orders/latest', undefined, { Authorization: 'Bearer nope' })).status).toBe(401);
    expect((await at('GET', '/orders/status', undefined, { ...asOrder(created), 'X-Order-Token': 'guess' })).status).toBe(404);
    expect((await at('GET', '/orders/latest', undefined, { ...asOrder(created), 'X-Sales-Order-Id': 'SO-0000000000' })).status).toBe(404);
    // Another market knows no such order.
    expect((await sender(app, 'DE')('GET', '/orders/status', undefined, asOrder(created))).status).toBe(404);
  });

  it('give a customer their latest order, with costs, payment still open and the eSIM to install', async () => {
    const token = await loginAs(at, '10000001');
    const bearer = { Authorization: `Bearer ${token}` };
    await place(await atOrder(), bearer);
    const order = await atOrder(
      {
        products: [{ deviceModelSaleId: 'galaxy-s25-128-navy' }],
        paymentMethod: { paymentMethodName: 'SEPA', productPaymentMethodName: 'CREDITCARD' },
      },
      'ESIM',
    );
    const created = await place(order, bearer);
    const latest = placedOrder.parse(await (await at('GET', '/orders/latest', undefined, bearer)).json());
    expect(latest).toMatchObject({
      salesOrderId: created.salesOrderId,
      status: 'PAYMENT_PENDING',
      isPaymentOpen: true,
      deliveryMethod: 'STANDARD',
      // Galaxy S25 at 899 less 110 bought with Mobil M; a parcel costs 4.90 in Austria.
      costs: {
        oneOff: { amount: 789, currencyCode: 'EUR' },
        monthly: { amount: 12.9, currencyCode: 'EUR' },
        delivery: { amount: 4.9, currencyCode: 'EUR' },
        total: { amount: 793.9, currencyCode: 'EUR' },
      },
      confirmation: { customerNumber: '10000001', customerEMail: 'anna.berger@example.org' },
    });
    expect(latest.confirmation.esims).toEqual([
      {
        cardname: 'Mobil M',
        tariffname: 'Mobil M',
        msisdn: order.simCards![0]!.phoneNumber,
        productKey: `P-${created.salesOrderId}-1`,
        activationCode: expect.stringMatching(/^LPA:1\$smdp\.sandbox\.example\$[0-9A-F]{20}$/),
      },
    ]);
    const other = await loginAs(at, '10000002');
    expect((await at('GET', '/orders/latest', undefined, { Authorization: `Bearer ${other}` })).status).toBe(404);
  });

  it('cancel an order financed by instalments that is not completed within 7 calendar days (SPEC §4)', async () => {
    const created = await place(
      await atOrder({
        products: [{ deviceModelSaleId: 'pixel-9-128-obsidian' }],
        paymentMethod: { paymentMethodName: 'SEPA', productPaymentMethodName: 'FINANCING' },
      }),
    );
    clock.set(new Date('2026-11-30T09:59:00Z'));
    expect((await statusOf(asOrder(created))).status).toBe('PAYMENT_PENDING');
    clock.set(new Date('2026-11-30T10:00:01Z'));
    const status = await statusOf(asOrder(created));
    expect(status).toMatchObject({ status: 'CANCELLED', isPaymentOpen: false, isIdentOpen: false });
    expect(status.items.every((item) => item.state === 'CANCELLED')).toBe(true);
  });
});

describe('cancelling', () => {
  async function twoItems() {
    const [reserved] = await reserveNumbers(at);
    const order = orderOf(
      'AT',
      { simCards: [newNumberSim('AT-MOBILE-M', reserved!)], products: [{ deviceModelSaleId: 'fritzbox-7530-ax' }] },
      { paymentMethod: { paymentMethodName: 'SEPA', productPaymentMethodName: 'CREDITCARD' } },
    );
    return place(order);
  }
  const cancelItem = (created: OrderCreated, itemId: string, headers = asOrder(created)) =>
    at('DELETE', `/orders/${created.salesOrderId}/${itemId}`, undefined, headers);

  it('DELETE /orders/{salesOrderId}/{itemId} cancels an item; the last one cancels the order', async () => {
    const created = await twoItems();
    const first = await cancelItem(created, '2');
    expect(first.status).toBe(200);
    expect(orderStatus.parse(await first.json())).toMatchObject({
      status: 'PAYMENT_PENDING',
      items: [{ state: 'ORDERED' }, { state: 'CANCELLED' }],
    });
    const last = orderStatus.parse(await (await cancelItem(created, '1')).json());
    expect(last).toMatchObject({ status: 'CANCELLED', isPaymentOpen: false, isIdentOpen: false });
    // Cancelling again answers the same status.
    const again = await cancelItem(created, '1');
    expect(again.status).toBe(200);
    expect(orderStatus.parse(await again.json())).toEqual(last);
    // What is cancelled costs nothing.
    const latest = placedOrder.parse(await (await at('GET', '/orders/latest', undefined, asOrder(created))).json());
    expect(latest.costs.total.amount).toBe(0);
  });

  it('answers 401 without credentials, 404 for an unknown item or another’s order', async () => {
    const created = await twoItems();
    const other = await twoItems();
    expect((await at('DELETE', `/orders/${created.salesOrderId}/1`)).status).toBe(401);
    expect((await cancelItem(created, '9')).status).toBe(404);
    expect((await cancelItem(created, '1', asOrder(other))).status).toBe(404);
  });

  it('refuses with 403 once payment and identification are complete (SPEC §8 “order could not be cancelled”)', async () => {
    const created = await place(await atOrder());
    const done = await at('PUT', `/sandbox/orders/${created.salesOrderId}`, { isIdentOpen: false });
    expect(orderStatus.parse(await done.json()).status).toBe('SUCCESS');
    const refused = await cancelItem(created, '1');
    expect(refused.status).toBe(403);
    expect(apiError.parse(await refused.json()).error).toBe('not_cancellable');
    expect((await at('DELETE', '/orders/latest', undefined, asOrder(created))).status).toBe(403);
  });

  it('DELETE /orders/latest cancels a customer’s latest order', async () => {
    const bearer = { Authorization: `Bearer ${await loginAs(at, '10000001')}` };
    const created = await place(await atOrder(), bearer);
    const response = await at('DELETE', '/orders/latest', undefined, bearer);
    expect(response.status).toBe(200);
    expect(orderStatus.parse(await response.json())).toMatchObject({ salesOrderId: created.salesOrderId, status: 'CANCELLED' });
  });

  it('knows no open steps in the UK for a SIM card with nothing to pay now: the order succeeds at once and cannot be cancelled', async () => {
    const uk = sender(app, 'UK');
    const [reserved] = await reserveNumbers(uk);
    const response = await uk('POST', '/orders', orderOf('UK', { simCards: [newNumberSim('UK-EVERYDAY-30GB', reserved!)] }));
    const created = orderCreated.parse(await response.json());
    const status = orderStatus.parse(await (await uk('GET', '/orders/status', undefined, asOrder(created))).json());
    expect(status).toMatchObject({ status: 'SUCCESS', isPaymentOpen: false, isIdentOpen: false });
    expect((await uk('DELETE', '/orders/latest', undefined, asOrder(created))).status).toBe(403);
  });
});
