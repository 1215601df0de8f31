import { SpendingCapsScreen } from '@/components/account/lines/SpendingCapsScreen';
import { ProductScreenLayout } from '@/components/account/ProductScreenLayout';
import { readOrLogOut } from '@/lib/account/product-of';
import { productScreenMetadata, productScreenOf, type ProductScreenParams } from '@/lib/account/product-screen';
import { getUsage } from '@/lib/platform/content-api/customerarea';
import { getSpendingCaps } from '@/lib/platform/content-api/customer-lines';
import { euRoamingDataWarning } from '@/lib/domain/eu-roaming-warning';

export const dynamic = 'force-dynamic';

export const generateMetadata = productScreenMetadata('spendingCaps');

/**
 * A contract line's spending caps and cost-control services (SPEC §3 Spending caps): read here, changed
 * in the island; the line's usage says whether its EU roaming data is near the allowance (a usage
 * that cannot be read only leaves the warning out).
 */
export default async function SpendingCapsPage({ params }: { params: ProductScreenParams }) {
  const { session, ...screen } = await productScreenOf(params, 'spendingCaps');
  const { site, product } = screen;
  const [capsRead, usage] = await Promise.all([
    getSpendingCaps(site.content, session.token, product.key),
    getUsage(site.content, session.token, product.key),
  ]);
  const caps = readOrLogOut(site, capsRead);
  // error.tsx explains a failed read and offers to try again.
  if (!caps.ok) throw new Error(`spending caps of ${product.key} unavailable (${caps.error.kind})`);
  return (
    <ProductScreenLayout {...screen} namespaces={['accountLines']}>
      <SpendingCapsScreen
        productKey={product.key}
        initial={caps.data}
        roamingWarning={usage.ok ? euRoamingDataWarning(usage.data.euRoaming) : undefined}
      />
    </ProductScreenLayout>
  );
}
