import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginForm } from '@/components/account/LoginForm';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { readSession } from '@/lib/bff/session';
import { bffErrorCode } from '@/lib/contracts/answer';
import { localizedPath } from '@/lib/i18n/paths';
import { pageMetadata } from '@/lib/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/site/site';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'meta' });
  return pageMetadata(site, '/account/login', {}, { title: t('loginTitle'), index: false });
}

export default async function LoginPage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  setRequestLocale(site.locale);
  if (await readSession(site.market.code)) redirect(localizedPath(site, '/account'));
  const t = await getTranslations('login');
  const account = await getTranslations('account');
  const query = await searchParams;
  // A form posted without JavaScript comes back with ?error=<code> (app/api/auth/login).
  const error = bffErrorCode.safeParse(query.error).data;
  return (
    <div className="container page page--narrow">
      <h1>{t('heading')}</h1>
      {query.reason === 'expired' && (
        <p className="notice" role="status">
          {account('sessionEnded')}
        </p>
      )}
      <p>{t('intro')}</p>
      <ClientMessages namespaces={['login', 'form']}>
        <LoginForm locale={site.locale} initialError={error} />
      </ClientMessages>
    </div>
  );
}
