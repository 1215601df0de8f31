import { defineHandler, seeOther } from '@/lib/platform/bff/handler';
import { endTrip, outcomeOfReturn } from '@/lib/account/payment-trip/finish';
import { accountTrips } from '@/lib/account/payment-trip/store';
import { paymentPage, rechargeTwintPath } from '@/lib/account/payment-trip/urls';
import { backWith } from '@/lib/platform/provider-trip/outcome';
import { anyReturn, transactionReturn } from '@/lib/platform/provider-trip/returns';

/**
 * GET /api/account/payment-trip/return?state&transactionId (ADR 20, 43): 3-D Secure or the EPS bank
 * sends the browser back here. A return of this browser's trip for its own transaction (its state;
 * a forged, replayed or expired one, or another transaction, is refused: back with
 * ?trip=refused&reason=…, the trip left as it was) has its outcome read from the content API; the
 * trip ends and the browser goes back to the page it started from with ?trip=success|failed|pending
 * (&reason=… when the provider names one). No session: ?trip=failed. A TWINT top-up still PENDING
 * (its waiting page's "check the payment status" link, ADR 48) keeps its trip: 303 back to that page.
 */
export const GET = defineHandler({
  session: 'optional',
  query: anyReturn,
  async handle({ site, session, query }) {
    const { state, transactionId } = Object.fromEntries(query);
    const returned = transactionReturn.safeParse({ transactionId });
    const taken = await accountTrips.take(site.market.code, { state, attempt: returned.success ? returned.data.transactionId : undefined });
    if (!taken.ok) return seeOther(backWith(taken.trip?.back ?? paymentPage(site), { trip: 'refused', reason: taken.refusal }));
    const { trip } = taken;
    const outcome =
      session && returned.success
        ? await outcomeOfReturn(site, session.token, trip, returned.data.transactionId)
        : ({ trip: 'failed' } as const);
    const { purpose } = trip.data;
    if (purpose.kind === 'recharge' && purpose.method === 'twint' && outcome.trip === 'pending')
      return seeOther(rechargeTwintPath(site, purpose.productKey));
    return seeOther(await endTrip(trip.back, outcome));
  },
});
