import 'server-only';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Route } from '@/lib/platform/i18n/pathnames';
import type { Site } from '@/lib/platform/site/site';
import type { Failure } from './handler';

/**
 * Where a password form posted without JavaScript goes: back to its page with the error code, and for
 * a link's page with its token kept, also when the passwords did not match (so the visitor can try again).
 */
export function backTo(route: Route) {
  return (site: Site, { error }: Failure, _body: unknown, posted: Record<string, unknown>) => {
    const token = typeof posted.token === 'string' && posted.token ? `token=${encodeURIComponent(posted.token)}&` : '';
    return localizedPath(site, route, undefined, `${token}error=${error}`);
  };
}

/** After a new password the login page says so. */
export const passwordSetRedirect = (site: Site) => localizedPath(site, '/account/login', undefined, 'notice=password_set');
