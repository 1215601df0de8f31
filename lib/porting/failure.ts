import 'server-only';
import { failure, type Failure } from '@/lib/platform/bff/handler';
import { sessionExpired } from '@/lib/account/logout';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import type { ApiFailure } from '@/lib/platform/content-api/result';
import { apiError, fieldErrorBody, rateLimitedError } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site';
import type { PortingCaller } from './caller';

/** The content API's 409 codes of the signature calls that the page acts on (lib/platform/contracts/answer.ts). */
const CONFLICTS = ['verification_required', 'already_signed', 'not_signable'] as const;
type Conflict = (typeof CONFLICTS)[number];
const isConflict = (code: string | undefined): code is Conflict => (CONFLICTS as readonly (string | undefined)[]).includes(code);

/**
 * A refused porting signature call as our handlers answer it: the session's token refused logs the
 * customer out (SPEC §4; an order's or link's caller is just unauthorized), a used or expired link is
 * SPEC §8's "invalid signing link" (token_invalid), too many SMS wait (rate_limited with the API's
 * seconds), a wrong or expired code is "verification failed" at its field; the rest as every handler.
 */
export async function signatureFailure(site: Site, caller: PortingCaller, error: ApiFailure): Promise<Failure | Response> {
  if (error.kind === 'unauthorized') return caller.by === 'session' ? sessionExpired(site, caller.session) : failure(401, 'unauthorized');
  if (error.status === 410) return failure(410, 'token_invalid');
  if (error.status === 429) {
    const body = rateLimitedError.safeParse(error.body);
    return failure(429, 'rate_limited', body.success ? { retryAfter: body.data.retryAfter } : {});
  }
  const code = apiError.safeParse(error.body).data?.error;
  if (error.status === 409 && isConflict(code)) return failure(409, code);
  if (code === 'verification_failed')
    return failure(400, 'verification_failed', { fields: fieldErrorBody.safeParse(error.body).data?.fields ?? [] });
  return upstreamFailure(error);
}
