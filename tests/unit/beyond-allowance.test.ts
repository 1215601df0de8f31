import { beyondPaymentOf } from '@/lib/domain/beyond-allowance';
import type { PrepaidBalance, SpendingCapsSummary } from '@/lib/platform/content-api/schemas';

describe('how use beyond the included units is paid', () => {
  const caps = (available: boolean): SpendingCapsSummary => ({ available, chargesSoFar: { amount: 0, currencyCode: 'EUR' } });
  const credit: PrepaidBalance = {
    name: 'Guthaben',
    balance: 12.5,
    currency: '€',
    currencyISO: 'EUR',
    allowedRechargeAmounts: [10, 20],
    allowedRechargePaymentMethods: [{ key: 'creditcard', name: 'Kreditkarte' }],
  };

  it('comes from the credit of a prepaid line, caps or not', () => {
    expect(beyondPaymentOf({ prepaid: credit, spendingCaps: caps(true) })).toBe('credit');
    expect(beyondPaymentOf({ prepaid: credit, spendingCaps: caps(false) })).toBe('credit');
  });

  it('stays within the spending caps of a postpaid line that has them, else goes on the invoice', () => {
    expect(beyondPaymentOf({ spendingCaps: caps(true) })).toBe('caps');
    expect(beyondPaymentOf({ spendingCaps: caps(false) })).toBe('invoice');
  });
});
