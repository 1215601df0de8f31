import { z } from 'zod';
import { defineHandler, seeOther } from '@/lib/bff/handler';
import { readCart } from '@/lib/cart/cart-store';
import { stepPath } from '@/lib/checkout/checkout-paths';
import { cartFingerprint, checkoutCart, firstIncomplete, isEmptyCart } from '@/lib/checkout/flow';
import { usesMethod } from '@/lib/checkout/payment-methods';
import { hostedCardReturn } from '@/lib/checkout/payment-urls';
import { readProgress, writeProgress } from '@/lib/checkout/progress-store';
import { cardOnFile } from '@/lib/contracts/checkout';
import { localizedPath } from '@/lib/i18n/paths';

/** The hosted card field's answer and nothing besides. */
const cardReturn = hostedCardReturn.strict();

/** Any other answer of the field (its parameters, of bounded length) is a card that did not arrive. */
const anyReturn = z.strictObject({ cardToken: z.string().max(200), brand: z.string().max(60), last4: z.string().max(10) }).partial();

/**
 * GET /api/checkout/card?cardToken&brand&last4: the payment provider's hosted card field sends the
 * browser back here (our payment handler gave it this returnUrl). The card (token, brand, last four
 * digits; never its number) is stored in the progress of a payment step that pays by card, and the
 * browser goes on to the next step (the summary); a malformed answer goes back to the payment step
 * with ?notice=card_failed. An empty cart goes to the cart.
 */
export const GET = defineHandler({
  query: anyReturn,
  async handle({ site, query }) {
    const market = site.market.code;
    const { selection } = await readCart(market);
    const cart = checkoutCart(selection);
    if (isEmptyCart(cart)) return seeOther(localizedPath(site, '/cart'));
    const progress = await readProgress(market, cartFingerprint(selection));
    const { locale: _locale, ...answer } = Object.fromEntries(query);
    const given = cardReturn.safeParse(answer);
    const payment = progress.payment;
    if (!given.success || !payment || !usesMethod(payment, 'CREDITCARD')) return seeOther(stepPath(site, 'payment', 'notice=card_failed'));
    const { cardToken, brand, last4 } = given.data;
    const card = cardOnFile.parse({ token: cardToken, brand, last4 });
    const updated = { ...progress, payment: { ...payment, card } };
    await writeProgress(market, updated);
    return seeOther(stepPath(site, firstIncomplete(updated, cart)));
  },
});
