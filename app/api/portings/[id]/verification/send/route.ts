import { perIp } from '@/lib/platform/bff/auth-limits';
import { defineHandler } from '@/lib/platform/bff/handler';
import { sendPortingCode } from '@/lib/platform/content-api/porting-signature';
import { codeRequestBody, codeSentContract } from '@/lib/platform/contracts/porting-signature';
import { onPorting } from '@/lib/porting/porting-request';

const SENDS = [perIp<{ signingToken?: string }>()];

/**
 * POST /api/portings/{id}/verification/send {signingToken?}: texts the 6-digit code that confirms a
 * typed signature to the number being ported (GET …/verification/sms:send; a POST here, since it sends
 * an SMS). Answers codeSentContract: {sentTo (masked), expiresAt}; 429 with retryAfter after 3 codes
 * in 10 minutes.
 */
export const POST = defineHandler({
  session: 'optional',
  contract: codeSentContract,
  body: codeRequestBody,
  limits: SENDS,
  handle: (ctx) =>
    onPorting(ctx, ctx.body.signingToken, (id, caller) => sendPortingCode(ctx.site.content, caller.auth, id, ctx.body.signingToken)),
});
