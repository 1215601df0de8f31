import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LinkInvalid } from '@/components/account/password/SetPasswordForm';
import { EmailConfirm } from '@/components/account/personal/EmailConfirm';
import { AccountMessages } from '@/components/account/AccountMessages';
import { customerOf } from '@/lib/account/customer-status';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'accountPersonal.confirm' });
  return pageMetadata(site, '/account/personal/email', {}, { title: t('heading'), index: false });
}

/**
 * Where the link e-mailed to a new address lands (?token=…): the customer confirms the address with a
 * button. Without a token, SPEC §8's "link invalid or expired".
 */
export default async function EmailConfirmPage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  const { status } = await customerOf(site);
  const { token } = await searchParams;
  const t = await getTranslations('accountPersonal.confirm');
  const personalHref = localizedPath(site, '/account/personal');
  return (
    <>
      <h1>{t('heading')}</h1>
      <AccountMessages namespaces={['accountPersonal', 'accountPassword']}>
        {typeof token === 'string' && token !== '' ? (
          <EmailConfirm token={token} customerNumber={status?.customerNumber} personalHref={personalHref} />
        ) : (
          <LinkInvalid href={`${personalHref}#email`} />
        )}
      </AccountMessages>
    </>
  );
}
