import { TariffScreen } from '@/components/account/lines/TariffScreen';
import { ProductScreenLayout } from '@/components/account/ProductScreenLayout';
import { readOrLogOut } from '@/lib/account/product-of';
import { productScreenMetadata, productScreenOf, type ProductScreenParams } from '@/lib/account/product-screen';
import { getCustomerTariff } from '@/lib/platform/content-api/customer-lines';

export const dynamic = 'force-dynamic';

export const generateMetadata = productScreenMetadata('tariff');

/** A mobile line's tariff and settings (SPEC §3 Customer tariff): read here, changed in the island. */
export default async function TariffPage({ params }: { params: ProductScreenParams }) {
  const { session, ...screen } = await productScreenOf(params, 'tariff');
  const { site, product } = screen;
  const line = readOrLogOut(site, await getCustomerTariff(site.content, session.token, product.key));
  // error.tsx explains a failed read and offers to try again.
  if (!line.ok) throw new Error(`tariff of ${product.key} unavailable (${line.error.kind})`);
  return (
    <ProductScreenLayout {...screen} namespaces={['accountLines']}>
      <TariffScreen initial={line.data} />
    </ProductScreenLayout>
  );
}
