import { defineHandler, seeOther } from '@/lib/bff/handler';
import { anyReturn, endTrip, outcomeOfReturn, transactionReturn } from '@/lib/account/payment-trip-finish';
import { readTrip } from '@/lib/account/payment-trip-store';
import { paymentPage } from '@/lib/account/payment-trip-urls';
import { backWith } from '@/lib/account/trip-outcome';

/**
 * GET /api/account/payment-trip/return?transactionId (ADR 20): 3-D Secure or the EPS bank sends the
 * browser back here. The outcome of the trip's own transaction is read from the content API, the
 * trip ends, and the browser goes back to the page it started from with ?trip=success|failed|pending
 * (&reason=… when the provider names one). A malformed return, no session or no trip: ?trip=failed.
 */
export const GET = defineHandler({
  session: 'optional',
  query: anyReturn,
  async handle({ site, session, query }) {
    const trip = await readTrip(site.market.code);
    if (!trip) return seeOther(backWith(paymentPage(site), { trip: 'failed' }));
    const { locale: _locale, ...given } = Object.fromEntries(query);
    const back = transactionReturn.safeParse(given);
    const outcome = session && back.success ? await outcomeOfReturn(site, session.token, trip, back.data.transactionId) : ({ trip: 'failed' } as const);
    return seeOther(await endTrip(trip.back, outcome));
  },
});
