/**
 * GET /api/cart/prune?locale= — where the cart page sends the browser when the stored cart holds items
 * the live catalogue no longer offers (SPEC §8: an unknown tariff, a device gone or out of stock, a
 * fixed-line tariff gone or no longer of its supplier; the rule is lib/cart/availability.ts). A page
 * render cannot write cookies; this handler can, so the cart is stored without them once and the notice
 * is shown once.
 *
 * It takes no ids: it checks the stored cart against the live catalogue itself, so a forged link can
 * only remove what really is unavailable (what the cart page would hide anyway). Always a 303 to the cart:
 *   ?notice=unavailable  something was removed (the selection cookie rewritten; the sealed personal data
 *                        deleted with a fixed line that went)
 *   ?notice=checked      nothing was removed: everything is available, or the catalogue cannot be read
 *                        (then nothing is touched). The cart page redirects here only from a visit without
 *                        a notice, so this answer never loops, even when the page and this handler read
 *                        the catalogue differently (another instance's cache, a flapping content API).
 */
import { defineHandler, seeOther } from '@/lib/platform/bff/handler';
import { withoutUnavailable } from '@/lib/cart/availability';
import { readCartCatalogue } from '@/lib/cart/cart-catalogue';
import { cartPath } from '@/lib/cart/cart-paths';
import { readCart, saveCart } from '@/lib/cart/cart-store';

export const GET = defineHandler({
  async handle({ site }) {
    const market = site.market.code;
    const cart = await readCart(market);
    const catalogue = await readCartCatalogue(site.content, cart.selection);
    const pruned = catalogue.ok ? withoutUnavailable(cart, catalogue.data) : undefined;
    if (!pruned) return seeOther(cartPath(site, { notice: 'checked' }));
    await saveCart(market, cart, pruned);
    return seeOther(cartPath(site, { notice: 'unavailable' }));
  },
});
