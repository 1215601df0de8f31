import { z } from 'zod';
import { captchaChallenge, MAX_SIM_CARDS } from '@/lib/platform/content-api/schemas';
import { routeContract } from './answer';

/**
 * /api/checkout/numbers: the new numbers of the checkout's number step, held for the visitor by
 * reservations of the content API (SPEC §7 Orders). A reservation needs a solved captcha: the island
 * shows a challenge (a code in a picture, and a sum as its text alternative), the handler solves it
 * with the visitor's answer on the server and reserves with the token.
 *
 * - GET  ?locale=            200 a challenge {challengeId, image, question, expiresAt}; 404 not_found while
 *                            a provider widget is the configured captcha (ADR 49)
 * - POST {challengeId, answer, locale} (the sandbox captcha) or {turnstileToken, locale} (a provider widget)
 *                            201 {reservations: [{simCard, numberingPlanAssignmentId, numbers, expiresAt}]}, one
 *                            per SIM card of the cart; 400 invalid_request with fields (answer missing),
 *                            400 captcha_failed (wrong answer, or the challenge expired or was used: show a
 *                            new one; the proof of a captcha other than the configured one); 404 not_found (no SIM card in the cart)
 * - PUT  {numberingPlanAssignmentIds, locale}
 *                            200 {reservations: [{numberingPlanAssignmentId, expiresAt}]} held longer;
 *                            410 reservation_expired (reserve again)
 */

export { captchaChallenge, type CaptchaChallenge } from '@/lib/platform/content-api/schemas';
export const captchaChallengeContract = routeContract(captchaChallenge, ['not_found']);

/**
 * What the captcha gave the browser (ADR 49): the sandbox challenge and its answer, or the provider
 * widget's token (which the handler passes on as turnstileToken). Which one counts is configuration's.
 */
export type CaptchaProof = { challengeId: string; answer: string } | { turnstileToken: string };

export const numbersReserveRequest = z
  .object({
    challengeId: z.string().min(1, 'required').max(64, 'too_long').optional(),
    /** The code of the picture or the answer to the question. */
    answer: z.string().trim().min(1, 'required').max(20, 'too_long').optional(),
    /** The provider widget's token (Turnstile's are up to 2048 characters). */
    turnstileToken: z.string().min(1, 'required').max(2048, 'too_long').optional(),
  })
  .transform((body, ctx): CaptchaProof => {
    if (body.turnstileToken !== undefined) return { turnstileToken: body.turnstileToken };
    const { challengeId, answer } = body;
    if (challengeId === undefined) ctx.addIssue({ code: 'custom', path: ['challengeId'], message: 'required' });
    if (answer === undefined) ctx.addIssue({ code: 'custom', path: ['answer'], message: 'required' });
    return challengeId !== undefined && answer !== undefined ? { challengeId, answer } : z.NEVER;
  });
export type NumbersReserveRequest = z.output<typeof numbersReserveRequest>;

const instant = z.iso.datetime({ offset: true });

/** The numbers offered for one SIM card of the cart (its index in cart order), held until expiresAt. */
export const offeredNumbers = z.object({
  simCard: z.int().min(0),
  numberingPlanAssignmentId: z.string().min(1),
  numbers: z.array(z.string().min(1)).min(1),
  expiresAt: instant,
});
export type OfferedNumbers = z.infer<typeof offeredNumbers>;

export const numbersReserved = z.object({ reservations: z.array(offeredNumbers).min(1) });
export const numbersReserveContract = routeContract(numbersReserved, ['captcha_failed', 'not_found']);

export const numbersExtendRequest = z.object({
  numberingPlanAssignmentIds: z.array(z.string().min(1).max(64)).min(1).max(MAX_SIM_CARDS),
});
export type NumbersExtendRequest = z.infer<typeof numbersExtendRequest>;

export const numbersExtended = z.object({ reservations: z.array(z.object({ numberingPlanAssignmentId: z.string(), expiresAt: instant })) });
export type NumbersExtended = z.infer<typeof numbersExtended>;
export const numbersExtendContract = routeContract(numbersExtended, ['reservation_expired']);
