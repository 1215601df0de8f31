import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { bffErrorCode } from '@/lib/platform/contracts/answer';
import type { Site } from '@/lib/platform/site/site';
import { PasswordLinkRequest } from './PasswordLinkRequest';

type Query = Record<string, string | string[] | undefined>;

/** The page asking for a password link (reset or first password), with what a form posted without JavaScript came back with. */
export async function PasswordRequestPage({ site, kind, query }: { site: Site; kind: 'reset' | 'first'; query: Query }) {
  const t = await getTranslations(`accountPassword.${kind}`);
  return (
    <div className="container page page--narrow">
      <h1>{t('heading')}</h1>
      <p>{t('intro')}</p>
      <ClientMessages namespaces={['form', 'accountPassword']}>
        <PasswordLinkRequest
          kind={kind}
          locale={site.locale}
          initialSent={query.sent === '1'}
          initialError={bffErrorCode.safeParse(query.error).data}
        />
      </ClientMessages>
    </div>
  );
}
