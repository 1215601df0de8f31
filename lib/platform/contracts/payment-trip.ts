import { z } from 'zod';
import { routeContract } from './answer';

/**
 * POST /api/account/payment-trip (ADR 20): a customer-area payment that goes through the provider's
 * pages (the hosted card field, 3-D Secure, the EPS bank), which /api/upstream cannot carry. Three
 * purposes: the bills to a new card, the open position paid by card or EPS, a prepaid line recharged
 * by card or EPS. The answer's `next` is the absolute URL the browser goes to. Client-safe.
 */

const id = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long');
const bic = z.string({ error: 'required' }).trim().min(1, 'required').max(11, 'too_long');

/** SPEC §7 PUT /payment/changemethod/creditcard/: the bills to a card typed into the hosted field (upgraded write access). */
const cardChange = z.object({ kind: z.literal('card-change') });

/** SPEC §7 POST /payment/billingcontracts/{id}/order/creditcard/ or …/order/eps: what the customer owes (GET /payment/openposition). */
const openPosition = z.object({
  kind: z.literal('open-position'),
  billingContractId: id(40),
  method: z.enum(['CREDITCARD', 'EPS'], { error: 'invalid_format' }),
  bic: bic.optional(),
});

/**
 * SPEC §7 POST /payment/method/creditcard:rechargeprepaid, eps:rechargeprepaid or twint:rechargeprepaid:
 * a prepaid line topped up (TWINT: `next` is our page that waits for the app's answer, ADR 48).
 */
const recharge = z.object({
  kind: z.literal('recharge'),
  productKey: id(40),
  amount: z.number({ error: 'required' }).positive('invalid_format'),
  method: z.enum(['creditcard', 'eps', 'twint'], { error: 'invalid_format' }),
  bic: bic.optional(),
});

/** An EPS transfer needs the bank it starts from (GET /payment/eps/banklist). */
const bicForEps = <T extends { method: string; bic?: string }>(trip: T, ctx: z.RefinementCtx) => {
  if (trip.method.toUpperCase() === 'EPS' && !trip.bic) ctx.addIssue({ code: 'custom', path: ['bic'], message: 'required' });
};

/** The open position's form checks itself with this member of the union. */
export const openPositionTripRequest = openPosition.superRefine(bicForEps);
export const paymentTripRequest = z.discriminatedUnion('kind', [cardChange, openPositionTripRequest, recharge.superRefine(bicForEps)]);
export type PaymentTripRequest = z.infer<typeof paymentTripRequest>;
export type PaymentTripKind = PaymentTripRequest['kind'];

/** 403 upgrade_required (a card change without upgraded write access, as the door answers), 404 for a contract or line not the customer's. */
export const paymentTripContract = routeContract(z.object({ next: z.url() }), [
  'unauthorized',
  'session_expired',
  'upgrade_required',
  'not_found',
]);

/** Which of the payment page's trips came back (?purpose=, set by the trip's return address). */
export const pagePurpose = z.enum(['card-change', 'open-position']);
export type PagePurpose = z.infer<typeof pagePurpose>;
