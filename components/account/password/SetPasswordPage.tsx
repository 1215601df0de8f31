import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { bffErrorCode } from '@/lib/platform/contracts/answer';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Site } from '@/lib/platform/site/site';
import { LinkInvalid, SetPasswordForm } from './SetPasswordForm';

type Query = Record<string, string | string[] | undefined>;

/**
 * The page a password link (reset or first password) opens, with its token from the query; without a
 * token, or after a used or expired one, SPEC §8's "link invalid or expired".
 */
export async function SetPasswordPage({ site, kind, query }: { site: Site; kind: 'reset' | 'first'; query: Query }) {
  const t = await getTranslations('accountPassword.set');
  const token = typeof query.token === 'string' ? query.token : undefined;
  const requestHref = localizedPath(site, kind === 'reset' ? '/account/password/reset' : '/account/password/first');
  return (
    <div className="container page page--narrow">
      <h1>{t(kind === 'reset' ? 'headingReset' : 'headingFirst')}</h1>
      <ClientMessages namespaces={['form', 'accountPassword']}>
        {token ? (
          <SetPasswordForm
            kind={kind}
            token={token}
            locale={site.locale}
            requestHref={requestHref}
            initialError={bffErrorCode.safeParse(query.error).data}
          />
        ) : (
          <LinkInvalid href={requestHref} />
        )}
      </ClientMessages>
    </div>
  );
}
