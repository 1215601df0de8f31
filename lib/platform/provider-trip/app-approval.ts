import type { PaymentResultStatus } from '@/lib/platform/content-api/schemas/payment';

/*
 * A payment the person approves in an app on their phone (TWINT, issue 27 §2): the shop's page shows
 * the app's QR code and hand-over link and follows the payment's status until the app's answer or
 * the page's time limit. The rules of that wait; pure and client-safe.
 */

/** How often the waiting page asks for the status (as the porting signature's desktop does). */
export const APPROVAL_POLL_MS = 2_500;

/** The waiting page's limit unless configured (TWINT_WAIT_SECONDS): the provider's own is a few minutes. */
export const APPROVAL_WAIT_SECONDS = 5 * 60;

/**
 * Where the wait stands: `answered` once the provider has an outcome (SUCCESS, or ERROR: declined,
 * expired, replaced), which the trip's return then settles; `timed_out` when the page's limit since
 * the start has passed without one; `waiting` otherwise. An unknown status (not read) is no answer.
 */
export type ApprovalWait = 'waiting' | 'answered' | 'timed_out';

export function approvalWaitOf(
  result: PaymentResultStatus | undefined,
  startedAt: number,
  now: number,
  limitSeconds = APPROVAL_WAIT_SECONDS,
): ApprovalWait {
  if (result === 'SUCCESS' || result === 'ERROR') return 'answered';
  return now >= startedAt + limitSeconds * 1000 ? 'timed_out' : 'waiting';
}
