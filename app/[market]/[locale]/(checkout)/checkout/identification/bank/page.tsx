import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProviderReturn } from '@/components/identification/ProviderReturn';
import { cartPath } from '@/lib/cart/cart-paths';
import { readOrderAccess } from '@/lib/checkout/order-store';
import { settleBankReturn } from '@/lib/identification/settle';
import { pageMetadata } from '@/lib/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/site/site';

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Reads the order and trip cookies and the bank's answer: never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'identification' });
  return pageMetadata(site, '/checkout/identification/bank', {}, { title: t('bankTitle'), index: false });
}

/**
 * Where the bank sends the browser back after its e-ident login (?TransactionId=&status=, SPEC §7):
 * the success, or the chooser with the failure (lib/identification/settle.ts). The URL's status is
 * not believed: the attempt is read from the content API.
 */
export default async function BankReturnPage({ params, searchParams }: Props) {
  const site = await siteFromParams(params);
  setRequestLocale(site.locale);
  const access = await readOrderAccess(site.market.code);
  if (!access) redirect(cartPath(site));
  const { TransactionId } = await searchParams;
  const outcome = await settleBankReturn(site, access, typeof TransactionId === 'string' ? TransactionId : undefined);
  return <ProviderReturn site={site} orderNumber={access.salesOrderId} outcome={outcome} />;
}
