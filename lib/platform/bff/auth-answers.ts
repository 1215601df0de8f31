import 'server-only';
import type { ApiFailure, Result } from '@/lib/platform/content-api/result';
import { apiError, type LoginResponse } from '@/lib/platform/content-api/schemas';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Site } from '@/lib/platform/site/site';
import { failure, success, type Failure } from './handler';
import { startSession } from './session';
import { upstreamFailure } from './upstream-failure';

/*
 * What the login and password handlers (app/api/auth/*) share: the content API's authentication
 * failures as our answers, and a login's success (a new session, the way into the account).
 */

/**
 * An authentication call's failure: a used or expired link as token_invalid (SPEC §8), a refused
 * secret as invalid_credentials (never saying which part was wrong); the rest as any upstream failure
 * (field errors pass through unchanged, 429 with the API's wait). A logged-in customer's call
 * (`loggedIn`) refused with 401 means the session's token ended: session_expired.
 */
export function authFailure(error: ApiFailure, { loggedIn = false } = {}): Failure {
  if (error.kind === 'rejected' && apiError.safeParse(error.body).data?.error === 'token_invalid') return failure(400, 'token_invalid');
  if (error.kind === 'unauthorized' && !loggedIn) return failure(401, 'invalid_credentials');
  return upstreamFailure(error);
}

/** A login's answer: a fresh session for the new token (rotation), then on to the account. */
export async function loggedIn(site: Site, result: Result<LoginResponse>, options: { autoLogin?: boolean } = {}) {
  if (!result.ok) return authFailure(result.error);
  await startSession(site.market.code, result.data.token, options);
  return success({ ok: true as const, redirect: localizedPath(site, '/account') });
}

/** A send request's answer: the same whether or not the account exists. */
export const sent = (result: Result<unknown>) => (result.ok ? success({ ok: true as const }) : authFailure(result.error));
