import { cookies } from 'next/headers';
import { defineHandler, seeOther } from '@/lib/bff/handler';
import { endSession } from '@/lib/bff/session';
import { SELECTION_COOKIE } from '@/lib/cart/selection';

/**
 * POST /api/auth/logout — SPEC §2: logout redirects (303) to the logout address (another one for
 * auto-login sessions) and clears the stored selected product.
 */
export const POST = defineHandler({
  session: 'optional',
  async handle({ session }) {
    await endSession();
    (await cookies()).delete(SELECTION_COOKIE);
    return seeOther((session?.autoLogin ? process.env.AUTOLOGIN_LOGOUT_URL : undefined) || process.env.LOGOUT_URL || '/');
  },
});
