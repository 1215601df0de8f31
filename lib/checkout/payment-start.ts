import 'server-only';
import { failure, type Failure } from '@/lib/platform/bff/handler';
import {
  setSepaMandate,
  startCardPayment,
  startEpsPayment,
  startInstalmentPurchase,
  startTwintPayment,
  startWalletPayment,
} from '@/lib/platform/content-api/payment';
import type { ApiFailure } from '@/lib/platform/content-api/result';
import type { PaymentFailureReason } from '@/lib/platform/content-api/schemas/payment';
import type { PaymentStep } from '@/lib/platform/contracts/checkout';
import { backWith } from '@/lib/platform/provider-trip/outcome';
import { nextStepOf, outcomeOf, type ProviderAnswer } from '@/lib/platform/provider-trip/payment-answer';
import { newTripState } from '@/lib/platform/provider-trip/store';
import type { Site } from '@/lib/platform/site/site';
import { stepPath, thankYouPath, twintPath } from './checkout-paths';
import { financingProvider } from './financing-provider';
import { finishCheckout } from './finish';
import type { CheckoutCart } from './flow';
import { writeOpenFinancing } from './order-store';
import { payNowMethod, usesMethod } from './payment-methods';
import { ATTEMPT_TTL_SECONDS, paymentTrips, type AttemptMethod } from './payment-trips';
import { paymentReturnUrl } from './payment-urls';
import type { CheckoutProgress, PlacedOrderAccess } from './progress';
import { writeProgress } from './progress-store';

export type PaymentStart = {
  request: Request;
  site: Site;
  cart: CheckoutCart;
  progress: CheckoutProgress;
  placed: PlacedOrderAccess;
  /** The payment token the mobile wallet's sheet handed over at the order button. */
  walletToken?: string;
};

/**
 * Where the browser goes next, and whether the checkout is over. The cookies are left as the outcome
 * needs them: finished, the checkout is ended (finishCheckout); not finished, the progress holds the
 * placed order (a retry pays it, never a second order) and no card token that was spent.
 */
export type PaymentStarted = { next: string; finished: boolean };

/**
 * Starts paying a placed order (issue 14 §4) with the stored payment step; its billing contract is the
 * order's salesOrderId. A SEPA choice first signs the direct-debit mandate (ERROR: payment failed).
 * Then what is due now (payNowMethod: the devices' method, else the monthly one):
 * - CREDITCARD: the stored card token (it pays once); PENDING → the 3-D Secure page, SUCCESS → done;
 * - EPS: the transfer; PENDING → the bank's page;
 * - TWINT: the payment; PENDING → our TWINT page (its QR code and the app's hand-over link), which
 *   follows the payment until the app answers (app/[market]/[locale]/(checkout)/checkout/twint);
 * - FINANCING: the instalment purchase; its fingerprint form is kept in the order cookie and the
 *   thank-you page has the browser post it, with the provider's public apiKey, straight to the
 *   provider (lib/checkout/open-payment.ts, ADR 49); the checkout stays open until the provider
 *   sends the browser back;
 * - APPLEPAY: the wallet's token from the order button (none without it: payment failed), decided at
 *   once (ADR 47): no provider page, so no trip; the content API still ends the order's live attempt;
 * - SEPA, INVOICE: collected later, done.
 * A payment sent to a provider's page is the order's live attempt, kept as its trip (ADR 43) under a
 * state its return address carries: only that attempt's return counts, and the content API ends the
 * attempt it replaces (one live attempt per order, issue 25). A refused payment sends the browser
 * back to the payment step with ?trip=failed&reason=… A content API that cannot be reached is a 503
 * failure (the caller shows it; the order stays placed).
 */
