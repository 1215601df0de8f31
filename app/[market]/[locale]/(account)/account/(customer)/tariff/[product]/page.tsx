import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { TariffScreen } from '@/components/account/lines/TariffScreen';
import { ProductHeader } from '@/components/account/ProductHeader';
import { AccountMessages } from '@/components/account/AccountMessages';
import { productOf, readOrLogOut } from '@/lib/account/product-of';
import { getCustomerTariff } from '@/lib/content-api/customer-lines';
import { pageMetadata } from '@/lib/site/metadata';
import { siteFromParams } from '@/lib/site/site';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ market: string; locale: string; product: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await siteFromParams(params);
  const { product } = await params;
  const t = await getTranslations({ locale: site.locale, namespace: 'accountArea' });
  return pageMetadata(site, '/account/tariff/[product]', { product }, { title: t('screen', { screen: 'tariff' }), index: false });
}

/** A mobile line's tariff and settings (SPEC §3 Customer tariff): read here, changed in the island. */
export default async function TariffPage({ params }: Props) {
  const site = await siteFromParams(params);
  const { session, product } = await productOf(site, (await params).product, 'tariff');
  const line = readOrLogOut(site, await getCustomerTariff(site.content, session.token, product.key));
  // error.tsx explains a failed read and offers to try again.
  if (!line.ok) throw new Error(`tariff of ${product.key} unavailable (${line.error.kind})`);
  return (
    <>
      <ProductHeader site={site} product={product} screen="tariff" />
      <AccountMessages namespaces={['accountLines']}>
        <TariffScreen initial={line.data} />
      </AccountMessages>
    </>
  );
}
