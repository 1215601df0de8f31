import { z } from 'zod';
import type { UploadKind } from '@/lib/platform/content-api/schemas';
import { routeContract } from './answer';

/*
 * The ID photo upload and selfie video's route handlers (app/api/identification/upload/[kind]/*):
 * the phone's upload, and the desktop's view of it (the status it follows, a new link by SMS).
 * Client-safe.
 */

/** The header that carries the link's token with the phone's upload (never the URL of a POST). */
export const UPLOAD_TOKEN_HEADER = 'X-Upload-Token';

/** A link's token as the reference API makes them (24 random bytes, base64url); anything else is no link. */
export const uploadToken = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

export const uploadPath = (kind: UploadKind) => `/api/identification/upload/${kind}`;

/**
 * POST …/upload/{kind}: the multipart body (front and back, or video) as the content API takes it.
 * 201 {ok: true} once received; 413 too_large and 415 unsupported_type with the file (`fields`: its
 * field and too_large or invalid_format), 400 invalid_request (`fields`: a missing file, required),
 * token_invalid for a link that is used, expired or unknown (410/404).
 */
export const uploadContract = routeContract(z.object({ ok: z.literal(true) }), [
  'too_large',
  'unsupported_type',
  'token_invalid',
  'not_found',
]);

/** The upload statuses the desktop follows (SPEC §7 POST …/upload/status). */
export const uploadProgressStatus = z.enum(['WAITING', 'UPLOADED', 'VERIFIED', 'FAILED']);
export type UploadProgressStatus = z.infer<typeof uploadProgressStatus>;

/** An attempt's id as the content API names them (IDU-…, VID-…). */
const attemptId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** The links the desktop follows: the QR code's and those texted since (the phone may open any). */
export const MAX_FOLLOWED = 4;
export const uploadStatusQuery = z.strictObject({
  attempts: z
    .string()
    .transform((list) => list.split(','))
    .pipe(z.array(attemptId).min(1).max(MAX_FOLLOWED)),
});

export const uploadStatusPath = (kind: UploadKind, attempts: readonly string[]) =>
  `/api/identification/upload/${kind}/status?attempts=${attempts.map(encodeURIComponent).join(',')}`;

/** GET …/status?attempts=a,b: the furthest status of the followed links; not_found without the order or for an attempt not its own. */
export const uploadStatusContract = routeContract(z.object({ status: uploadProgressStatus }), ['not_found']);

export const linkSmsPath = (kind: UploadKind) => `/api/identification/upload/${kind}/link-sms`;

/** POST …/link-sms: the phone number the new link goes to (the content API decides whether it is one). */
export const linkSmsFields = z.object({ number: z.string({ error: 'required' }).trim().min(1, 'required').max(32, 'too_long') });
export type LinkSmsFields = z.infer<typeof linkSmsFields>;

/**
 * Sent: where to (international form) and the new link's attempt, which the desktop follows too, and
 * until when it works. 400 with `number` invalid_format for a number that is none (SPEC §8 "SMS could
 * not be sent to the given number"), 429 for too many texts, not_found without an open order.
 */
export const linkSmsContract = routeContract(z.object({ sentTo: z.string(), identTransactionId: z.string(), expiresAt: z.string() }), [
  'not_found',
]);
