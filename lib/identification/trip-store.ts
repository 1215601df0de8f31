import 'server-only';
import { z } from 'zod';
import { sealedCookie } from '@/lib/bff/sealed-cookie';
import type { MarketCode } from '@/lib/markets/markets';

/**
 * An identification trip through a provider's pages (the national digital ID, a bank's e-ident login),
 * kept while the browser is away. Both sandbox providers send the browser back with the attempt's id
 * in the URL (`?transactionId=` from the national ID, `?TransactionId=…&status=` from the bank), so the
 * id itself would survive the trip; it is kept here anyway, sealed and httpOnly (ADR 13), because:
 * - finishing bank e-ident needs the exact RedirectUrl the attempt started with, which the return
 *   page cannot rebuild (the protocol and host the handler saw, behind our proxy);
 * - a return is believed only for the attempt this browser started for this order (as ADR 20's
 *   payment trip), never for an id typed into a URL, and its outcome is read from the content API,
 *   never from the URL's `status`.
 * One hour: time to find the ID app or the bank's PIN, not longer. A new trip replaces it.
 */
export const IDENT_TRIP_COOKIE = '__Host-ident-trip';
export const IDENT_TRIP_MAX_AGE_SECONDS = 60 * 60;

export const identTrip = z.object({
  method: z.enum(['ID_AUSTRIA', 'E_ID']),
  salesOrderId: z.string().min(1).max(64),
  transactionId: z.string().min(1).max(64),
  /** The absolute return address the provider was given. */
  redirectUrl: z.url(),
});
export type IdentTrip = z.infer<typeof identTrip>;

const tripCookie = sealedCookie(IDENT_TRIP_COOKIE, identTrip.partial(), IDENT_TRIP_MAX_AGE_SECONDS, {});

/** This browser's trip, if one is under way. */
export async function readIdentTrip(market: MarketCode): Promise<IdentTrip | undefined> {
  const parsed = identTrip.safeParse(await tripCookie.read(market));
  return parsed.success ? parsed.data : undefined;
}

/** Route handlers only. */
export const writeIdentTrip = (market: MarketCode, trip: IdentTrip): Promise<void> => tripCookie.write(market, trip);

/** Route handlers only: the trip has ended. */
export const deleteIdentTrip = tripCookie.remove;
