import 'server-only';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { sealedCookie } from '@/lib/platform/bff/sealed-cookie';
import type { MarketCode } from '@/lib/platform/markets/markets';
import { refusalOf, tripCore, type TripCore, type TripKind, type TripRefusal, type TripReturned } from './trip';

/**
 * A new state for a trip or its next leg: 24 random bytes, 32 URL-safe characters. Made before the
 * provider is called, because the return address given to the provider carries it.
 */
export const newTripState = (): string => randomBytes(24).toString('base64url');

/** A trip as its kind keeps it: the common part and what that kind needs on the way back. */
export type ProviderTrip<D> = TripCore & { data: D };

/** A return as the store answers it: the trip it belongs to, or why it is refused. */
export type TakenReturn<D> = { ok: true; trip: ProviderTrip<D> } | { ok: false; refusal: TripRefusal; trip?: ProviderTrip<D> };

type Start<D> = { state: string; back: string; data: D; attempt?: string; ttlSeconds?: number };

type Options<S> = { kind: TripKind; cookie: string; data: S; maxAgeSeconds: number };

/**
 * The trips of one kind (ADR 43), kept while the browser is at the provider's pages in a sealed,
 * httpOnly cookie of that kind (ADR 13; its name an exported *_COOKIE constant of the caller, for the
 * privacy policy's table): its state, the attempt once known, the page to go back to, when it
 * expires, and the kind's own data (never card data). A new trip of the kind replaces the last one,
 * whose return is then refused. `maxAgeSeconds` bounds the cookie; a trip may expire sooner
 * (`ttlSeconds`).
 */
export function tripStore<S extends z.ZodType>({ kind, cookie: name, data, maxAgeSeconds }: Options<S>) {
  type Trip = ProviderTrip<z.output<S>>;
  const schema = tripCore.extend({ data });
  const cookie = sealedCookie(name, z.object({ trip: schema.optional() }), maxAgeSeconds, {});

  const write = async (market: MarketCode, trip: Trip): Promise<Trip> => {
    await cookie.write(market, { trip });
    return trip;
  };

  /** This browser's trip of the kind, if one is under way (pages and route handlers). */
  const read = async (market: MarketCode): Promise<Trip | undefined> => {
    const { trip } = await cookie.read(market);
    return trip?.kind === kind ? (trip as Trip) : undefined;
  };

  return {
    read,

    /** Route handlers only: a new trip under its new state (newTripState), replacing any of the kind. */
    start: (market: MarketCode, { state, back, data: kept, attempt, ttlSeconds = maxAgeSeconds }: Start<z.output<S>>): Promise<Trip> =>
      write(market, { kind, state, back, data: kept, expiresAt: Date.now() + ttlSeconds * 1000, ...(attempt ? { attempt } : {}) }),

    /**
     * Route handlers only: the trip goes on to the provider's next page for this attempt (a card went
     * on to 3-D Secure) under a new state, so the return that brought it here cannot be used again.
     */
    advance: (market: MarketCode, trip: Trip, next: { state: string; attempt: string }): Promise<Trip> =>
      write(market, { ...trip, ...next }),

    /** A return checked against this browser's trip (lib/platform/provider-trip/trip.ts refusalOf); the cookie is left as it is. */
    async take(market: MarketCode, returned: TripReturned): Promise<TakenReturn<z.output<S>>> {
      const trip = await read(market);
      const refusal = refusalOf(trip, returned, Date.now());
      if (!refusal && trip) return { ok: true, trip };
      return { ok: false, refusal: refusal ?? 'unknown', ...(trip ? { trip } : {}) };
    },

    /** Route handlers only: the trip is settled; a replay of its return then belongs to no trip. */
    end: cookie.remove,
  };
}
