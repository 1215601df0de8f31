import { defineHandler, seeOther } from '@/lib/platform/bff/handler';
import { readCart } from '@/lib/cart/cart-store';
import { stepPath, thankYouPath, twintPath } from '@/lib/checkout/checkout-paths';
import { finishCheckout } from '@/lib/checkout/finish';
import { cartFingerprint, checkoutCart, isEmptyCart } from '@/lib/checkout/flow';
import { paymentTrips, type AttemptMethod } from '@/lib/checkout/payment-trips';
import type { CheckoutProgress } from '@/lib/checkout/progress';
import { readProgress, writeProgress } from '@/lib/checkout/progress-store';
import { continueCardPayment, getPaymentStatus, getTwintStatus } from '@/lib/platform/content-api/payment';
import type { PaymentFailureReason, PaymentResultStatus } from '@/lib/platform/content-api/schemas/payment';
import { backWith } from '@/lib/platform/provider-trip/outcome';
import { anyReturn, attemptId } from '@/lib/platform/provider-trip/returns';
import type { Site } from '@/lib/platform/site/site';

type Outcome = { result: PaymentResultStatus; reason?: PaymentFailureReason };

/**
 * GET /api/checkout/payment-return?state&transactionId=… (financing: &purchaseId=…): a provider's
 * page sends the browser back here. Only the placed order's live attempt counts (ADR 17, 43): the
 * checkout's payment trip, whose state the return address carries and whose attempt the return must
 * name. Any other return (an attempt a newer one replaced, a forged or replayed link, an expired
 * trip) changes nothing: 303 to the payment step with ?trip=refused&reason=…, or to the thank-you
 * page, which reads the order's state, when the checkout holds no placed order. The live attempt's
 * outcome is read from the content API (GET /payment/continue/creditcard/{id} for a card, GET
 * /payment/status/{id} otherwise; a TWINT payment's PUT /payment/method/twint/transaction/{id}), never
 * taken from the URL. A TWINT payment still PENDING (the TWINT page's "check the payment status"
 * link) keeps its trip: 303 back to the TWINT page. Otherwise the trip ends. SUCCESS or PENDING (a
 * bank confirming later): the checkout ends, 303 to the thank-you page. ERROR, or an outcome that
 * cannot be read: the card is dropped from the progress (a token pays once), everything else kept,
 * 303 to the payment step with ?trip=failed&reason=<reason>.
 */
export const GET = defineHandler({
  query: anyReturn,
  async handle({ site, query }) {
    const { state, transactionId, purchaseId } = Object.fromEntries(query);
    const named = attemptId.safeParse(transactionId ?? purchaseId);
    const market = site.market.code;
    const { selection } = await readCart(market);
    const progress = isEmptyCart(checkoutCart(selection)) ? undefined : await readProgress(market, cartFingerprint(selection));
    const taken = await paymentTrips.take(market, { state, attempt: named.data });
    if (!taken.ok || !named.success) {
      const reason = taken.ok ? 'other_attempt' : taken.refusal;
      return seeOther(backWith(progress?.placed ? stepPath(site, 'payment') : thankYouPath(site), { trip: 'refused', reason }));
    }
    const { trip } = taken;
    const outcome = await outcomeOf(site, trip.data.method, named.data);
    if (trip.data.method === 'twint' && (!outcome || outcome.result === 'PENDING')) return seeOther(twintPath(site));
    await paymentTrips.end();
    if (outcome && outcome.result !== 'ERROR') {
      await finishCheckout();
      return seeOther(thankYouPath(site));
    }
    if (progress?.placed?.salesOrderId === trip.data.salesOrderId) await writeProgress(market, retryOf(progress));
    return seeOther(backWith(stepPath(site, 'payment'), { trip: 'failed', reason: outcome?.reason }));
  },
});

async function outcomeOf(site: Site, method: AttemptMethod, attempt: string): Promise<Outcome | undefined> {
  if (method === 'card') {
    const card = await continueCardPayment(site.content, attempt);
    return card.ok ? { result: card.data.status, reason: card.data.reason } : undefined;
  }
  const status = await (method === 'twint' ? getTwintStatus : getPaymentStatus)(site.content, attempt);
  return status.ok ? { result: status.data.result, reason: status.data.reason } : undefined;
}

/** The progress for another try: no card (a spent token cannot pay the retry). */
function retryOf(progress: CheckoutProgress): CheckoutProgress {
  if (!progress.payment?.card) return progress;
  const { card: _card, ...payment } = progress.payment;
  return { ...progress, payment };
}
