import { defineHandler, seeOther } from '@/lib/platform/bff/handler';
import { endTrip, payWithCard } from '@/lib/account/payment-trip/finish';
import { accountTrips } from '@/lib/account/payment-trip/store';
import { paymentPage, tripReturnUrl } from '@/lib/account/payment-trip/urls';
import { backWith } from '@/lib/platform/provider-trip/outcome';
import { anyReturn, hostedCardReturn } from '@/lib/platform/provider-trip/returns';

/**
 * GET /api/account/payment-trip/card?state&cardToken&brand&last4 (ADR 20, 43): the provider's hosted
 * card field sends the browser back here. Only with the state of this browser's trip (a forged or
 * replayed link, or a card token from another trip, is refused: back with ?trip=refused&reason=…,
 * the trip left as it was) does the card token (never a card number) save the card or pay; the
 * browser goes on to 3-D Secure, or back to the page the trip started from with
 * ?trip=success|failed|pending. A malformed card or no session: back with ?trip=failed.
 */
export const GET = defineHandler({
  session: 'optional',
  query: anyReturn,
  async handle({ request, site, session, query }) {
    const { locale: _locale, state, ...given } = Object.fromEntries(query);
    const taken = await accountTrips.take(site.market.code, { state });
    if (!taken.ok) return seeOther(backWith(taken.trip?.back ?? paymentPage(site), { trip: 'refused', reason: taken.refusal }));
    const { trip } = taken;
    const card = hostedCardReturn.safeParse(given);
    if (!session || !card.success) return seeOther(await endTrip(trip.back, { trip: 'failed' }));
    return seeOther(await payWithCard(site, session.token, trip, card.data.cardToken, (next) => tripReturnUrl(request, site, next)));
  },
});
