import { getTranslations } from 'next-intl/server';
import { localizedPath, type PathContext } from '@/lib/platform/i18n/paths';

export const LOGIN_METHODS = ['password', 'tan', 'link', 'openid'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** The login methods as plain links (?method=), the current one marked: works without JavaScript and keeps each method linkable. */
export async function LoginMethodNav({ site, current }: { site: PathContext; current: LoginMethod }) {
  const t = await getTranslations('accountLogin.methods');
  return (
    <nav aria-label={t('label')} className="login-methods">
      <ul>
        {LOGIN_METHODS.map((method) => (
          <li key={method}>
            <a
              href={localizedPath(site, '/account/login', undefined, method === 'password' ? undefined : `method=${method}`)}
              aria-current={method === current ? 'page' : undefined}
            >
              {t(method)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
