import { z } from 'zod';
import { defineHandler, seeOther } from '@/lib/bff/handler';
import { readCart } from '@/lib/cart/cart-store';
import { stepPath, thankYouPath } from '@/lib/checkout/checkout-paths';
import { finishCheckout } from '@/lib/checkout/finish';
import { cartFingerprint, checkoutCart, isEmptyCart } from '@/lib/checkout/flow';
import { reasonParam } from '@/lib/checkout/payment-methods';
import { readFinancingAttempt } from '@/lib/checkout/order-store';
import { RETURN_KINDS } from '@/lib/checkout/payment-urls';
import type { CheckoutProgress, PaymentAttempt } from '@/lib/checkout/progress';
import { readProgress, writeProgress } from '@/lib/checkout/progress-store';
import { continueCardPayment, getPaymentStatus } from '@/lib/content-api/payment';
import type { PaymentFailureReason, PaymentResultStatus } from '@/lib/content-api/schemas/payment';
import type { Site } from '@/lib/site/site';

const id = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

/** A card's 3-D Secure and an EPS bank return ?transactionId, the financing provider ?purchaseId. */
const paymentReturn = z.union([
  z.strictObject({ kind: z.enum(['card', 'eps']), transactionId: id }),
  z.strictObject({ kind: z.literal('financing'), purchaseId: id }),
]) satisfies z.ZodType<{ kind: (typeof RETURN_KINDS)[number] }>;

type Outcome = { result: PaymentResultStatus; reason?: PaymentFailureReason };

/**
 * GET /api/checkout/payment-return?kind=card|eps|financing&transactionId=… (financing: &purchaseId=…):
 * a provider's page sends the browser back here. Only the placed order's live attempt counts (ADR 17):
 * progress.paying, or, once the progress holds no placed order, the order cookie's instalment purchase
 * (it may be signed for 7 days). Any other return (an attempt a newer one replaced, a forged one)
 * changes nothing: 303 to the payment step, or to the thank-you page, which reads the order's state,
 * when the checkout holds no placed order. The live attempt's outcome is read from the content API
 * (GET /payment/continue/creditcard/{id} for a card, GET /payment/status/{id} otherwise), never taken
 * from the URL. SUCCESS or PENDING (a bank confirming later): the checkout ends, 303 to the thank-you
 * page. ERROR, or an outcome that cannot be read: the attempt and the card are dropped from the
 * progress (a token pays once), everything else kept, 303 to the payment step with
 * ?notice=payment_failed&reason=<reason>.
 */
export const GET = defineHandler({
  query: paymentReturn,
  async handle({ site, query }) {
    const { locale: _locale, ...given } = Object.fromEntries(query);
    const back = paymentReturn.parse(given);
    const attempt: PaymentAttempt = back.kind === 'financing' ? { kind: back.kind, id: back.purchaseId } : { kind: back.kind, id: back.transactionId };
    const market = site.market.code;
    const { selection } = await readCart(market);
    const progress = isEmptyCart(checkoutCart(selection)) ? undefined : await readProgress(market, cartFingerprint(selection));
    const live = progress?.placed ? progress.paying : await readFinancingAttempt(market);
    if (live?.kind !== attempt.kind || live.id !== attempt.id) return seeOther(progress?.placed ? stepPath(site, 'payment') : thankYouPath(site));

    const outcome = await outcomeOf(site, attempt);
    if (outcome && outcome.result !== 'ERROR') {
      await finishCheckout();
      return seeOther(thankYouPath(site));
    }
    if (progress) await writeProgress(market, retryOf(progress));
    return seeOther(stepPath(site, 'payment', `notice=payment_failed&reason=${reasonParam(outcome?.reason)}`));
  },
});

async function outcomeOf(site: Site, attempt: PaymentAttempt): Promise<Outcome | undefined> {
  if (attempt.kind === 'card') {
    const card = await continueCardPayment(site.content, attempt.id);
    return card.ok ? { result: card.data.status, reason: card.data.reason } : undefined;
  }
  const status = await getPaymentStatus(site.content, attempt.id);
  return status.ok ? { result: status.data.result, reason: status.data.reason } : undefined;
}

/** The progress for another try: no live attempt, and no card (a spent token cannot pay the retry). */
function retryOf({ paying: _paying, ...progress }: CheckoutProgress): CheckoutProgress {
  if (!progress.payment?.card) return progress;
  const { card: _card, ...payment } = progress.payment;
  return { ...progress, payment };
}
