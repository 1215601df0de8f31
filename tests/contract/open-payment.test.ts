/**
 * Contract: the thank-you page's next payment step (lib/checkout/open-payment.ts) against the reference
 * API over HTTP: a financed order continues at the financing provider with a purchase of its billing
 * contract (id = salesOrderId), another open payment goes back to the payment step, nothing when
 * nothing is open.
 */
import type { ContentContext } from '@/lib/content-api/client';
import type { OrderRequest } from '@/lib/content-api/schemas';
import { MARKETS } from '@/lib/markets/markets';
import type { Site } from '@/lib/site/site-shape';
import { captchaToken, httpSender, newNumberSim, orderOf } from '@/tests/support/orders';
import { startReferenceApi, type RunningApi } from '@/tests/support/reference-api';
import { data } from '@/tests/support/result';

jest.mock('next/headers', () => ({ headers: async () => new Headers({ host: 'at.localhost:3000' }) }));

let api: RunningApi;
let orders: typeof import('@/lib/content-api/orders');
let openPayment: typeof import('@/lib/checkout/open-payment');

beforeAll(async () => {
  api = await startReferenceApi('2026-11-23T10:00:00Z');
  process.env.CONTENT_API_URL = api.url;
  orders = await import('@/lib/content-api/orders');
  openPayment = await import('@/lib/checkout/open-payment');
});
afterAll(() => api.close());

const AT: ContentContext = { market: 'AT', locale: 'de-AT' };
const site: Site = { market: MARKETS.AT, locale: 'de-AT', defaultLocale: 'de-AT', content: AT };

/** Places an AT order of Mobil M (with a Pixel paid by `productMethod`) and reads it as the thank-you page does. */
async function placed(productMethod?: string) {
  const reservation = data(await orders.reserveMobileNumbers(AT, { simCardAmounts: [1], turnstileToken: await captchaToken(httpSender(api.url)) }));
  const change: Partial<OrderRequest> = productMethod
    ? { products: [{ deviceModelSaleId: 'pixel-9-128-obsidian' }], paymentMethod: { paymentMethodName: 'SEPA', productPaymentMethodName: productMethod } }
    : {};
  const order = orderOf('AT', { simCards: [newNumberSim('AT-MOBILE-M', reservation.reservations[0]!)] }, change);
  const access = data(await orders.placeOrder(AT, order, { idempotencyKey: crypto.randomUUID() }));
  return { access, order: data(await orders.getLatestOrder(AT, access)) };
}

describe('openPaymentStep', () => {
  it('starts an instalment purchase of the order and gives the form the browser posts to the provider', async () => {
    const { access, order } = await placed('FINANCING');
    const step = await openPayment.openPaymentStep(site, access, order);
    expect(step).toEqual({
      kind: 'financing',
      form: {
        action: `${api.url}/sandbox/payment/financing/checkout`,
        fields: expect.objectContaining({
          purchaseId: expect.stringMatching(/^pur_/),
          amount: order.costs.total.amount.toFixed(2),
          returnUrl: 'http://at.localhost:3000/api/checkout/payment-return?kind=financing',
        }),
      },
    });
  });

  it('sends another open payment back to the payment step', async () => {
    const { access, order } = await placed('CREDITCARD');
    expect(order.isPaymentOpen).toBe(true);
    expect(await openPayment.openPaymentStep(site, access, order)).toEqual({ kind: 'retry', href: '/kasse/zahlung' });
  });

  it('has no step when nothing is open to pay (SEPA collects with the bills)', async () => {
    const { access, order } = await placed();
    expect(order.isPaymentOpen).toBe(false);
    expect(await openPayment.openPaymentStep(site, access, order)).toBeUndefined();
  });
});
