import 'server-only';
import type { ApiFailure } from '@/lib/platform/content-api/result';
import { fieldErrorBody, rateLimitedError } from '@/lib/platform/content-api/schemas';
import { failure, type Failure } from './handler';

/**
 * A content-API failure as our handlers answer it, in one place: a 400 with the API's field errors
 * unchanged (so forms map them to their fields), 413/415 for refused files, 429 with the API's wait
 * (texts, codes), 404, 401 for a token the API no longer accepts, 403 where it wants upgraded write
 * access, and 503 for everything the visitor can only retry.
 */
export function upstreamFailure(error: ApiFailure): Failure {
  switch (error.kind) {
    case 'rejected': {
      if (error.status === 429) {
        const body = rateLimitedError.safeParse(error.body);
        return failure(429, 'rate_limited', body.success ? { retryAfter: body.data.retryAfter } : {});
      }
      if (error.status === 413) return failure(413, 'too_large');
      if (error.status === 415) return failure(415, 'unsupported_type');
      const body = fieldErrorBody.safeParse(error.body);
      return failure(400, 'invalid_request', body.success ? { fields: body.data.fields } : {});
    }
    case 'not_found':
      return failure(404, 'not_found');
    case 'unauthorized':
      return failure(401, 'session_expired');
    case 'forbidden':
      return failure(403, 'upgrade_required');
    default:
      return failure(503, 'unavailable');
  }
}
