import 'server-only';
import { z } from 'zod';
import { tripStore } from '@/lib/platform/provider-trip/store';

/**
 * An identification trip through a provider's pages (the national digital ID, a bank's e-ident login,
 * ADR 22, 43), kept while the browser is away: the method, the order it identifies and the exact
 * return address the attempt started with (finishing bank e-ident needs it, and the return handler
 * cannot rebuild the protocol and host the start saw behind our proxy); the attempt is the
 * provider's transaction. One hour: time to find the ID app or the bank's PIN, not longer.
 */
export const IDENT_TRIP_COOKIE = '__Host-ident-trip';
export const IDENT_TRIP_MAX_AGE_SECONDS = 60 * 60;

export const identTrips = tripStore({
  kind: 'identification',
  cookie: IDENT_TRIP_COOKIE,
  data: z.object({ method: z.enum(['ID_AUSTRIA', 'E_ID']), salesOrderId: z.string().min(1).max(64), redirectUrl: z.url() }),
  maxAgeSeconds: IDENT_TRIP_MAX_AGE_SECONDS,
});
export type IdentTrip = NonNullable<Awaited<ReturnType<typeof identTrips.read>>>;