export async function startPayment({
  request,
  site,
  cart,
  progress,
  placed,
  walletToken,
}: PaymentStart): Promise<PaymentStarted | Failure> {
  const payment = progress.payment;
  if (!payment) return failure(400, 'invalid_request');
  const ctx = site.content;
  const market = site.market.code;
  const billingContractId = placed.salesOrderId;
  const kept: CheckoutProgress = { ...progress, placed };
  const state = newTripState();
  const returnUrl = paymentReturnUrl(request, site, state);

  /**
   * Back to the payment step: the card is dropped (its token is spent or refused), the rest kept.
   * When the provider answered, a new attempt `began` and the content API ended the live one, whose
   * trip ends with it; a call refused before any attempt began leaves the live one as it was.
   */
  const failed = async (reason: PaymentFailureReason | undefined, began = false): Promise<PaymentStarted> => {
    await writeProgress(market, { ...kept, payment: withoutCard(payment) });
    if (began) await paymentTrips.end();
    return { next: backWith(stepPath(site, 'payment'), { trip: 'failed', reason }), finished: false };
  };
  const finished = async (): Promise<PaymentStarted> => {
    await finishCheckout();
    return { next: thankYouPath(site), finished: true };
  };
  /** A provider page the browser goes to: the progress keeps the order, the trip the attempt, the only one whose return counts. */
  const away = async (next: string, method: AttemptMethod, attempt: string): Promise<PaymentStarted> => {
    await writeProgress(market, { ...kept, ...(method === 'card' ? { payment: withoutCard(payment) } : {}) });
    await paymentTrips.start(market, {
      state,
      back: stepPath(site, 'payment'),
      data: { method, salesOrderId: billingContractId, startedAt: Date.now() },
      attempt,
      ttlSeconds: ATTEMPT_TTL_SECONDS[method],
    });
    return { next, finished: false };
  };
  /** A card's or an EPS transfer's answer: its provider page, done, or failed (also PENDING without a page to go to). */
  const answered = (answer: ProviderAnswer, method: AttemptMethod): Promise<PaymentStarted> => {
    const step = nextStepOf(answer);
    if ('go' in step) return away(step.go, method, answer.transactionId);
    if (step.done.trip === 'success') return finished();
    return failed(step.done.trip === 'failed' ? step.done.reason : undefined, true);
  };
  /** A call the content API refused (400, 404, 409) is a failed payment; one it could not answer, a 503. */
  const refused = (error: ApiFailure) =>
    error.kind === 'unavailable' || error.kind === 'invalid_response' ? failure(503, 'unavailable') : undefined;

  if (usesMethod(payment, 'SEPA') && payment.sepa) {
    const mandate = await setSepaMandate(ctx, { billingContractId, ...payment.sepa });
    if (!mandate.ok) return refused(mandate.error) ?? failed(undefined);
    if (mandate.data.result === 'ERROR') return failed(mandate.data.reason);
  }

  switch (payNowMethod(payment, cart.devices.length > 0)) {
    case 'CREDITCARD': {
      if (!payment.card) return failed(undefined);
      const started = await startCardPayment(ctx, billingContractId, { cardToken: payment.card.token, returnUrl });
      if (!started.ok) return refused(started.error) ?? failed(undefined);
      return answered(started.data, 'card');
    }
    case 'EPS': {
      if (!payment.eps) return failed(undefined);
      const started = await startEpsPayment(ctx, billingContractId, { bic: payment.eps.bic, returnUrl });
      if (!started.ok) return refused(started.error) ?? failed(undefined);
      return answered({ ...started.data, status: started.data.result }, 'eps');
    }
    case 'TWINT': {
      const started = await startTwintPayment(ctx, { billingContractId, returnUrl });
      if (!started.ok) return refused(started.error) ?? failed(undefined);
      const { transactionId, result, reason } = started.data;
      if (result === 'PENDING') return away(twintPath(site), 'twint', transactionId);
      return answered({ transactionId, status: result, reason }, 'twint');
    }
    case 'APPLEPAY': {
      if (!walletToken) return failed(undefined);
      const paid = await startWalletPayment(ctx, 'applepay', { billingContractId, paymentToken: walletToken });
      if (!paid.ok) return refused(paid.error) ?? failed(undefined);
      const outcome = outcomeOf(paid.data.result, paid.data.reason);
      if (outcome.trip === 'success') return finished();
      return failed(outcome.trip === 'failed' ? outcome.reason : undefined, true);
    }
    case 'FINANCING': {
      const provider = await financingProvider(ctx);
      if (!provider.ok) return refused(provider.error) ?? failed(undefined);
      if (!provider.data) return failed(undefined);
      const started = await startInstalmentPurchase(ctx, provider.data, billingContractId, { returnUrl });
      if (!started.ok) return refused(started.error) ?? failed(undefined);
      const { purchaseId, fingerprintForm } = started.data;
      await writeOpenFinancing(market, placed, { purchaseId, form: { action: fingerprintForm.action, fields: fingerprintForm.fields } });
      return away(thankYouPath(site), 'financing', purchaseId);
    }
    default:
      return finished();
  }
}

const withoutCard = ({ card: _card, ...rest }: PaymentStep): PaymentStep => rest;
