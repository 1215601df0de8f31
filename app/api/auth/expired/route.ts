import { defineHandler, seeOther } from '@/lib/bff/handler';
import { endSession } from '@/lib/bff/session';
import { getUserStatus } from '@/lib/content-api/auth';
import { localizedPath } from '@/lib/i18n/paths';

/**
 * GET /api/auth/expired?locale= — where customer pages send the browser after an upstream 401 (SPEC §4):
 * the session ends only if the content API really rejects its token, so a forged link cannot log
 * anyone out.
 */
export const GET = defineHandler({
  session: 'optional',
  async handle({ site, session }) {
    if (session) {
      const status = await getUserStatus(site.content, session.token);
      if (status.ok || status.error.kind !== 'unauthorized') return seeOther(localizedPath(site, '/account'));
    }
    await endSession();
    return seeOther(localizedPath(site, '/account/login', undefined, 'reason=expired'));
  },
});
