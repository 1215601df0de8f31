import { defineHandler, seeOther } from '@/lib/bff/handler';
import { endSession } from '@/lib/bff/session';
import { clearCart } from '@/lib/cart/cart-store';

/**
 * POST /api/auth/logout — SPEC §2: logout redirects (303) to the logout address (another one for
 * auto-login sessions) and clears the stored selected product, with the personal data kept beside it
 * (ADR 13).
 */
export const POST = defineHandler({
  session: 'optional',
  async handle({ session }) {
    await endSession();
    await clearCart();
    return seeOther((session?.autoLogin ? process.env.AUTOLOGIN_LOGOUT_URL : undefined) || process.env.LOGOUT_URL || '/');
  },
});
