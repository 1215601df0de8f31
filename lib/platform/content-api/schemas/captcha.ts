import { z } from 'zod';

/**
 * The captcha whose token a number reservation takes (SPEC §7 turnstileToken). The reference API's
 * sandbox stands in for the captcha service: a challenge is a code in a picture and, as its accessible
 * alternative, a short question in the caller's language; either answer solves it once.
 */

/** GET /sandbox/captcha: a challenge, valid 5 minutes and for one attempt. */
export const captchaChallenge = z.object({
  challengeId: z.string().min(1).max(64),
  /** The code as an SVG picture (a data URL). */
  image: z.string().startsWith('data:image/svg+xml;base64,').max(20_000),
  /** The text alternative: a sum to answer in digits. */
  question: z.string().min(1).max(200),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

/** Body of POST /sandbox/captcha: the code of the picture or the answer to the question. */
export const captchaAnswer = z.object({ challengeId: z.string().min(1).max(64), answer: z.string().trim().min(1).max(20) });
export type CaptchaAnswer = z.infer<typeof captchaAnswer>;

/** 201 of POST /sandbox/captcha: a single-use token for the reservation, valid 5 minutes. */
export const captchaToken = z.object({ token: z.string().min(1).max(200), expiresAt: z.iso.datetime({ offset: true }) });
