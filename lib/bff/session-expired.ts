import 'server-only';
import type { SessionExpiredAnswer } from '@/lib/contracts/upstream';
import type { Site } from '@/lib/site/site';
import { logOut } from './logout';
import type { SessionData } from './session-data';

/**
 * SPEC §4: the content API refused the session's token, so the customer is logged out (session ended,
 * cart cleared); the 401 names the logout address for the browser. Route handlers only.
 */
export async function sessionExpired(site: Site, session: SessionData | null): Promise<Response> {
  const answer: SessionExpiredAnswer = { error: 'session_expired', logout: await logOut(site, session) };
  return Response.json(answer, { status: 401, headers: { 'Cache-Control': 'no-store' } });
}
