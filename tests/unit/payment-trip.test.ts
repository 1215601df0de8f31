/** The customer area's payment round trip (ADR 20): its request (the trip itself: tests/unit/provider-trip.test.ts). */
import { tripBack, tripCheckPath } from '@/lib/account/payment-trip/urls';
import { paymentTripRequest } from '@/lib/platform/contracts/payment-trip';
import type { Site } from '@/lib/platform/site/site';

describe('paymentTripRequest', () => {
  it('takes the three kinds', () => {
    expect(paymentTripRequest.parse({ kind: 'card-change' })).toEqual({ kind: 'card-change' });
    expect(paymentTripRequest.parse({ kind: 'open-position', billingContractId: ' BC-1 ', method: 'CREDITCARD' })).toEqual({
      kind: 'open-position',
      billingContractId: 'BC-1',
      method: 'CREDITCARD',
    });
    expect(paymentTripRequest.parse({ kind: 'recharge', productKey: 'P-1', amount: 20, method: 'eps', bic: 'BKAUATWW' })).toMatchObject({
      amount: 20,
      bic: 'BKAUATWW',
    });
    // TWINT (CH) needs no bank: the app is chosen on the phone.
    expect(paymentTripRequest.parse({ kind: 'recharge', productKey: 'P-1', amount: 20, method: 'twint' })).toMatchObject({
      method: 'twint',
    });
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

describe('the trip’s addresses', () => {
  const site = { locale: 'de-CH', defaultLocale: 'de-CH' } as Site;

  it('goes back to the top-up page with the method and amount, for another try after a failure', () => {
    expect(tripBack(site, { kind: 'recharge', productKey: 'P-30000003-1', amount: 20, method: 'twint' })).toBe(
      '/mein-konto/aufladen/P-30000003-1?method=twint&amount=20',
    );
  });

  it('checks a TWINT payment through the trip’s own return, bound by its state', () => {
    expect(tripCheckPath(site, 'S1', 'T-9')).toBe('/api/account/payment-trip/return?locale=de-CH&state=S1&transactionId=T-9');
  });
});
