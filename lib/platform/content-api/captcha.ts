import 'server-only';
import { call, type ContentContext } from './client';
import type { Result } from './result';
import { captchaChallenge, captchaToken, type CaptchaAnswer, type CaptchaChallenge } from './schemas';

/**
 * The captcha service, server side. Browsers never call the content API, so its widget is not embedded:
 * our route handler fetches a challenge (the same picture and question the widget shows) for the
 * storefront's own accessible form, and solves it with the visitor's answer when numbers are reserved.
 * The single-use token goes straight on to POST /orders/numberreservations/mobile and never reaches
 * the browser.
 */

/** GET /sandbox/captcha: a new challenge, its question in the context's language. */
export const getCaptchaChallenge = (ctx: ContentContext): Promise<Result<CaptchaChallenge>> =>
  call(ctx, 'sandbox/captcha', captchaChallenge);

/** POST /sandbox/captcha: the token for a right answer; `rejected` (400) for a wrong, unknown, used or expired challenge. */
export async function solveCaptcha(ctx: ContentContext, answer: CaptchaAnswer): Promise<Result<string>> {
  const solved = await call(ctx, 'sandbox/captcha', captchaToken, { method: 'post', json: answer });
  return solved.ok ? { ok: true, data: solved.data.token } : solved;
}
