/** SPEC §3 SIM state, eSIM, SIM replacement and Authorisation code; §7 SIM cards and the line's codes. */
import { z } from 'zod';
import { iccidProblem } from '@storefront/rules/iccid';
import { simType } from './tariffs';

export const simStatus = z.enum(['ACTIVE', 'BLOCKED']);
export type SimStatus = z.infer<typeof simStatus>;

/**
 * GET /simcards/{id}: phoneAccountId is the line's product key; the card in use besides, and a
 * physical replacement on its way (when it was asked for; its ICCID only on the card itself), which
 * the customer confirms once it arrives, maybe days later.
 */
export const simState = z.object({
  phoneAccountId: z.string(),
  status: simStatus,
  simType,
  humanReadableIccid: z.string(),
  shippedReplacement: z.object({ requestedAt: z.iso.datetime({ offset: true }) }).optional(),
});
export type SimState = z.infer<typeof simState>;

/** SPEC §3 eSIM: the profile to install, and the 6-digit code the phone asks for (SPEC §9). */
export const esimProfile = z.object({
  matchingId: z.string().regex(/^[0-9A-Z-]+$/),
  smdpAddress: z.string(),
  activationCode: z.string().regex(/^\d{6}$/),
});
export type EsimProfile = z.infer<typeof esimProfile>;

/** Body of POST /simcards/replacements: a new physical card by post, or a new eSIM profile now. */
export const simReplacementRequest = z.strictObject({
  productKey: z.string({ error: 'required' }).min(1, 'required'),
  simType: z.enum(simType.options, { error: 'required' }),
});
export type SimReplacementRequest = z.infer<typeof simReplacementRequest>;

/**
 * SPEC §3 SIM replacement: the new card. A physical card is SHIPPED until the customer confirms it
 * with the ICCID printed on it; an eSIM is ACTIVE at once, with its profile.
 */
export const simReplacement = z.object({
  productKey: z.string(),
  simType,
  status: z.enum(['SHIPPED', 'ACTIVE']),
  technicalIccid: z.string(),
  humanReadableIccid: z.string(),
  requestedAt: z.iso.datetime({ offset: true }),
  esim: esimProfile.optional(),
});
export type SimReplacement = z.infer<typeof simReplacement>;

/**
 * The ICCID printed on the replacement card, as the customer types it (spaces allowed), checked as
 * POST /simcards/{id}/replacements/{iccid} checks it: 19 or 20 digits with a Luhn check digit.
 */
export const simReplacementConfirmation = z.strictObject({
  iccid: z.string({ error: 'required' }).superRefine((value, ctx) => {
    const problem = iccidProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type SimReplacementConfirmation = z.infer<typeof simReplacementConfirmation>;

export const authorisationCodeType = z.enum(['PAC', 'STAC']);
export type AuthorisationCodeType = z.infer<typeof authorisationCodeType>;

/** SPEC §3 Authorisation code (UK switching): valid up to and including expiryDate. */
export const authorisationCode = z.object({ type: authorisationCodeType, code: z.string(), expiryDate: z.iso.date() });
export type AuthorisationCode = z.infer<typeof authorisationCode>;
/** GET …/porting/authorisationcode: the line's codes still valid today. */
export const authorisationCodes = z.array(authorisationCode);
