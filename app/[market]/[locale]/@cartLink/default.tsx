import { CartLink } from '@/components/layout/CartLink';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';

/**
 * The header's cart link on every page but the cart and the checkout (the layout's `cartLink` slot):
 * those pages are cached and shared (ADR 24, 25), so no count is served; the browser reads it.
 */
export default async function CartLinkSlot({ params }: { params: SiteParams }) {
  const site = await siteFromParams(params);
  return <CartLink href={localizedPath(site, '/cart')} />;
}
