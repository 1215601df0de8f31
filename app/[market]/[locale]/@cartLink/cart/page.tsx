import { CountedCartLink } from '@/components/layout/CountedCartLink';
import type { SiteParams } from '@/lib/platform/site/site';

/** The cart page is rendered per request: its header serves the cart's count. */
export default function CartPageCartLink({ params }: { params: SiteParams }) {
  return <CountedCartLink params={params} />;
}
