import { withQuery } from '@/lib/checkout/payment-urls';
import type { PaymentFailureReason, PaymentResultStatus } from '@/lib/content-api/schemas/payment';
import type { TripReturn } from '@/lib/contracts/payment-trip';

/*
 * The pure rules of a customer-area payment trip (ADR 20): where the browser goes after a provider's
 * answer, and how the outcome is put on the page the trip started from. No I/O.
 */

/** A provider's answer as the trip reads it: a card's (status) or a generic payment result (result). */
export type ProviderAnswer = {
  transactionId?: string;
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
    if (answer.intermediateClientRequestUrl) return { go: withQuery(answer.intermediateClientRequestUrl, answer.intermediateClientRequestParameters ?? {}) };
  }
  return { done: outcomeOf(answer.status, answer.reason) };
}

/**
 * The page a trip returns to (a path of ours, maybe with a #fragment) with its outcome in the query:
 * `?trip=success`, `?trip=pending`, `?trip=failed&reason=DECLINED` (no reason when none is known).
 */
export function backWith(back: string, outcome: TripReturn): string {
  const [path = '/', fragment] = back.split('#', 2);
  const url = new URL(path, 'http://trip.invalid');
  url.searchParams.delete('trip');
  url.searchParams.delete('reason');
  url.searchParams.set('trip', outcome.trip);
  if (outcome.trip === 'failed' && outcome.reason) url.searchParams.set('reason', outcome.reason);
  return `${url.pathname}${url.search}${fragment ? `#${fragment}` : ''}`;
}
