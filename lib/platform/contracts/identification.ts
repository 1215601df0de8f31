import { z } from 'zod';
import { routeContract } from './answer';

/**
 * The identification's trips through the identity providers' pages (SPEC §7): POST
 * /api/identification/national-id and /api/identification/bank start one and answer the provider's
 * page (`next`, absolute); POST /api/identification/national-id/confirm takes over the national
 * digital ID's differing data and answers the return page that shows the success (`next`, a path).
 * The order is the one of the sealed order cookie, never named in the body; forms send their page's
 * `locale`. not_found: no order (or, for confirm, no trip under way; for a start, the market does
 * not offer the method). Client-safe.
 */

export const nationalIdStartRequest = z.object({});

/** The bank to log in at (GET /identification/e-id/bics/). */
export const bankStartRequest = z.object({ bic: z.string({ error: 'required' }).trim().min(1, 'required').max(11, 'too_long') });

export const nationalIdConfirmRequest = z.object({});

export const identificationStartContract = routeContract(z.object({ next: z.url() }), ['not_found', 'session_expired']);
export const identificationConfirmContract = routeContract(z.object({ next: z.string().startsWith('/') }), [
  'not_found',
  'session_expired',
]);
