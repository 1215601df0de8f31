import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProviderReturn } from '@/components/identification/ProviderReturn';
import { cartPath } from '@/lib/cart/cart-paths';
import { readOrderAccess } from '@/lib/checkout/order-store';
import { settleNationalIdReturn } from '@/lib/identification/settle';
import { pageMetadata } from '@/lib/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/site/site';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Reads the order and trip cookies and the provider's answer: never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'identification' });
  return pageMetadata(site, '/checkout/identification/national-id', {}, { title: t('nationalIdTitle'), index: false });
}

/**
 * Where the national digital ID sends the browser back (?transactionId=, SPEC §7): the success, the
 * differing details to confirm, or the chooser with the failure (lib/identification/settle.ts).
 */
export default async function NationalIdReturnPage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  setRequestLocale(site.locale);
  const access = await readOrderAccess(site.market.code);
  if (!access) redirect(cartPath(site));
  const { transactionId } = await searchParams;
  const outcome = await settleNationalIdReturn(site, access, typeof transactionId === 'string' ? transactionId : undefined);
  return <ProviderReturn site={site} orderNumber={access.salesOrderId} outcome={outcome} />;
}
