/**
 * Contract (issue 27 §0): a provider that answers GET /orders/latest with the order confirmation as
 * SPEC §3 names it (customerNumber, customerEMail, each eSIM with cardname, tariffname, msisdn,
 * productKey and qrcodeBase64; no activation code) is read, not refused as a mismatch.
 */
import type { ContentContext } from '@/lib/platform/content-api/client';
import { startAnsweringApi, type AnsweringApi } from '@/tests/support/answering-api';
import { data } from '@/tests/support/result';

const SPEC_ESIM = {
  cardname: 'Mobil M',
  tariffname: 'Mobil M',
  msisdn: '+43 660 1234567',
  productKey: 'P-SO-0123456789-1',
  qrcodeBase64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABc3UBGAAAAABJRU5ErkJggg==',
};
const money = (amount: number) => ({ amount, currencyCode: 'EUR' });

let api: AnsweringApi;
let orders: typeof import('@/lib/platform/content-api/orders');

beforeAll(async () => {
  api = await startAnsweringApi({
    '/orders/latest': {
      salesOrderId: 'SO-0123456789',
      status: 'SUCCESS',
      items: [
        {
          itemId: '1',
          kind: 'SIM_CARD',
          productId: 'AT-MOBILE-M',
          name: 'Mobil M',
          state: 'ORDERED',
          simType: 'ESIM',
          phoneNumber: '+43 660 1234567',
        },
      ],
      isPaymentOpen: false,
      isIdentOpen: false,
      createdAt: '2026-11-23T10:00:00Z',
      paymentMethod: { paymentMethodName: 'SEPA' },
      costs: { oneOff: money(0), monthly: money(19.9), delivery: money(0), total: money(0) },
      confirmation: { customerNumber: '31234567', customerEMail: 'anna.berger@example.org', esims: [SPEC_ESIM] },
    },
  });
  process.env.CONTENT_API_URL = api.url;
  orders = await import('@/lib/platform/content-api/orders');
});
afterAll(() => api.close());

const AT: ContentContext = { market: 'AT', locale: 'de-AT' };

it('reads an order confirmation whose eSIMs carry only what SPEC §3 names, without an activation code', async () => {
  const latest = data(await orders.getLatestOrder(AT, { salesOrderId: 'SO-0123456789', orderToken: 'order-token' }));
  expect(latest.confirmation.esims).toEqual([SPEC_ESIM]);
});
