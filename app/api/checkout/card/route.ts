import { defineHandler, seeOther } from '@/lib/platform/bff/handler';
import { readCart } from '@/lib/cart/cart-store';
import { stepPath } from '@/lib/checkout/checkout-paths';
import { cartFingerprint, checkoutCart, firstIncomplete, isEmptyCart } from '@/lib/checkout/flow';
import { usesMethod } from '@/lib/checkout/payment-methods';
import { cardTrips } from '@/lib/checkout/payment-trips';
import { readProgress, writeProgress } from '@/lib/checkout/progress-store';
import { cardOnFile } from '@/lib/platform/contracts/checkout';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { backWith } from '@/lib/platform/provider-trip/outcome';
import { anyReturn, hostedCardReturn } from '@/lib/platform/provider-trip/returns';

/**
 * GET /api/checkout/card?state&cardToken&brand&last4: the payment provider's hosted card field sends
 * the browser back here (our payment handler gave it this returnUrl with its trip's state, ADR 43).
 * A return that is not this browser's card trip (a forged or replayed link, a card token from another
 * trip, an expired one) is refused: back to the payment step with ?trip=refused&reason=…, nothing
 * stored. Otherwise the trip ends; the card (token, brand, last four digits; never its number) is
 * stored in the progress of a payment step that pays by card, and the browser goes on to the next
 * step (the summary); a malformed answer goes back to the payment step with ?trip=failed. An empty
 * cart goes to the cart.
 */
export const GET = defineHandler({
  query: anyReturn,
  async handle({ site, query }) {
    const market = site.market.code;
    const { selection } = await readCart(market);
    const cart = checkoutCart(selection);
    if (isEmptyCart(cart)) return seeOther(localizedPath(site, '/cart'));
    const { locale: _locale, state, ...answer } = Object.fromEntries(query);
    const taken = await cardTrips.take(market, { state });
    if (!taken.ok) return seeOther(backWith(stepPath(site, 'payment'), { trip: 'refused', reason: taken.refusal }));
    await cardTrips.end();
    const progress = await readProgress(market, cartFingerprint(selection));
    const given = hostedCardReturn.safeParse(answer);
    const payment = progress.payment;
    if (!given.success || !payment || !usesMethod(payment, 'CREDITCARD'))
      return seeOther(backWith(stepPath(site, 'payment'), { trip: 'failed' }));
    const { cardToken, brand, last4 } = given.data;
    const card = cardOnFile.parse({ token: cardToken, brand, last4 });
    const updated = { ...progress, payment: { ...payment, card } };
    await writeProgress(market, updated);
    return seeOther(stepPath(site, firstIncomplete(updated, cart)));
  },
});
