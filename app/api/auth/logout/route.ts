import { defineHandler, seeOther } from '@/lib/platform/bff/handler';
import { logOut } from '@/lib/account/logout';

/**
 * POST /api/auth/logout — SPEC §2: logout redirects (303) to the logout address (another one for
 * auto-login sessions) and clears the stored selected product, with the personal data kept beside it
 * (ADR 13).
 */
export const POST = defineHandler({
  session: 'optional',
  async handle({ site, session }) {
    return seeOther(await logOut(site, session));
  },
});
