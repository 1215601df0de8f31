import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PasswordRequestPage } from '@/components/account/password/PasswordRequestPage';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'accountPassword' });
  return pageMetadata(site, '/account/password/first', {}, { title: t('first.heading'), index: false });
}

export default async function FirstPasswordPage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  return <PasswordRequestPage site={site} kind="first" query={await searchParams} />;
}
