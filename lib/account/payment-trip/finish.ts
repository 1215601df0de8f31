import 'server-only';
import { completeCardChange, rechargePrepaid, startCardChange } from '@/lib/platform/content-api/customer-payment';
import { continueCardPayment, getPaymentStatus, getTwintStatus, startCardPayment } from '@/lib/platform/content-api/payment';
import type { Result } from '@/lib/platform/content-api/result';
import type { CardPaymentResponse, PaymentResult } from '@/lib/platform/content-api/schemas/payment';
import { backWith, type TripReturn } from '@/lib/platform/provider-trip/outcome';
import { nextStepOf, outcomeOf, type ProviderAnswer } from '@/lib/platform/provider-trip/payment-answer';
import { newTripState } from '@/lib/platform/provider-trip/store';
import type { Site } from '@/lib/platform/site/site';
import { accountTrips, type Trip } from './store';

const FAILED: TripReturn = { trip: 'failed' };

const cardAnswer = (result: Result<CardPaymentResponse>): ProviderAnswer | undefined => (result.ok ? result.data : undefined);
const genericAnswer = (result: Result<PaymentResult>): ProviderAnswer | undefined =>
  result.ok ? { ...result.data, status: result.data.result } : undefined;

/** The end of a trip: the cookie is deleted and the browser goes back with the outcome. */
export async function endTrip(back: string, outcome: TripReturn): Promise<string> {
  await accountTrips.end();
  return backWith(back, outcome);
}

/**
 * The hosted field came back with a card token: the card is saved (card change) or pays (open
 * position, recharge). A challenge card goes on to 3-D Secure, the trip keeping its transaction under
 * a new state (`returnUrl` carries it); otherwise the trip ends here. Answers where the browser goes.
 */
export async function payWithCard(
  site: Site,
  token: string,
  trip: Trip,
  cardToken: string,
  returnUrl: (state: string) => string,
): Promise<string> {
  const { purpose } = trip.data;
  const ctx = site.content;
  const state = newTripState();
  const back = returnUrl(state);
  let answer: ProviderAnswer | undefined;
  if (purpose.kind === 'card-change') answer = cardAnswer(await startCardChange(ctx, token, { cardToken, returnUrl: back }));
  else if (purpose.kind === 'open-position')
    answer = cardAnswer(await startCardPayment(ctx, purpose.billingContractId, { cardToken, returnUrl: back }, token));
  else
    answer = genericAnswer(
      await rechargePrepaid(ctx, token, 'creditcard', {
        productKey: purpose.productKey,
        amount: purpose.amount,
        cardToken,
        returnUrl: back,
      }),
    );
  if (!answer) return endTrip(trip.back, FAILED);
  const step = nextStepOf(answer);
  if ('done' in step) return endTrip(trip.back, step.done);
  await accountTrips.advance(site.market.code, trip, { state, attempt: answer.transactionId });
  return step.go;
}

/**
 * 3-D Secure or the EPS bank came back for the trip's own transaction (checked with its state): the
 * outcome is read from the content API (never taken from the URL). A card change is completed (PUT
 * /payment/changemethod/creditcard/{id}), a card payment continued, an EPS transfer's or a TWINT
 * payment's status read (PUT /payment/method/twint/transaction/{id}).
 */
export async function outcomeOfReturn(site: Site, token: string, trip: Trip, transactionId: string): Promise<TripReturn> {
  const { purpose } = trip.data;
  const ctx = site.content;
  let answer: ProviderAnswer | undefined;
  if (purpose.kind === 'card-change') answer = cardAnswer(await completeCardChange(ctx, token, transactionId));
  else if (purpose.method.toUpperCase() === 'CREDITCARD') answer = cardAnswer(await continueCardPayment(ctx, transactionId));
  else answer = genericAnswer(await (purpose.method === 'twint' ? getTwintStatus : getPaymentStatus)(ctx, transactionId));
  return answer ? outcomeOf(answer.status, answer.reason) : FAILED;
}
