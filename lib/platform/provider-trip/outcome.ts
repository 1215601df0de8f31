import { z } from 'zod';
import { paymentFailureReason, type PaymentFailureReason } from '@/lib/platform/content-api/schemas/payment';
import { tripRefusal, type TripRefusal } from './trip';

/*
 * How a provider round trip ended, as the page it went back to reads it (ADR 43): one query shape for
 * every trip, `?trip=success|pending|failed|refused` with `&reason=` where there is one (a failure the
 * provider names, or why a return was refused). The URL only says what to show; what happened was
 * read from the content API before. Client-safe.
 */

export const TRIP_OUTCOMES = ['success', 'pending', 'failed', 'refused'] as const;
export const tripOutcome = z.enum(TRIP_OUTCOMES);

export type TripReturn =
  { trip: 'success' | 'pending' } | { trip: 'failed'; reason?: PaymentFailureReason } | { trip: 'refused'; reason: TripRefusal };

/** The outcome in a page's query; anything else is no trip. A reason only where its outcome has one. */
export const tripReturn = z
  .object({ trip: tripOutcome, reason: z.string().max(40).optional().catch(undefined) })
  .transform(({ trip, reason }): TripReturn => {
    if (trip === 'failed') {
      const known = paymentFailureReason.safeParse(reason);
      return known.success ? { trip, reason: known.data } : { trip };
    }
    if (trip === 'refused') return { trip, reason: tripRefusal.catch('unknown').parse(reason) };
    return { trip };
  });

/** A page's search parameters read as a trip's outcome (undefined when the page was not reached from a trip). */
export function tripReturnOf(search: Record<string, string | string[] | undefined>): TripReturn | undefined {
  const parsed = tripReturn.safeParse({ trip: search.trip, reason: typeof search.reason === 'string' ? search.reason : undefined });
  return parsed.success ? parsed.data : undefined;
}

/**
 * The page a trip goes back to (a path of ours, maybe with a query and a #fragment) with its outcome
 * in the query, replacing an earlier one: `?trip=success`, `?trip=failed&reason=DECLINED`,
 * `?trip=refused&reason=expired`.
 */
export function backWith(back: string, outcome: TripReturn): string {
  const [path = '/', fragment] = back.split('#', 2);
  const url = new URL(path, 'http://trip.invalid');
  url.searchParams.delete('trip');
  url.searchParams.delete('reason');
  url.searchParams.set('trip', outcome.trip);
  if ('reason' in outcome && outcome.reason) url.searchParams.set('reason', outcome.reason);
  return `${url.pathname}${url.search}${fragment ? `#${fragment}` : ''}`;
}
