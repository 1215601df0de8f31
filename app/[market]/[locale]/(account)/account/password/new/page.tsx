import type { Metadata } from 'next';
import { SetPasswordPage } from '@/components/account/password/SetPasswordPage';
import { setPasswordMetadata } from '@/lib/account/set-password-metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

export const generateMetadata = ({ params }: Props): Promise<Metadata> => setPasswordMetadata(params, 'reset');

export default async function NewPasswordPage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  return <SetPasswordPage site={site} kind="reset" query={await searchParams} />;
}
