import { getUserStatus } from '@/lib/content-api/auth';
import { seeOther } from '@/lib/bff/form';
import { requestSite } from '@/lib/bff/request-site';
import { endSession, readSession } from '@/lib/bff/session';
import { localizedPath } from '@/lib/i18n/paths';

/**
 * Where customer pages send the browser after an upstream 401 (SPEC §4): the session ends only if the
 * content API really rejects its token, so a forged link cannot log anyone out.
 */
export async function GET(request: Request) {
  const site = await requestSite(request, new URL(request.url).searchParams.get('locale'));
  const session = await readSession(site.market);
  if (session) {
    const status = await getUserStatus(site.content, session.token);
    if (status.ok || status.error.kind !== 'unauthorized') return seeOther(localizedPath(site, '/account'));
  }
  await endSession();
  return seeOther(localizedPath(site, '/account/login', undefined, 'reason=expired'));
}
