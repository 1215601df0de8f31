import { cookies } from 'next/headers';
import { jsonError } from '@/lib/bff/errors';
import { seeOther } from '@/lib/bff/form';
import { isSameOrigin } from '@/lib/bff/origin';
import { requestSite } from '@/lib/bff/request-site';
import { endSession, readSession } from '@/lib/bff/session';
import { SELECTION_COOKIE } from '@/lib/cart/selection';

/**
 * SPEC §2: logout redirects to the logout address (another one for auto-login sessions) and clears
 * the stored selected product.
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden_origin');
  const site = await requestSite(request);
  const session = await readSession(site.market);
  await endSession();
  (await cookies()).delete(SELECTION_COOKIE);
  const target =
    (session?.autoLogin ? process.env.AUTOLOGIN_LOGOUT_URL : undefined) || process.env.LOGOUT_URL || '/';
  return seeOther(target);
}
