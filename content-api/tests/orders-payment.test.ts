/**
 * The seam between /orders and /payment: POST /orders registers the order's billing contract under
 * its salesOrderId, and GET /orders/status, /orders/latest and the cancel calls read the payment
 * ledger of that contract (isPaymentOpen, the automatic cancellation of unfinished financing).
 */
import {
  apiError,
  cardPaymentResponse,
  instalmentResult,
  orderCreated,
  orderStatus,
  paymentResult,
  placedOrder,
  type OrderCreated,
  type OrderRequest,
} from '@storefront/wire';
import { newNumberSim, orderOf, reserveNumbers, sender } from './support/orders';
import { paymentApi, RETURN_URL } from './support/payment';

const NOW = '2026-11-23T10:00:00Z';
const { app, clock, request, cardToken, contract, postFingerprintForm } = paymentApi(NOW);
const at = sender(app, 'AT');
beforeEach(() => clock.set(new Date(NOW)));

const APPROVE = '4111111111111111';

/** An AT order of Mobil M with a new number and what `extra` adds. */
async function atOrder(extra: Partial<OrderRequest> = {}): Promise<OrderRequest> {
  const [reserved] = await reserveNumbers(at);
  return orderOf('AT', { simCards: [newNumberSim('AT-MOBILE-M', reserved!)], products: extra.products ?? [] }, extra);
}

/** A smartphone with Mobil M, the device paid by `method`, the bills by SEPA. */
const withPhone = (method: string) =>
  atOrder({
    products: [{ deviceModelSaleId: 'galaxy-s25-128-navy' }],
    paymentMethod: { paymentMethodName: 'SEPA', productPaymentMethodName: method },
  });

async function place(order: OrderRequest): Promise<OrderCreated> {
  const response = await at('POST', '/orders', order);
  expect(response.status).toBe(201);
  return orderCreated.parse(await response.json());
}

const asOrder = ({ salesOrderId, orderToken }: OrderCreated) => ({ 'X-Sales-Order-Id': salesOrderId, 'X-Order-Token': orderToken });
const statusOf = async (created: OrderCreated) =>
  orderStatus.parse(await (await at('GET', '/orders/status', undefined, asOrder(created))).json());
const latestOf = async (created: OrderCreated) =>
  placedOrder.parse(await (await at('GET', '/orders/latest', undefined, asOrder(created))).json());

const payByCard = async (billingContractId: string) =>
  request('POST', `/payment/billingcontracts/${billingContractId}/order/creditcard/`, {
    json: { cardToken: await cardToken(APPROVE), returnUrl: RETURN_URL },
  });

describe('POST /orders registers the billing contract (id = salesOrderId)', () => {
  it('with the payment cart, costs.total due now by the product method, and the bills by paymentMethodName', async () => {
    const created = await place(await withPhone('CREDITCARD'));
    const latest = await latestOf(created);
    expect(await contract(created.salesOrderId)).toMatchObject({
      id: created.salesOrderId,
      origin: 'order',
      cart: { items: [{ type: 'TARIFF', paymentType: 'POST_PAY' }, { type: 'DEVICE' }], isCompany: false },
      open: latest.costs.total,
      paymentMethod: 'SEPA',
      dueNowBy: 'CREDITCARD',
      state: 'OPEN',
      paymentOpen: true,
    });
    expect(latest.costs.total).toEqual({ amount: 793.9, currencyCode: 'EUR' });
  });

  it('an order paid by SEPA alone has nothing open: it is collected with the bills', async () => {
    const created = await place(await atOrder());
    expect(await contract(created.salesOrderId)).toMatchObject({ paymentMethod: 'SEPA', dueNowBy: 'SEPA', paymentOpen: false });
    expect(await statusOf(created)).toMatchObject({ status: 'PROCESSING', isPaymentOpen: false });
  });
});

