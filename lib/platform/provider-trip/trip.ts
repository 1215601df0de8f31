import { z } from 'zod';

/*
 * One provider round trip (ADR 43): the browser is handed over to a provider's page (the hosted card
 * field, 3-D Secure, an EPS bank, the financing provider, an identity provider) and comes back, or
 * waits on our page while the person answers in an app (TWINT, ADR 48). The pure rules: what a trip
 * keeps and which return is its own. No I/O (lib/platform/provider-trip/store.ts keeps the trip in its sealed
 * cookie). Client-safe.
 */

/**
 * What a trip is for. Each kind has a cookie of its own, so a trip of one kind never ends another's
 * (a checkout's instalment purchase waits to be signed while the order's identification goes on).
 */
export const TRIP_KINDS = ['checkout-card', 'checkout-payment', 'account-payment', 'identification'] as const;
export type TripKind = (typeof TRIP_KINDS)[number];

/** The random value a trip is bound by: kept sealed with the trip and put into the address the provider sends the browser back to. */
export const tripStateValue = z.string().regex(/^[A-Za-z0-9_-]{32}$/);

/** The parameter of a return address that carries the trip's state. */
export const STATE_PARAM = 'state';

export const tripCore = z.object({
  kind: z.enum(TRIP_KINDS),
  state: tripStateValue,
  /** The provider's attempt (transaction, purchase) once it is known: a return is accepted only for it. */
  attempt: z.string().min(1).max(100).optional(),
  /** The page of ours (a path, maybe with a #fragment) the trip goes back to. */
  back: z.string().startsWith('/').max(500),
  /** When the trip stops being accepted (ms since the epoch). */
  expiresAt: z.number().int().positive(),
});
export type TripCore = z.infer<typeof tripCore>;

/**
 * Why a return is refused: `unknown` when it belongs to no trip of this browser (a forged or typed
 * link, another browser's, one replayed after its trip was settled or went on, or no trip at all),
 * `expired` when its trip ran out of time, `other_attempt` when it names an attempt the trip did not
 * start (a card token or transaction of another trip).
 */
export const TRIP_REFUSALS = ['unknown', 'expired', 'other_attempt'] as const;
export const tripRefusal = z.enum(TRIP_REFUSALS);
export type TripRefusal = z.infer<typeof tripRefusal>;

/** What a return brings: the state from its address and, where the provider names one, the attempt. */
export type TripReturned = { state: string | undefined; attempt?: string };

/** The two states compared in constant time (their length is no secret). */
function sameState(kept: string, given: string): boolean {
  if (kept.length !== given.length) return false;
  let differs = 0;
  for (let i = 0; i < kept.length; i += 1) differs |= kept.charCodeAt(i) ^ given.charCodeAt(i);
  return differs === 0;
}

/**
 * Whether a return belongs to this trip: the state it brings is the trip's own, the trip has not run
 * out, and it names the attempt the trip started (none before the provider named one). Undefined when
 * it does; otherwise why not.
 */
export function refusalOf(trip: TripCore | undefined, returned: TripReturned, now: number): TripRefusal | undefined {
  if (!trip || !returned.state || !sameState(trip.state, returned.state)) return 'unknown';
  if (now >= trip.expiresAt) return 'expired';
  if (returned.attempt !== trip.attempt) return 'other_attempt';
  return undefined;
}
