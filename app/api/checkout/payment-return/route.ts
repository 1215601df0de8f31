import { z } from 'zod';
import { defineHandler, seeOther } from '@/lib/bff/handler';
import { readCart } from '@/lib/cart/cart-store';
import { stepPath, thankYouPath } from '@/lib/checkout/checkout-paths';
import { finishCheckout } from '@/lib/checkout/finish';
import { cartFingerprint, checkoutCart, isEmptyCart } from '@/lib/checkout/flow';
import { reasonParam } from '@/lib/checkout/payment-methods';
import { RETURN_KINDS } from '@/lib/checkout/payment-urls';
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
 * a provider's page sends the browser back here. The outcome is read from the content API (GET
 * /payment/continue/creditcard/{id} for a card, GET /payment/status/{id} otherwise), never taken from
 * the URL. SUCCESS or PENDING (a bank confirming later): the checkout ends, 303 to the thank-you page.
 * ERROR, or an outcome that cannot be read: the card is dropped from the progress (a token pays once),
 * everything else kept, 303 to the payment step with ?notice=payment_failed&reason=<reason>.
 */
export const GET = defineHandler({
  query: paymentReturn,
  async handle({ site, query }) {
    const { locale: _locale, ...given } = Object.fromEntries(query);
    const back = paymentReturn.parse(given);
    const outcome = back.kind === 'financing' ? await statusOf(site, back.purchaseId) : await outcomeOf(site, back.kind, back.transactionId);
    if (outcome && outcome.result !== 'ERROR') {
      await finishCheckout();
      return seeOther(thankYouPath(site));
    }
    await dropCard(site);
    return seeOther(stepPath(site, 'payment', `notice=payment_failed&reason=${reasonParam(outcome?.reason)}`));
  },
});

async function outcomeOf(site: Site, kind: 'card' | 'eps', transactionId: string): Promise<Outcome | undefined> {
  if (kind === 'eps') return statusOf(site, transactionId);
  const card = await continueCardPayment(site.content, transactionId);
  return card.ok ? { result: card.data.status, reason: card.data.reason } : undefined;
}

async function statusOf(site: Site, id: string): Promise<Outcome | undefined> {
  const status = await getPaymentStatus(site.content, id);
  return status.ok ? { result: status.data.result, reason: status.data.reason } : undefined;
}

/** The progress without its card: a spent token cannot pay the retry. */
async function dropCard(site: Site): Promise<void> {
  const market = site.market.code;
  const { selection } = await readCart(market);
  if (isEmptyCart(checkoutCart(selection))) return;
  const progress = await readProgress(market, cartFingerprint(selection));
  if (!progress.payment?.card) return;
  const { card: _card, ...payment } = progress.payment;
  await writeProgress(market, { ...progress, payment });
}
