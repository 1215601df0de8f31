/** The customer area's payment round trip (ADR 20): its request (the trip itself: tests/unit/provider-trip.test.ts). */
import { paymentTripRequest } from '@/lib/contracts/payment-trip';

describe('paymentTripRequest', () => {
  it('takes the three kinds', () => {
    expect(paymentTripRequest.parse({ kind: 'card-change' })).toEqual({ kind: 'card-change' });
    expect(paymentTripRequest.parse({ kind: 'open-position', billingContractId: ' BC-1 ', method: 'CREDITCARD' })).toEqual({
      kind: 'open-position',
      billingContractId: 'BC-1',
      method: 'CREDITCARD',
    });
    expect(paymentTripRequest.parse({ kind: 'recharge', productKey: 'P-1', amount: 20, method: 'eps', bic: 'BKAUATWW' })).toMatchObject({ amount: 20, bic: 'BKAUATWW' });
  });

  it('wants a bank for EPS, in either spelling of the method', () => {
    for (const body of [
      { kind: 'open-position', billingContractId: 'BC-1', method: 'EPS' },
      { kind: 'recharge', productKey: 'P-1', amount: 20, method: 'eps' },
    ]) {
      const parsed = paymentTripRequest.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['bic', 'required']]);
    }
  });

  it('refuses an unknown kind, method or amount', () => {
    expect(paymentTripRequest.safeParse({ kind: 'refund' }).success).toBe(false);
    expect(paymentTripRequest.safeParse({ kind: 'open-position', billingContractId: 'BC-1', method: 'creditcard' }).success).toBe(false);
    expect(paymentTripRequest.safeParse({ kind: 'recharge', productKey: 'P-1', amount: -5, method: 'creditcard' }).success).toBe(false);
  });
});
