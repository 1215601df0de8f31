import { cartItemCount } from '@/lib/cart/cart-store';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { siteFromParams, type SiteParams } from '@/lib/platform/site/site';
import { CartLink } from './CartLink';

/**
 * The header's cart link with the count served in the HTML, for the pages rendered per request for
 * one visitor (cart and checkout): right without JavaScript too.
 */
export async function CountedCartLink({ params }: { params: SiteParams }) {
  const site = await siteFromParams(params);
  return <CartLink href={localizedPath(site, '/cart')} count={await cartItemCount()} />;
}
