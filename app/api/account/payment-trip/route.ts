import { defineHandler } from '@/lib/platform/bff/handler';
import { sessionExpired } from '@/lib/account/logout';
import type { SessionData } from '@/lib/platform/bff/session-data';
import { startTrip } from '@/lib/account/payment-trip/start';
import { paymentTripContract, paymentTripRequest } from '@/lib/platform/contracts/payment-trip';

/**
 * POST /api/account/payment-trip (lib/platform/contracts/payment-trip.ts, ADR 20): a customer-area payment
 * through the provider's pages: the bills to a card (upgraded write access), the open position or a
 * prepaid recharge by card or EPS. Answers {next}, the provider page the browser goes to. 400 with
 * fields for a bad body or an amount or method not offered, 403 upgrade_required, 404 for a billing
 * contract or line that is not the customer's, 401 session_expired when the content API refused the
 * token (logged out), 503 when it could not be reached.
 */
export const POST = defineHandler({
  access: 'login',
  contract: paymentTripContract,
  body: paymentTripRequest,
  maxBytes: 2_000,
  limits: [{ limit: 20, windowMs: 10 * 60_000, key: ({ ip }) => ip }],
  async handle({ request, site, session, body }) {
    const started = await startTrip({ request, site, session: session as SessionData, body });
    return started === 'expired' ? sessionExpired(site, session) : started;
  },
});
