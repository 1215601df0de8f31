import { z } from 'zod';
import { tanCode } from '@/lib/platform/content-api/schemas/auth';
import { MAX_SIGNATURE_BYTES, signatureBase64 } from '@/lib/platform/content-api/schemas/portings';
import { routeContract } from './answer';

/*
 * The porting signature's route handlers (app/api/portings/{id}/…, SPEC §2 and §7 "Portings"): what
 * each takes and answers. Who may act is decided by the handler, not the body: the phone holds the
 * signing link's token (`signingToken`), the desktop the order's cookie (a porting of that order) or
 * the customer's session. Client-safe.
 */

export { MAX_SIGNATURE_BYTES };

/** The token of the signing link the phone opened (QR code or SMS). */
const onPhone = { signingToken: z.string().min(1).max(100).optional() };

/** The typed signature: the full name, as the content API takes it (3 to 110 characters). */
export const typedSignatureFields = z.object({
  typedName: z.string({ error: 'required' }).trim().min(3, 'too_short').max(110, 'too_long'),
});
export type TypedSignatureFields = z.input<typeof typedSignatureFields>;

/** POST /api/portings/{id}/sign: a drawn signature (PNG as base64) or the typed name once the SMS code was confirmed. */
export const signBody = z.union([z.object({ signatureBase64, ...onPhone }), typedSignatureFields.extend(onPhone)]);
export type SignBody = z.infer<typeof signBody>;

const signed = z.object({ isSigned: z.boolean() });
/** Who may not act answers like an unknown porting (not_found); a logged-out session session_expired, a missing caller unauthorized. */
const CALLER_ERRORS = ['not_found', 'unauthorized', 'session_expired'] as const;

/** Signed; or refused: a used or expired link (token_invalid), the typed name without the code, a porting past signing, an image over the limit. */
export const signContract = routeContract(signed, [
  ...CALLER_ERRORS,
  'token_invalid',
  'verification_required',
  'not_signable',
  'too_large',
]);

/** GET /api/portings/{id}/issigned: what the desktop polls while the phone signs. */
export const signedStatusContract = routeContract(signed, CALLER_ERRORS);

/** A signing link for the phone: the link, its QR code (PNG, base64) and until when it works. */
export const signingLink = z.object({ link: z.url(), qrcode: z.string().min(1), expiresAt: z.iso.datetime({ offset: true }) });
export type SigningLink = z.infer<typeof signingLink>;

/** POST /api/portings/{id}/qrcode: a new signing link with its QR code. */
export const qrCodeContract = routeContract(signingLink, [...CALLER_ERRORS, 'already_signed', 'not_signable']);

/** Where an SMS went (the number being ported is masked) and until when its code or link works. */
const smsSent = z.object({ sentTo: z.string(), expiresAt: z.iso.datetime({ offset: true }) });
export type SmsSent = z.infer<typeof smsSent>;

/** POST /api/portings/{id}/link-sms: the signing link by SMS to a phone number. */
export const linkSmsFields = z.object({
  number: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(32, 'too_long')
    .regex(/^\+?[\d ()/-]+$/, 'invalid_format'),
});
export type LinkSmsFields = z.input<typeof linkSmsFields>;
export const linkSmsContract = routeContract(smsSent, [...CALLER_ERRORS, 'already_signed', 'not_signable']);

/** POST /api/portings/{id}/verification/send: the SMS code to the number being ported. */
export const codeRequestBody = z.object(onPhone);
export const codeSentContract = routeContract(smsSent, [...CALLER_ERRORS, 'token_invalid', 'not_signable']);

/** POST /api/portings/{id}/verification/validate: the 6-digit code; a wrong or expired one is verification_failed. */
export const codeFields = z.object({ verificationCode: tanCode });
export type CodeFields = z.input<typeof codeFields>;
export const codeBody = codeFields.extend(onPhone);
export const codeCheckContract = routeContract(z.object({ verified: z.literal(true) }), [
  ...CALLER_ERRORS,
  'token_invalid',
  'verification_failed',
]);
