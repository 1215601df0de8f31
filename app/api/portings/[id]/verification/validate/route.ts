import { defineHandler } from '@/lib/platform/bff/handler';
import { validatePortingCode } from '@/lib/platform/content-api/porting-signature';
import { codeBody, codeCheckContract } from '@/lib/platform/contracts/porting-signature';
import { onPorting } from '@/lib/porting/porting-request';

/** Per IP, besides the content API's own guessing protection per porting. */
const CHECKS = [{ limit: 30, windowMs: 10 * 60_000, key: ({ ip }: { ip: string }) => ip }];

/**
 * POST /api/portings/{id}/verification/validate {verificationCode, signingToken?}: confirms the SMS
 * code (PUT …/verification/sms:validate), after which the typed name signs for 15 minutes. Answers
 * codeCheckContract: {verified: true}; 400 verification_failed with the field verificationCode for a
 * wrong, used or expired code (SPEC §8 "verification failed").
 */
export const POST = defineHandler({
  session: 'optional',
  contract: codeCheckContract,
  body: codeBody,
  limits: CHECKS,
  handle: (ctx) =>
    onPorting(ctx, ctx.body.signingToken, (id, caller) =>
      validatePortingCode(ctx.site.content, caller.auth, id, ctx.body.verificationCode, ctx.body.signingToken),
    ),
});
