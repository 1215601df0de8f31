import 'server-only';
import { solveCaptcha } from '@/lib/platform/content-api/captcha';
import type { ContentContext } from '@/lib/platform/content-api/client';
import { fail, ok, type Result } from '@/lib/platform/content-api/result';
import type { CaptchaProof } from '@/lib/platform/contracts/checkout-numbers';
import type { CaptchaConfig } from './captcha-config';

/**
 * The token a number reservation takes (SPEC §7 turnstileToken) for what the browser's captcha gave
 * it, by the configured captcha (ADR 49): the sandbox's answer is solved at the content API for its
 * single-use token; a provider widget's token is passed on as it is (the content API verifies it with
 * the provider). The proof of the other captcha is `rejected`, as a wrong answer is.
 */
export async function reservationToken(ctx: ContentContext, config: CaptchaConfig, proof: CaptchaProof): Promise<Result<string>> {
  if (config.kind === 'widget') return 'turnstileToken' in proof ? ok(proof.turnstileToken) : notThisCaptcha;
  return 'challengeId' in proof ? solveCaptcha(ctx, proof) : notThisCaptcha;
}

const notThisCaptcha = fail<string>({ kind: 'rejected', path: 'captcha' });
