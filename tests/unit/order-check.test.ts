import type { Selection } from '@/lib/cart/selection';
import type { CheckoutProgress } from '@/lib/checkout/progress';
import type { Site } from '@/lib/platform/site/site-shape';

jest.mock('server-only', () => ({}));
const validateOrder = jest.fn();
jest.mock('@/lib/platform/content-api/orders', () => ({
  ...jest.requireActual('@/lib/platform/content-api/orders'),
  validateOrder: (...args: unknown[]) => validateOrder(...args),
}));

import { faultsNow } from '@/lib/checkout/order-check';

const site = { market: { code: 'AT' }, content: { market: 'AT', locale: 'de-AT' } } as unknown as Site;
const esim: Selection = { items: [{ kind: 'tariff', id: 'AT-MOBILE-M', simType: 'ESIM' }] };
const personal = {
  customerType: 'PRIVATE',
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'anna.huber@example.at',
  confirmEmail: 'anna.huber@example.at',
  phone: '0664 1234567',
  birthday: '1990-04-12',
  address: { street: 'Neubaugasse', houseNumber: '12', zip: '1070', city: 'Wien' },
} as unknown as NonNullable<CheckoutProgress['personal']>;
const number = {
  simCards: [{ source: 'NEW', numberingPlanAssignmentId: 'N1', phoneNumber: '0664 1111111', expiresAt: '2026-11-25T10:00:00Z' }],
} as NonNullable<CheckoutProgress['number']>;
const stored = [{ step: 'payment' as const, field: 'paymentMethod.paymentMethodName', code: 'invalid' as const }];
const done: CheckoutProgress = { cart: 'x', attempt: '0123456789abcdef', personal, number, payment: { method: 'INVOICE' }, faults: stored };
const rejected = (status: number, body?: unknown) => ({ ok: false, error: { kind: 'rejected', path: 'orders/validate', status, body } });

beforeEach(() => validateOrder.mockReset());

describe('the order checked before the summary (POST /orders/validate)', () => {
  it('checks the order the steps make, with the terms the summary asks for, and the customer’s token', async () => {
    validateOrder.mockResolvedValueOnce({ ok: true, data: { valid: true } });
    expect(await faultsNow(site, esim, done, 'token-1')).toEqual([]);
    const [, order, token] = validateOrder.mock.calls[0];
    expect(order).toMatchObject({
      termsAccepted: true,
      simCards: [{ tariffModelSalesId: 'AT-MOBILE-M', simType: 'ESIM', numberingPlanAssignmentId: 'N1' }],
    });
    expect(token).toBe('token-1');
  });

  it('puts a 400’s invalid fields on their steps: "one or more steps faulty" before the order button', async () => {
    validateOrder.mockResolvedValueOnce(
      rejected(400, {
        error: 'invalid_order',
        message: 'x',
        simCards: [{ index: 0, invalidFields: ['numberingPlanAssignment'] }],
        personalInfo: ['email'],
      }),
    );
    expect(await faultsNow(site, esim, done, undefined)).toEqual([
      { step: 'personal', field: 'personalInfo.email', code: 'invalid_email' },
      { step: 'number', field: 'simCards.0.numberingPlanAssignment', code: 'number_cannot_be_used' },
    ]);
  });

  it('asks nothing while a step is missing or once the order is placed: the stored faults stand', async () => {
    expect(await faultsNow(site, esim, { ...done, payment: undefined }, undefined)).toEqual(stored);
    expect(await faultsNow(site, esim, { ...done, placed: { salesOrderId: 'SO-1', orderToken: 't' } }, undefined)).toEqual(stored);
    expect(validateOrder).not.toHaveBeenCalled();
  });

  it('keeps the stored faults when the content API cannot say', async () => {
    validateOrder.mockResolvedValueOnce({ ok: false, error: { kind: 'unavailable', path: 'orders/validate' } });
    expect(await faultsNow(site, esim, done, undefined)).toEqual(stored);
  });
});
