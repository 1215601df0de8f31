import { z } from 'zod';
import { CONSENT_DECISIONS } from '@/lib/platform/consent/consent';
import { routeContract } from './answer';

/** A ticked checkbox arrives as "on" from a form, as true from the islands. */
export const ticked = z
  .union([z.boolean(), z.literal('on'), z.literal('true')])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

/** POST /api/consent: the banner's or the settings page's choice. */
export const consentRequest = z.object({
  decision: z.enum(CONSENT_DECISIONS),
  preferences: ticked,
  statistics: ticked,
  marketing: ticked,
  /** Where a form post (no JavaScript) returns to: a path of this site. */
  returnTo: z.string().max(2000).optional(),
});

export const consentContract = routeContract(z.object({ ok: z.literal(true), returnTo: z.string() }), []);
