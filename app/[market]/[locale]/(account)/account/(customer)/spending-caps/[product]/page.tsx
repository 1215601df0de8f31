import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SpendingCapsScreen } from '@/components/account/lines/SpendingCapsScreen';
import { ProductHeader } from '@/components/account/ProductHeader';
import { AccountMessages } from '@/components/account/AccountMessages';
import { productOf, readOrLogOut } from '@/lib/account/product-of';
import { getUsage } from '@/lib/content-api/customerarea';
import { getSpendingCaps } from '@/lib/content-api/customer-lines';
import { euRoamingDataWarning } from '@/lib/domain/eu-roaming-warning';
import { pageMetadata } from '@/lib/site/metadata';
import { siteFromParams } from '@/lib/site/site';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ market: string; locale: string; product: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const { product } = await params;
  const t = await getTranslations({ locale: site.locale, namespace: 'accountArea' });
  return pageMetadata(site, '/account/spending-caps/[product]', { product }, { title: t('screen', { screen: 'spendingCaps' }), index: false });
}

/**
 * A contract line's spending caps and cost-control services (SPEC §3 Spending caps): read here, changed
 * in the island; the line's usage says whether its EU roaming data is near the allowance (a usage
 * that cannot be read only leaves the warning out).
 */
export default async function SpendingCapsPage({ params }: Props) {
  const site = await siteFromParams(params);
  const { session, product } = await productOf(site, (await params).product, 'spendingCaps');
  const [capsRead, usage] = await Promise.all([getSpendingCaps(site.content, session.token, product.key), getUsage(site.content, session.token, product.key)]);
  const caps = readOrLogOut(site, capsRead);
  // error.tsx explains a failed read and offers to try again.
  if (!caps.ok) throw new Error(`spending caps of ${product.key} unavailable (${caps.error.kind})`);
  return (
    <>
      <ProductHeader site={site} product={product} screen="spendingCaps" />
      <AccountMessages namespaces={['accountLines']}>
        <SpendingCapsScreen productKey={product.key} initial={caps.data} roamingWarning={usage.ok ? euRoamingDataWarning(usage.data.euRoaming) : undefined} />
      </AccountMessages>
    </>
  );
}
