/**
 * POST /api/identification/upload/{id|video} — the phone's ID photos (front and back) or selfie video,
 * multipart, with the upload link's token in the X-Upload-Token header (the link authorises: no
 * order cookie). Same-origin only. Streamed through to the content API (lib/identification/upload-relay.ts):
 *
 *   → 201 {ok:true}: received; the desktop's status moves to UPLOADED.
 *   → 413 {error:'too_large', fields?}: a file above its limit, or a body larger than the files can
 *     be (refused by Content-Length before reading, or as soon as the stream passes it).
 *   → 415 {error:'unsupported_type', fields?}: not multipart, or a file of another type by its bytes.
 *   → 400 {error:'invalid_request', fields?}: a file missing (required) or a body that is not multipart.
 *   → 410/404 {error:'token_invalid'}: the link was used, has expired, or is none.
 *   → 404 {error:'not_found'}: another kind, or one the market does not offer.
 */
import { defineHandler, failure, type HandlerDefinition } from '@/lib/platform/bff/handler';
import { uploadContract } from '@/lib/platform/contracts/identification-upload';
import { maxUploadBodyOf, UPLOAD_LIMITS } from '@/lib/domain/identification-upload';
import { uploadKindOf } from '@/lib/identification/upload-kind';
import { relayUpload } from '@/lib/identification/upload-relay';
import type { UploadKind } from '@/lib/platform/content-api/schemas';

export const dynamic = 'force-dynamic';

/** Per IP: a few tries with the camera and the file picker, for ID photos and the video. */
const UPLOADS = [{ limit: 20, windowMs: 10 * 60_000, key: ({ ip }: { ip: string }) => ip }];

const definition = (kind: UploadKind): HandlerDefinition<undefined, typeof uploadContract> => ({
  contract: uploadContract,
  maxBytes: maxUploadBodyOf(UPLOAD_LIMITS[kind]),
  limits: UPLOADS,
  handle: ({ site, request }) => relayUpload(site, kind, request),
});
const DEFINITIONS: Record<UploadKind, HandlerDefinition<undefined, typeof uploadContract>> = {
  id: definition('id'),
  video: definition('video'),
};

export const POST = defineHandler((_request, params) => {
  const kind = uploadKindOf(params.kind);
  return kind ? DEFINITIONS[kind] : failure(404, 'not_found');
});
