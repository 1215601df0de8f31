import { defineHandler } from '@/lib/platform/bff/handler';
import { MAX_SIGNATURE_BYTES, signBody, signContract } from '@/lib/platform/contracts/porting-signature';
import { onPorting } from '@/lib/porting/porting-request';
import { signAs } from '@/lib/porting/sign';

/** Per IP: a customer signs once or twice, perhaps after a failed try. */
const SIGNS = [{ limit: 20, windowMs: 10 * 60_000, key: ({ ip }: { ip: string }) => ip }];

/**
 * POST /api/portings/{id}/sign {signatureBase64 | typedName, signingToken?}: signs the porting's power
 * of attorney (PUT …/form:sign) with the drawn PNG, or with the typed name once the SMS code was
 * confirmed. The phone signs with its link's token (the link is used up), the desktop with the order
 * cookie (a drawn signature within the order: PUT /portings/form:sign, lib/porting/sign.ts)
 * or the session. Answers lib/platform/contracts/porting-signature.ts signContract: {isSigned: true};
 * 409 verification_required (the code first), not_signable; 410 token_invalid (link used or
 * expired); 413 too_large (a PNG over MAX_SIGNATURE_BYTES, refused here before it is read).
 */
export const POST = defineHandler({
  session: 'optional',
  contract: signContract,
  body: signBody,
  // The base64 of the largest PNG the content API takes, with room for the JSON around it.
  maxBytes: Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 1_000,
  limits: SIGNS,
  handle: (ctx) => onPorting(ctx, ctx.body.signingToken, (id, caller) => signAs(ctx.site.content, id, caller, ctx.body)),
});
