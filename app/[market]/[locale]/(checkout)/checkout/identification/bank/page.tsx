import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProviderReturn } from '@/components/identification/ProviderReturn';
import { cartPath } from '@/lib/cart/cart-paths';
import { readOrderAccess } from '@/lib/checkout/order-store';
import { returnPageOutcome } from '@/lib/identification/settle';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

type Props = { params: SiteParams };

/** Reads the order cookie and the order's identification: never cached. */
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const t = await getTranslations({ locale: site.locale, namespace: 'identification' });
  return pageMetadata(site, '/checkout/identification/bank', {}, { title: t('bankTitle'), index: false });
}

/**
 * Where a bank e-ident login ends once its return was settled (GET /api/identification/return,
 * SPEC §7): the success read from the content API, or else the chooser (lib/identification/settle.ts).
 */
export default async function BankReturnPage({ params }: Props) {
  const site = await siteFromParams(params);
  const access = await readOrderAccess(site.market.code);
  if (!access) redirect(cartPath(site));
  const outcome = await returnPageOutcome(site, access, 'E_ID');
  return <ProviderReturn site={site} orderNumber={access.salesOrderId} outcome={outcome} />;
}
