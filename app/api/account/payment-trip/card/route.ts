import { defineHandler, seeOther } from '@/lib/bff/handler';
import { anyReturn, endTrip, payWithCard } from '@/lib/account/payment-trip-finish';
import { readTrip } from '@/lib/account/payment-trip-store';
import { paymentPage, tripReturnUrl } from '@/lib/account/payment-trip-urls';
import { backWith } from '@/lib/account/trip-outcome';
import { hostedCardReturn } from '@/lib/checkout/payment-urls';

/**
 * GET /api/account/payment-trip/card?cardToken&brand&last4 (ADR 20): the provider's hosted card field
 * sends the browser back here. With the trip's purpose from its cookie, the card token (never a card
 * number) saves the card or pays; the browser goes on to 3-D Secure, or back to the page the trip
 * started from with ?trip=success|failed|pending. A malformed return, no session or no trip: back
 * with ?trip=failed (no trip: the payment page).
 */
export const GET = defineHandler({
  session: 'optional',
  query: anyReturn,
  async handle({ request, site, session, query }) {
    const trip = await readTrip(site.market.code);
    if (!trip) return seeOther(backWith(paymentPage(site), { trip: 'failed' }));
    const { locale: _locale, ...given } = Object.fromEntries(query);
    const card = hostedCardReturn.safeParse(given);
    if (!session || !card.success) return seeOther(await endTrip(trip.back, { trip: 'failed' }));
    return seeOther(await payWithCard(site, session.token, trip, card.data.cardToken, tripReturnUrl(request, site)));
  },
});
