import 'server-only';
import { z } from 'zod';
import { sealedCookie } from '@/lib/bff/sealed-cookie';

/**
 * What a customer-area payment trip is for (ADR 20), kept while the browser is at the provider's pages:
 * the purpose (never card data: a card exists here only as the provider's transaction), the page the
 * trip returns to, the locale, and once known the provider's transaction, so that a return with any
 * other transaction id is a failed trip. Sealed like the checkout progress (ADR 13); 30 minutes, as
 * long as a hosted-field session.
 */
export const TRIP_COOKIE = '__Host-payment-trip';
export const TRIP_MAX_AGE_SECONDS = 30 * 60;

export const tripPurpose = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('card-change') }),
  z.object({ kind: z.literal('open-position'), billingContractId: z.string().min(1), method: z.enum(['CREDITCARD', 'EPS']) }),
  z.object({ kind: z.literal('recharge'), productKey: z.string().min(1), amount: z.number().positive(), method: z.enum(['creditcard', 'eps']) }),
]);
export type TripPurpose = z.infer<typeof tripPurpose>;

export const storedTrip = z.object({
  purpose: tripPurpose.optional(),
  /** The page (a path of ours) the trip returns to. */
  back: z.string().startsWith('/').optional(),
  locale: z.string().max(10).optional(),
  transactionId: z.string().min(1).optional(),
});
export type StoredTrip = z.infer<typeof storedTrip>;
/** A trip with its purpose: what the return handlers need. */
export type Trip = Required<Pick<StoredTrip, 'purpose' | 'back'>> & StoredTrip;

const tripCookie = sealedCookie(TRIP_COOKIE, storedTrip, TRIP_MAX_AGE_SECONDS, {});

export const sealTrip = tripCookie.seal;

/** This request's trip, if one is under way. */
export async function readTrip(market: Parameters<typeof tripCookie.read>[0]): Promise<Trip | undefined> {
  const trip = await tripCookie.read(market);
  return trip.purpose && trip.back ? (trip as Trip) : undefined;
}

/** Route handlers only. */
export const writeTrip = tripCookie.write;
/** Route handlers only: the trip has ended. */
export const deleteTrip = tripCookie.remove;
