import { z } from 'zod';

/*
 * What providers send back to our return addresses (ADR 43), read by each return handler. Client-safe.
 */

/** A provider's id of an attempt (a transaction, a purchase): letters, digits, '-' and '_'. */
export const attemptId = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

/** Any return's parameters, bounded, so a handler reads a malformed one itself (back with its outcome) instead of the door's 400. */
export const anyReturn = z.record(z.string().max(40), z.string().max(500));

/** What 3-D Secure and an EPS bank send back. */
export const transactionReturn = z.object({ transactionId: attemptId });

/** What the provider's hosted card field sends back: its card token, the brand and the last four digits, nothing else. */
export const hostedCardReturn = z.strictObject({
  cardToken: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  brand: z.string().regex(/^[A-Za-z][A-Za-z _-]{0,29}$/),
  last4: z.string().regex(/^\d{4}$/),
});
