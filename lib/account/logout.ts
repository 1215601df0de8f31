import 'server-only';
import { clearCart } from '@/lib/cart/cart-store';
import { serverConfig } from '@/lib/platform/config/server-config';
import { revokeToken } from '@/lib/platform/content-api/auth';
import type { SessionExpiredAnswer } from '@/lib/platform/contracts/upstream';
import { endSession } from '@/lib/platform/bff/session';
import type { SessionData } from '@/lib/platform/bff/session-data';
import type { Site } from '@/lib/platform/site/site';

/**
 * SPEC §2, §4: logging out, by the customer or because the content API no longer accepts the token,
 * sends the browser to the logout address (its own one for an auto-login session, which the mobile
 * network would log straight in again) and clears the stored selected product.
 */
export function logoutAddress(session: Pick<SessionData, 'autoLogin'> | null | undefined): string {
  const { AUTOLOGIN_LOGOUT_URL, LOGOUT_URL } = serverConfig();
  return (session?.autoLogin ? AUTOLOGIN_LOGOUT_URL : undefined) || LOGOUT_URL || '/';
}

/**
 * Route handlers only: revokes the upstream token (whatever the content API answers, the session ends
 * here), ends the session and clears the cart; answers where the browser goes now.
 */
export async function logOut(site: Site, session: Pick<SessionData, 'autoLogin' | 'token'> | null | undefined): Promise<string> {
  if (session) await revokeToken(site.content, session.token);
  await endSession();
  await clearCart();
  return logoutAddress(session);
}

/**
 * A route handler's answer when the content API refused the session's token (SPEC §4): logged out
 * (session and cart cleared) and 401 with the logout address, where the island sends the browser.
 */
export async function sessionExpired(site: Site, session: Pick<SessionData, 'autoLogin' | 'token'> | null | undefined): Promise<Response> {
  const answer: SessionExpiredAnswer = { error: 'session_expired', logout: await logOut(site, session) };
  return Response.json(answer, { status: 401, headers: { 'Cache-Control': 'no-store' } });
}
