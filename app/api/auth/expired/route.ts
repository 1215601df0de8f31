import { defineHandler, seeOther } from '@/lib/platform/bff/handler';
import { logOut } from '@/lib/account/logout';
import { getUserStatus } from '@/lib/platform/content-api/auth';
import { localizedPath } from '@/lib/platform/i18n/paths';

/**
 * GET /api/auth/expired?locale= — where customer pages send the browser after an upstream 401 (SPEC
 * §4, §8): logged out to the logout address with the cart cleared, as the logout button does. The
 * session ends only if the content API really rejects its token, so a forged link cannot log anyone
 * out; without a session there is nothing to end and the browser goes to the login page.
 */
export const GET = defineHandler({
  session: 'optional',
  async handle({ site, session }) {
    if (!session) return seeOther(localizedPath(site, '/account/login', undefined, 'reason=expired'));
    const status = await getUserStatus(site.content, session.token);
    if (status.ok || status.error.kind !== 'unauthorized') return seeOther(localizedPath(site, '/account'));
    return seeOther(await logOut(site, session));
  },
});
