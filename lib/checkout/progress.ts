import { z } from 'zod';
import { deliveryStep, numberStep, paymentStep, personalStep } from '@/lib/platform/contracts/checkout';
import type { CheckoutStep, OrderFieldCode } from '@/lib/domain/order-validation';

/**
 * The checkout's progress (ADR 13, ADR 17): per step its validated data, the cart it was started for,
 * the idempotency key of the current order attempt, the order once placed (its live payment attempt
 * is its trip, lib/checkout/payment-trips.ts), and the server's faults of a refused order. Kept sealed in `__Host-checkout` (lib/checkout/progress-store.ts); never card data.
 */
export const CHECKOUT_COOKIE = '__Host-checkout';

/** SPEC/ADR 13: 24 hours from the last saved step. */
export const CHECKOUT_MAX_AGE_SECONDS = 24 * 60 * 60;

/** A step whose stored data no longer fits its schema (a release changed it) is just not done. */
const stored = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const fault = z.object({
  step: z.enum(['personal', 'number', 'delivery', 'payment', 'summary']),
  field: z.string().max(80),
  code: z.enum(['invalid', 'invalid_email', 'emails_do_not_match', 'invalid_phone', 'porting_date_invalid', 'number_cannot_be_used']),
}) satisfies z.ZodType<{ step: CheckoutStep; field: string; code: OrderFieldCode }>;

export const placedOrder = z.object({ salesOrderId: z.string().min(1).max(64), orderToken: z.string().min(1).max(200) });
export type PlacedOrderAccess = z.infer<typeof placedOrder>;

export const checkoutProgress = z.object({
  /** The cart's fingerprint (lib/checkout/flow.ts cartFingerprint): another cart starts afresh. */
  cart: z.string().max(128),
  /** The idempotency key of this order attempt: made once, sent with every retry of POST /orders. */
  attempt: z.string().min(16).max(64),
  personal: stored(personalStep),
  number: stored(numberStep),
  delivery: stored(deliveryStep),
  payment: stored(paymentStep),
  /** The order, once POST /orders took it: a retried payment pays it, never a second order. */
  placed: stored(placedOrder),
  /** SPEC §8 "one or more steps faulty": the fields the content API refused, shown at their steps. */
  faults: z.array(fault).max(40).optional().catch(undefined),
});
export type CheckoutProgress = z.infer<typeof checkoutProgress>;
export type StepData = {
  personal: NonNullable<CheckoutProgress['personal']>;
  number: NonNullable<CheckoutProgress['number']>;
  delivery: NonNullable<CheckoutProgress['delivery']>;
  payment: NonNullable<CheckoutProgress['payment']>;
};

/** A stored progress without data: what an empty or unreadable cookie reads as. */
export const NO_PROGRESS: CheckoutProgress = { cart: '', attempt: '0000000000000000' };

/**
 * ADR 51: a trace that this browser had a checkout for a cart, kept longer than the progress itself
 * (only the cart's fingerprint: no step data), so that a lost or expired progress can be told from a
 * first visit and explained (SPEC §8 checkout progress error) instead of silently starting again.
 */
export const CHECKOUT_TRACE_COOKIE = '__Host-checkout-trace';
export const CHECKOUT_TRACE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const checkoutTrace = z.object({ cart: z.string().max(128) });
export type CheckoutTrace = z.infer<typeof checkoutTrace>;
export const NO_TRACE: CheckoutTrace = { cart: '' };

/**
 * What the visitor's stored progress is for this cart (SPEC §8 checkout progress error, ADR 51):
 * `kept` when it is there; `lost` when it is gone (expired 24 hours after the last saved step, or its
 * cookie deleted) although this browser saved a step for this very cart; `new` otherwise (a first
 * visit, or another cart, which starts afresh by design, ADR 13).
 */
export function progressState(stored: CheckoutProgress, trace: CheckoutTrace, cart: string): 'kept' | 'lost' | 'new' {
  if (cart !== '' && stored.cart === cart) return 'kept';
  return cart !== '' && trace.cart === cart ? 'lost' : 'new';
}
