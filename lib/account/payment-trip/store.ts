import 'server-only';
import { z } from 'zod';
import { tripStore } from '@/lib/platform/provider-trip/store';

/**
 * What a customer-area payment trip is for (ADR 20), kept with the trip (ADR 43) while the browser is
 * at the provider's pages: the purpose, never card data (a card exists here only as the provider's
 * transaction, the trip's attempt). 30 minutes, as long as a hosted-field session.
 */
export const tripPurpose = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('card-change') }),
  z.object({ kind: z.literal('open-position'), billingContractId: z.string().min(1), method: z.enum(['CREDITCARD', 'EPS']) }),
  z.object({
    kind: z.literal('recharge'),
    productKey: z.string().min(1),
    amount: z.number().positive(),
    method: z.enum(['creditcard', 'eps', 'twint']),
  }),
]);
export type TripPurpose = z.infer<typeof tripPurpose>;

export const TRIP_COOKIE = '__Host-payment-trip';
export const TRIP_MAX_AGE_SECONDS = 30 * 60;

/** `startedAt` (ms): when a TWINT payment started, for its waiting page's time limit (ADR 48). */
const tripData = z.object({ purpose: tripPurpose, startedAt: z.number().optional() });

export const accountTrips = tripStore({
  kind: 'account-payment',
  cookie: TRIP_COOKIE,
  data: tripData,
  maxAgeSeconds: TRIP_MAX_AGE_SECONDS,
});
export type Trip = NonNullable<Awaited<ReturnType<typeof accountTrips.read>>>;
