import { NO_PROGRESS, NO_TRACE, progressState, type CheckoutProgress } from '@/lib/checkout/progress';

const CART = 'tariff:T1';
const saved: CheckoutProgress = { cart: CART, attempt: 'a'.repeat(16), personal: undefined };

describe('the checkout progress error (SPEC §8, ADR 51)', () => {
  it('keeps a stored progress for this cart', () => {
    expect(progressState(saved, { cart: CART }, CART)).toBe('kept');
    expect(progressState(saved, NO_TRACE, CART)).toBe('kept');
  });

  it('calls a progress lost when this browser saved a step for this very cart and it is gone (expired or deleted)', () => {
    expect(progressState(NO_PROGRESS, { cart: CART }, CART)).toBe('lost');
  });

  it('treats a first visit as new, never as lost', () => {
    expect(progressState(NO_PROGRESS, NO_TRACE, CART)).toBe('new');
  });

  it('starts another cart afresh without an error (ADR 13), whatever this browser had before', () => {
    expect(progressState(saved, { cart: CART }, 'tariff:T2')).toBe('new');
    expect(progressState(NO_PROGRESS, { cart: CART }, 'tariff:T2')).toBe('new');
  });

  it('never reads an empty cart as a lost progress', () => {
    expect(progressState(NO_PROGRESS, NO_TRACE, '')).toBe('new');
  });
});
