import { z } from 'zod';
import { paymentFailureReason, type PaymentFailureReason } from '@/lib/content-api/schemas';

/**
 * How the browser comes back to a screen from the payment provider's pages (the shared payment trip):
 * `?trip=success|failed|pending`, with `&reason=<PaymentFailureReason>` when it failed. Anything else
 * in the address is no trip: the page shows no outcome rather than a wrong one.
 */
const tripReturn = z.object({
  trip: z.enum(['success', 'failed', 'pending']),
  reason: paymentFailureReason.optional().catch(undefined),
});

export type TripReturn = { trip: 'success' | 'pending' } | { trip: 'failed'; reason?: PaymentFailureReason };

type Query = Record<string, string | string[] | undefined>;

export function tripReturnOf(query: Query): TripReturn | undefined {
  const one = (name: string) => [query[name]].flat()[0];
  const parsed = tripReturn.safeParse({ trip: one('trip'), reason: one('reason') });
  if (!parsed.success) return undefined;
  const { trip, reason } = parsed.data;
  return trip === 'failed' ? { trip, reason } : { trip };
}
