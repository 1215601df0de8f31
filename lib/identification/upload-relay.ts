import 'server-only';
import { limitedStream } from '@/lib/platform/bff/body';
import { failure, success, type Failure, type Success } from '@/lib/platform/bff/handler';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { uploadIdentification, uploadRefusalOf } from '@/lib/platform/content-api/identification';
import type { ApiFailure } from '@/lib/platform/content-api/result';
import type { FieldError } from '@/lib/platform/contracts/answer';
import { UPLOAD_TOKEN_HEADER, uploadToken } from '@/lib/platform/contracts/identification-upload';
import { maxUploadBodyOf, UPLOAD_LIMITS } from '@/lib/domain/identification-upload';
import type { UploadKind } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site';

const MULTIPART = /^multipart\/form-data;.*\bboundary=/i;

/**
 * The phone's upload passed on to the content API as it arrives (POST /identification/{kind}/upload):
 * never read whole, never kept. A body that cannot fit the kind's files (UPLOAD_LIMITS) is refused
 * with 413 as soon as it passes that size, whatever its Content-Length said; the content API checks
 * each file as it streams by (type from the bytes, size, count) and decides. The link's token comes
 * in a header; without one that could be a token the link is invalid.
 */
export async function relayUpload(site: Site, kind: UploadKind, request: Request): Promise<Success<{ ok: true }> | Failure> {
  const token = uploadToken.safeParse(request.headers.get(UPLOAD_TOKEN_HEADER));
  if (!token.success) return failure(404, 'token_invalid');
  const contentType = request.headers.get('content-type') ?? '';
  if (!MULTIPART.test(contentType) || !request.body) return failure(415, 'unsupported_type');
  const limited = limitedStream(request.body, maxUploadBodyOf(UPLOAD_LIMITS[kind]));
  const sent = await uploadIdentification(site.content, kind, token.data, { stream: limited.stream, contentType, signal: request.signal });
  if (limited.exceeded()) return failure(413, 'too_large');
  return sent.ok ? success({ ok: true as const }, { status: 201 }) : refusalOf(kind, sent.error);
}

/**
 * The content API's refusal as the phone page reads it: the file it concerns (front, back, video) in
 * `fields`, a used or expired (410) or unknown (404 link_invalid) link as token_invalid.
 */
function refusalOf(kind: UploadKind, error: ApiFailure): Failure {
  const refusal = uploadRefusalOf(error);
  const field = refusal?.field !== undefined && UPLOAD_LIMITS[kind].fields.includes(refusal.field) ? refusal.field : undefined;
  const at = (code: FieldError['code']) => (field ? { fields: [{ field, code }] } : {});
  if (error.status === 410 || refusal?.error === 'link_invalid') return failure(error.status === 410 ? 410 : 404, 'token_invalid');
  if (error.status === 413) return failure(413, 'too_large', at('too_large'));
  if (error.status === 415) return failure(415, 'unsupported_type', at('invalid_format'));
  if (error.status === 400) return failure(400, 'invalid_request', refusal?.error === 'missing_file' ? at('required') : {});
  return upstreamFailure(error);
}
