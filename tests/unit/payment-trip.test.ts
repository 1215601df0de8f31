/** The pure parts of the customer area's payment round trip (ADR 20): its request, the outcome on the page, the next step. */
import { paymentTripRequest, tripReturnOf } from '@/lib/contracts/payment-trip';
import { backWith, nextStepOf, outcomeOf } from '@/lib/account/trip-outcome';

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

describe('outcomeOf and nextStepOf', () => {
  it('maps the provider’s status to the page’s outcome, a failure with its reason', () => {
    expect(outcomeOf('SUCCESS')).toEqual({ trip: 'success' });
    expect(outcomeOf('PENDING')).toEqual({ trip: 'pending' });
    expect(outcomeOf('ERROR', 'DECLINED')).toEqual({ trip: 'failed', reason: 'DECLINED' });
    expect(outcomeOf('ERROR')).toEqual({ trip: 'failed' });
  });

  it('goes to the provider’s page while PENDING with one, with its parameters', () => {
    expect(nextStepOf({ status: 'PENDING', redirectUrl: 'https://pay.example/3ds/1', redirectParameters: { md: 'x' } })).toEqual({ go: 'https://pay.example/3ds/1?md=x' });
    expect(nextStepOf({ status: 'PENDING', intermediateClientRequestUrl: 'https://pay.example/device' })).toEqual({ go: 'https://pay.example/device' });
    expect(nextStepOf({ status: 'PENDING' })).toEqual({ done: { trip: 'pending' } });
    expect(nextStepOf({ status: 'ERROR', reason: 'INSUFFICIENT_FUNDS', redirectUrl: 'https://pay.example/x' })).toEqual({
      done: { trip: 'failed', reason: 'INSUFFICIENT_FUNDS' },
    });
  });
});

describe('backWith and tripReturnOf', () => {
  it('puts the outcome in the query before the fragment, replacing an old one', () => {
    expect(backWith('/mein-konto/zahlung#open-positions', { trip: 'success' })).toBe('/mein-konto/zahlung?trip=success#open-positions');
    expect(backWith('/en/account/payment?trip=failed&reason=DECLINED', { trip: 'pending' })).toBe('/en/account/payment?trip=pending');
    expect(backWith('/mein-konto/aufladen/P-1', { trip: 'failed', reason: 'ABANDONED' })).toBe('/mein-konto/aufladen/P-1?trip=failed&reason=ABANDONED');
  });

  it('reads a page’s query back, ignoring what is not an outcome', () => {
    expect(tripReturnOf({ trip: 'failed', reason: 'AUTHENTICATION_FAILED' })).toEqual({ trip: 'failed', reason: 'AUTHENTICATION_FAILED' });
    expect(tripReturnOf({ trip: 'failed', reason: '<b>' })).toEqual({ trip: 'failed' });
    expect(tripReturnOf({ trip: 'success', reason: 'DECLINED' })).toEqual({ trip: 'success' });
    expect(tripReturnOf({ trip: 'maybe' })).toBeUndefined();
    expect(tripReturnOf({})).toBeUndefined();
  });
});
