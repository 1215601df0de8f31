import 'server-only';
import { z } from 'zod';
import { completeCardChange, rechargePrepaid, startCardChange } from '@/lib/content-api/customer-payment';
import { continueCardPayment, getPaymentStatus, startCardPayment } from '@/lib/content-api/payment';
import type { Result } from '@/lib/content-api/result';
import type { CardPaymentResponse, PaymentResult } from '@/lib/content-api/schemas/payment';
import type { TripReturn } from '@/lib/contracts/payment-trip';
import type { Site } from '@/lib/site/site';
import { deleteTrip, writeTrip, type Trip } from './payment-trip-store';
import { backWith, nextStepOf, outcomeOf, type ProviderAnswer, type TripStep } from './trip-outcome';

const FAILED: TripReturn = { trip: 'failed' };

/** What 3-D Secure and the EPS bank send back. */
export const transactionReturn = z.object({ transactionId: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/) });

/** Any return's parameters, bounded, so the handler reads a malformed one itself (back with trip=failed) instead of the door's 400. */
export const anyReturn = z.record(z.string().max(40), z.string().max(500));

const cardAnswer = (result: Result<CardPaymentResponse>): ProviderAnswer | undefined => (result.ok ? result.data : undefined);
const genericAnswer = (result: Result<PaymentResult>): ProviderAnswer | undefined =>
  result.ok ? { ...result.data, status: result.data.result } : undefined;

/** The end of a trip: the cookie is deleted and the browser goes back with the outcome. */
export async function endTrip(back: string, outcome: TripReturn): Promise<string> {
  await deleteTrip();
  return backWith(back, outcome);
}

/**
 * The hosted field came back with a card token: the card is saved (card change) or pays (open
 * position, recharge). A challenge card goes on to 3-D Secure, the trip keeping its transaction;
 * otherwise the trip ends here. Answers where the browser goes.
 */
export async function payWithCard(site: Site, token: string, trip: Trip, cardToken: string, returnUrl: string): Promise<string> {
  const { purpose } = trip;
  const ctx = site.content;
  let answer: ProviderAnswer | undefined;
  if (purpose.kind === 'card-change') answer = cardAnswer(await startCardChange(ctx, token, { cardToken, returnUrl }));
  else if (purpose.kind === 'open-position') answer = cardAnswer(await startCardPayment(ctx, purpose.billingContractId, { cardToken, returnUrl }, token));
  else answer = genericAnswer(await rechargePrepaid(ctx, token, 'creditcard', { productKey: purpose.productKey, amount: purpose.amount, cardToken, returnUrl }));
  const step: TripStep = answer ? nextStepOf(answer) : { done: FAILED };
  if ('done' in step) return endTrip(trip.back, step.done);
  await writeTrip(site.market.code, { ...trip, transactionId: answer?.transactionId });
  return step.go;
}

/**
 * 3-D Secure or the EPS bank came back: the outcome is read from the content API (never taken from
 * the URL), for the trip's own transaction only. A card change is completed (PUT
 * /payment/changemethod/creditcard/{id}), a card payment continued, an EPS transfer's status read.
 */
export async function outcomeOfReturn(site: Site, token: string, trip: Trip, transactionId: string): Promise<TripReturn> {
  if (!trip.transactionId || trip.transactionId !== transactionId) return FAILED;
  const { purpose } = trip;
  const ctx = site.content;
  let answer: ProviderAnswer | undefined;
  if (purpose.kind === 'card-change') answer = cardAnswer(await completeCardChange(ctx, token, transactionId));
  else if (purpose.method.toUpperCase() === 'CREDITCARD') answer = cardAnswer(await continueCardPayment(ctx, transactionId));
  else answer = genericAnswer(await getPaymentStatus(ctx, transactionId));
  return answer ? outcomeOf(answer.status, answer.reason) : FAILED;
}
