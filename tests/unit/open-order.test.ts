import { isOrderOpen } from '@/lib/checkout/open-order';

/** SPEC §2, §4: the cart's open-order notice shows for an order still waiting for payment or identification. */
describe('an open order', () => {
  it('is one whose payment or identification is still open', () => {
    expect(isOrderOpen({ status: 'PAYMENT_PENDING', isPaymentOpen: true, isIdentOpen: true })).toBe(true);
    expect(isOrderOpen({ status: 'PROCESSING', isPaymentOpen: false, isIdentOpen: true })).toBe(true);
  });

  it('is not a complete or a cancelled one', () => {
    expect(isOrderOpen({ status: 'SUCCESS', isPaymentOpen: false, isIdentOpen: false })).toBe(false);
    expect(isOrderOpen({ status: 'CANCELLED', isPaymentOpen: true, isIdentOpen: true })).toBe(false);
  });
});
