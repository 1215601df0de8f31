import type { Selection } from '@/lib/cart/selection';
import { CHECKOUT_STEPS, type CheckoutStep } from '@/lib/domain/order-validation';
import { paymentDetailsComplete } from './payment-methods';
import type { CheckoutProgress } from './progress';

export { CHECKOUT_STEPS, type CheckoutStep };

/** What of the cart decides the checkout's steps (SPEC §2). */
export type CheckoutCart = {
  /** One SIM card per tariff, in cart order. */
  simCards: { tariffId: string; simType: 'SIM' | 'ESIM' }[];
  /** A fixed line: its landline number is asked on the number step. */
  landline: boolean;
  /** Devices (smartphones, routers, repeaters) by their deviceModelSaleId. */
  devices: string[];
};

export function checkoutCart(selection: Selection): CheckoutCart {
  return {
    simCards: selection.items.flatMap((i) => (i.kind === 'tariff' ? [{ tariffId: i.id, simType: i.simType ?? 'SIM' }] : [])),
    landline: selection.items.some((i) => i.kind === 'fixedline'),
    devices: selection.items.flatMap((i) => (i.kind === 'device' ? [i.id] : [])),
  };
}

export const isEmptyCart = (cart: CheckoutCart) => cart.simCards.length === 0 && !cart.landline && cart.devices.length === 0;

/** Something is sent: a physical SIM card or a device. Only eSIMs and a fixed line: nothing to deliver. */
export const travels = (cart: CheckoutCart) => cart.devices.length > 0 || cart.simCards.some((s) => s.simType === 'SIM');

/**
 * The cart a checkout was started for: its products, not how they are set up (SIM or eSIM, activation
 * date), which the checkout follows. Another fingerprint means another cart: the progress starts afresh.
 */
export function cartFingerprint(selection: Selection): string {
  return selection.items
    .map((i) => `${i.kind}:${i.id}`)
    .sort()
    .join('|')
    .slice(0, 128);
}

/** The steps this cart goes through: no number step without SIM card or fixed line, no delivery when nothing is sent. */
export function stepsOf(cart: CheckoutCart): CheckoutStep[] {
  return CHECKOUT_STEPS.filter((step) => {
    if (step === 'number') return cart.simCards.length > 0 || cart.landline;
    if (step === 'delivery') return travels(cart);
    return true;
  });
}

/**
 * Whether a step's stored data are complete for this cart. The summary is never done: ordering ends it.
 * Payment: the devices' method where the cart has devices, and each method's details (a card token
 * from the provider's hosted field, the SEPA mandate, the EPS bank).
 */
export function isDone(step: CheckoutStep, progress: CheckoutProgress, cart: CheckoutCart): boolean {
  switch (step) {
    case 'personal':
      return progress.personal !== undefined;
    case 'number':
      return (
        progress.number !== undefined &&
        progress.number.simCards.length === cart.simCards.length &&
        (progress.number.landline !== undefined) === cart.landline
      );
    case 'delivery':
      return progress.delivery !== undefined;
    case 'payment':
      return (
        progress.payment !== undefined &&
        (cart.devices.length === 0 || progress.payment.productMethod !== undefined) &&
        paymentDetailsComplete(progress.payment)
      );
    case 'summary':
      return false;
  }
}

/** The first step not done (the summary when all are): where a visit to a later step is sent. */
export function firstIncomplete(progress: CheckoutProgress, cart: CheckoutCart): CheckoutStep {
  return stepsOf(cart).find((step) => !isDone(step, progress, cart)) ?? 'summary';
}

/** Whether a visitor may see this step now: it is part of this cart's checkout and no step before it is missing. */
export function isReachable(step: CheckoutStep, progress: CheckoutProgress, cart: CheckoutCart): boolean {
  const steps = stepsOf(cart);
  return steps.includes(step) && steps.indexOf(step) <= steps.indexOf(firstIncomplete(progress, cart));
}
