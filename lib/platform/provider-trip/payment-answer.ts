import type { PaymentFailureReason, PaymentResultStatus } from '@/lib/platform/content-api/schemas/payment';
import type { TripReturn } from './outcome';
import { withQuery } from './urls';

/*
 * A payment provider's answer as a round trip reads it (ADR 43): where the browser goes next (3-D
 * Secure, the bank) or how the trip ended. Pure.
 */

/** A provider's answer: a card's (status) or a generic payment result (result) read as one. */
export type ProviderAnswer = {
  transactionId: string;
  status: PaymentResultStatus;
  reason?: PaymentFailureReason;
  redirectUrl?: string;
  redirectParameters?: Record<string, string>;
  intermediateClientRequestUrl?: string;
  intermediateClientRequestParameters?: Record<string, string>;
};

/** Where the trip goes on: a provider page (3-D Secure, the bank), or back with its outcome. */
export type TripStep = { go: string } | { done: TripReturn };

/** The outcome of a finished or still open provider answer. */
export function outcomeOf(status: PaymentResultStatus, reason?: PaymentFailureReason): TripReturn {
  if (status === 'SUCCESS') return { trip: 'success' };
  if (status === 'PENDING') return { trip: 'pending' };
  return reason ? { trip: 'failed', reason } : { trip: 'failed' };
}

/** What follows a provider's answer at the start of a payment: its page while PENDING with one, else the outcome. */
export function nextStepOf(answer: ProviderAnswer): TripStep {
  if (answer.status === 'PENDING') {
    if (answer.redirectUrl) return { go: withQuery(answer.redirectUrl, answer.redirectParameters ?? {}) };
    if (answer.intermediateClientRequestUrl)
      return { go: withQuery(answer.intermediateClientRequestUrl, answer.intermediateClientRequestParameters ?? {}) };
  }
  return { done: outcomeOf(answer.status, answer.reason) };
}