describe('GET /orders/status and /orders/latest read the payment ledger', () => {
  it('a card order is PAYMENT_PENDING until the card pays its billing contract, then PROCESSING (identification open)', async () => {
    const created = await place(await withPhone('CREDITCARD'));
    expect(await statusOf(created)).toMatchObject({ status: 'PAYMENT_PENDING', isPaymentOpen: true, isIdentOpen: true });

    const paid = await payByCard(created.salesOrderId);
    expect(cardPaymentResponse.parse(await paid.json()).status).toBe('SUCCESS');
    expect(await statusOf(created)).toMatchObject({ status: 'PROCESSING', isPaymentOpen: false, isIdentOpen: true });
    expect((await latestOf(created)).isPaymentOpen).toBe(false);

    // With identification done too, the order is complete.
    await at('PUT', `/sandbox/orders/${created.salesOrderId}`, { isIdentOpen: false });
    expect((await statusOf(created)).status).toBe('SUCCESS');
  });

  it('the sandbox stand-in no longer completes payment: that is the payment provider’s', async () => {
    const created = await place(await withPhone('CREDITCARD'));
    expect((await at('PUT', `/sandbox/orders/${created.salesOrderId}`, { isPaymentOpen: false })).status).toBe(400);
    expect((await statusOf(created)).isPaymentOpen).toBe(true);
  });

  it('cancels a financed order whose purchase was not completed within 7 days of the order, the purchase with it', async () => {
    const created = await place(await withPhone('FINANCING'));
    expect((await statusOf(created)).status).toBe('PAYMENT_PENDING');
    // The purchase starts three days later: its deadline is still the order's.
    clock.set(new Date('2026-11-26T10:00:00Z'));
    const started = await request('POST', `/payment/method/ratenwerk/ratepayment/${created.salesOrderId}`, {
      json: { returnUrl: RETURN_URL },
    });
    const { purchaseId } = instalmentResult.parse(await started.json());

    clock.set(new Date('2026-11-30T09:59:00Z'));
    expect((await statusOf(created)).status).toBe('PAYMENT_PENDING');
    clock.set(new Date('2026-11-30T10:00:01Z'));
    const status = await statusOf(created);
    expect(status).toMatchObject({ status: 'CANCELLED', isPaymentOpen: false, isIdentOpen: false });
    expect(status.items.every((item) => item.state === 'CANCELLED')).toBe(true);
    const purchase = paymentResult.parse(await (await request('GET', `/payment/status/${purchaseId}`)).json());
    expect(purchase).toMatchObject({ result: 'ERROR', reason: 'EXPIRED' });
    expect((await request('POST', `/sandbox/payment/financing/${purchaseId}`, { form: { decision: 'complete' } })).status).toBe(409);
  });

  it('keeps a financed order whose purchase was completed in time: PROCESSING, and so after the 7 days', async () => {
    const created = await place(await withPhone('FINANCING'));
    const started = await request('POST', `/payment/method/ratenwerk/ratepayment/${created.salesOrderId}`, {
      json: { returnUrl: RETURN_URL },
    });
    const { purchaseId, fingerprintForm } = instalmentResult.parse(await started.json());
    await postFingerprintForm(fingerprintForm);
    await request('POST', `/sandbox/payment/financing/${purchaseId}`, { form: { decision: 'complete' } });
    clock.set(new Date('2026-12-15T10:00:00Z'));
    expect(await statusOf(created)).toMatchObject({ status: 'PROCESSING', isPaymentOpen: false });
  });
});

describe('cancelling follows onto the billing contract', () => {
  it('a cancelled order takes no payment any more', async () => {
    const created = await place(await withPhone('CREDITCARD'));
    expect((await at('DELETE', '/orders/latest', undefined, asOrder(created))).status).toBe(200);
    expect((await contract(created.salesOrderId)).state).toBe('CANCELLED');
    const late = await payByCard(created.salesOrderId);
    expect(late.status).toBe(409);
    expect(apiError.parse(await late.json()).error).toBe('order_cancelled');
  });

  it('a cancelled item lowers what is due to the order’s new total', async () => {
    const created = await place(await withPhone('CREDITCARD'));
    const response = await at('DELETE', `/orders/${created.salesOrderId}/2`, undefined, asOrder(created));
    expect(orderStatus.parse(await response.json()).status).toBe('PAYMENT_PENDING');
    const latest = await latestOf(created);
    expect(latest.costs.total).toEqual({ amount: 4.9, currencyCode: 'EUR' });
    expect((await contract(created.salesOrderId)).open).toEqual(latest.costs.total);
  });
});
