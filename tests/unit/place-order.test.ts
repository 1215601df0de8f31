import type { CheckoutProgress } from '@/lib/checkout/progress';
import type { OrderRequest } from '@/lib/platform/content-api/schemas/order-requests';
import type { Site } from '@/lib/platform/site/site-shape';

jest.mock('server-only', () => ({}));
const placeOrder = jest.fn();
jest.mock('@/lib/platform/content-api/orders', () => ({
  ...jest.requireActual('@/lib/platform/content-api/orders'),
  placeOrder: (...args: unknown[]) => placeOrder(...args),
}));

import { placeOnce } from '@/lib/checkout/place-order';

const site = { content: { market: 'AT', locale: 'de-AT' } } as unknown as Site;
const progress: CheckoutProgress = { cart: 'tariff:T1', attempt: 'attempt-0123456789' };
const order = {
  personalInfo: {},
  address: {},
  paymentMethod: { paymentMethodName: 'INVOICE' },
  termsAccepted: true,
} as unknown as OrderRequest;
const created = { ok: true, data: { salesOrderId: 'SO-1', orderToken: 'tok' } };
const rejected = (status: number, body?: unknown) => ({ ok: false, error: { kind: 'rejected', path: 'orders', status, body } });

beforeEach(() => placeOrder.mockReset());

describe('placing an order once per attempt', () => {
  it('sends the attempt’s idempotency key and keeps the placed order in the progress', async () => {
    placeOrder.mockResolvedValueOnce(created);
    const placement = await placeOnce(site, progress, order, undefined);
    expect(placeOrder).toHaveBeenCalledWith(site.content, order, { idempotencyKey: 'attempt-0123456789', token: undefined });
    expect(placement).toEqual({
      ok: true,
      placed: { salesOrderId: 'SO-1', orderToken: 'tok' },
      progress: { ...progress, placed: { salesOrderId: 'SO-1', orderToken: 'tok' } },
    });
  });

  it('waits for the first request of the attempt while it still runs (409), with the same key', async () => {
    placeOrder.mockResolvedValueOnce(rejected(409)).mockResolvedValueOnce(created);
    const placement = await placeOnce(site, progress, order, undefined);
    expect(placement.ok).toBe(true);
    expect(placeOrder.mock.calls.map((call) => call[2].idempotencyKey)).toEqual(['attempt-0123456789', 'attempt-0123456789']);
  });

  it('stores a refusal (406) as faults per step and starts a new attempt', async () => {
    placeOrder.mockResolvedValueOnce(
      rejected(406, { error: 'invalid_order', message: 'x', personalInfo: ['email'], simCards: [{ index: 0, invalidFields: ['code'] }] }),
    );
    const placement = await placeOnce(site, progress, order, undefined);
    expect(placement.ok).toBe(false);
    if (placement.ok) return;
    expect(placement.failure).toMatchObject({ status: 400, error: 'steps_faulty' });
    expect(placement.progress.faults?.map((f) => [f.step, f.field])).toEqual([
      ['personal', 'personalInfo.email'],
      ['number', 'simCards.0.code'],
    ]);
    expect(placement.progress.attempt).not.toBe(progress.attempt);
  });

  it('answers an unreachable content API as unavailable and keeps the attempt', async () => {
    placeOrder.mockResolvedValueOnce({ ok: false, error: { kind: 'unavailable', path: 'orders' } });
    const placement = await placeOnce(site, progress, order, undefined);
    expect(placement).toMatchObject({ ok: false, failure: { status: 503, error: 'unavailable' }, progress });
  });
});
