/** Our porting signature handlers of porting `id` (app/api/portings/{id}/…), for the islands. */
export type SignatureCall = 'sign' | 'issigned' | 'qrcode' | 'link-sms' | 'verification/send' | 'verification/validate';

export const signatureUrl = (id: string, call: SignatureCall) => `/api/portings/${encodeURIComponent(id)}/${call}`;

/** Refusals after which signing cannot go on here (the link used up, the porting past signing, the caller gone). */
export const ENDING_CODES: readonly string[] = [
  'token_invalid',
  'not_signable',
  'already_signed',
  'session_expired',
  'unauthorized',
  'not_found',
];
