import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SetPasswordPage } from '@/components/account/password/SetPasswordPage';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'accountPassword' });
  // The token is in the URL: never pass it on as a referrer.
  return {
    ...(await pageMetadata(site, '/account/password/new', {}, { title: t('set.headingReset'), index: false })),
    referrer: 'no-referrer',
  };
}

export default async function NewPasswordPage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  return <SetPasswordPage site={site} kind="reset" query={await searchParams} />;
}
