import 'server-only';
import { z } from 'zod';
import { tripStore } from '@/lib/platform/provider-trip/store';

/*
 * The checkout's provider round trips (ADR 17, 43). The hosted card field is a trip of its own (the
 * card it returns is kept in the progress for the order button). Paying a placed order sends the
 * browser to a provider's page for one attempt, the order's live one: a newer start replaces the trip
 * (and the content API ends the older attempt), so a return is accepted only for the attempt that
 * started it.
 */

/** The hosted card field: 30 minutes, as long as its client token. */
export const CARD_TRIP_COOKIE = '__Host-card-trip';
export const CARD_TRIP_MAX_AGE_SECONDS = 30 * 60;
export const cardTrips = tripStore({
  kind: 'checkout-card',
  cookie: CARD_TRIP_COOKIE,
  data: z.object({}),
  maxAgeSeconds: CARD_TRIP_MAX_AGE_SECONDS,
});

/** How a placed order's attempt is paid, which decides how its outcome is read. */
const ATTEMPT_METHODS = ['card', 'eps', 'financing', 'twint'] as const;
export type AttemptMethod = (typeof ATTEMPT_METHODS)[number];

/**
 * A card's 3-D Secure and an EPS bank as long as the checkout's progress (24 hours); an instalment
 * purchase may be signed for 7 days; a TWINT payment waits minutes for the app (lib/checkout/twint-wait.ts),
 * its trip an hour, so that its ending is still read after the wait.
 */
export const ATTEMPT_TTL_SECONDS: Record<AttemptMethod, number> = {
  card: 24 * 60 * 60,
  eps: 24 * 60 * 60,
  financing: 7 * 24 * 60 * 60,
  twint: 60 * 60,
};

export const CHECKOUT_TRIP_COOKIE = '__Host-checkout-trip';

export const paymentTrips = tripStore({
  kind: 'checkout-payment',
  cookie: CHECKOUT_TRIP_COOKIE,
  data: z.object({
    method: z.enum(ATTEMPT_METHODS),
    salesOrderId: z.string().min(1).max(64),
    /** When the attempt started (ms since the epoch): the TWINT page's time limit counts from it. */
    startedAt: z.number().int().positive().optional(),
  }),
  maxAgeSeconds: ATTEMPT_TTL_SECONDS.financing,
});
