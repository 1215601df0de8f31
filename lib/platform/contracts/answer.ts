import { z } from 'zod';
import { fieldErrorCode } from '@/lib/platform/content-api/schemas/fixedline';

/**
 * The answers of our own route handlers (app/api), as zod schemas shared by the handler (lib/platform/bff/handler
 * types its outcomes with them), the island that reads the answer and the tests that stub it. Client-safe:
 * no server code here.
 */

/** Machine-readable error codes of our route handlers; the UI maps each to a translated message. */
export const BFF_ERROR_CODES = [
  'invalid_request',
  'forbidden_origin',
  'invalid_credentials',
  'rate_limited',
  'unavailable',
  'not_found',
  'unauthorized',
  'session_expired',
  'upgrade_required',
  'unknown_product',
  'out_of_stock',
  'tariff_required',
  'invalid_combination',
  'supplier_mismatch',
  // A partner's tariff ordered without having come through the partner's link (ADR 50).
  'partner_link_required',
  'consent_required',
  'too_large',
  'unsupported_type',
  // The checkout's order (POST /api/checkout/order): the content API refused fields of some steps
  // (SPEC §8 "one or more steps faulty"), a step is still missing, the same order attempt still runs.
  'steps_faulty',
  'steps_incomplete',
  'order_in_progress',
  'not_cancellable',
  // Number reservations of the checkout: the captcha not solved, a reservation no longer held.
  'captcha_failed',
  'reservation_expired',
  // The porting signature (SPEC §4, §8): a wrong or expired SMS code ("verification failed"), a typed
  // name not yet confirmed by the code, a porting signed already or past signing.
  'verification_failed',
  'verification_required',
  'already_signed',
  'not_signable',
  // An e-mailed or texted link (one-time login, password reset, first password) used, expired or
  // unknown: SPEC §8 "link invalid or expired".
  'token_invalid',
] as const;
export const bffErrorCode = z.enum(BFF_ERROR_CODES);
export type BffErrorCode = z.infer<typeof bffErrorCode>;

/** Codes any handler may answer: its door (lib/platform/bff/handler.ts) produces them before the business step. */
export const DOOR_ERRORS = ['invalid_request', 'forbidden_origin', 'rate_limited', 'unavailable'] as const;

/** One invalid field: its name (dotted for nested fields, "address.zip") and why. */
export const fieldError = z.object({ field: z.string(), code: fieldErrorCode });
export type FieldError = z.infer<typeof fieldError>;

/** A failed call's body, whatever the route: what an island reads through a contract's `error`. */
export type ErrorBody = { error: BffErrorCode; fields?: FieldError[]; retryAfter?: number };

/** The body of a failed call: the code, and where it applies the invalid fields or the seconds to wait. */
export function errorAnswer<const C extends readonly BffErrorCode[]>(codes: C) {
  return z.object({
    error: z.enum([...DOOR_ERRORS, ...codes]),
    fields: z.array(fieldError).optional(),
    retryAfter: z.number().int().positive().optional(),
  });
}

/**
 * A route's contract: what it answers on success (`ok`) and which error codes it may answer
 * (besides the door's), and the union of both, which an island parses.
 */
export function routeContract<O extends z.ZodType, const C extends readonly BffErrorCode[]>(ok: O, errors: C) {
  const error = errorAnswer(errors);
  return { ok, error, answer: z.union([ok, error]), errors };
}
/** What a handler definition needs of a contract to type its outcomes. */
export type RouteContract = { ok: z.ZodType; errors: readonly BffErrorCode[] };
