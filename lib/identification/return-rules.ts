import type { IdAustriaValidation, IdentityData } from '@/lib/platform/content-api/schemas';

/** The part of a trip these rules read: its method, its order and its attempt. */
type TripOfOrder = { attempt?: string; data: { method: 'ID_AUSTRIA' | 'E_ID'; salesOrderId: string } };

/**
 * Whether this browser's trip is an attempt of that method for this order: anything else (an old
 * trip, another order's) is believed for nothing. That the return is the trip's own is checked by
 * its state (lib/platform/provider-trip).
 */
export const isTripOf = (
  trip: TripOfOrder | undefined,
  method: TripOfOrder['data']['method'],
  salesOrderId: string,
): trip is TripOfOrder & { attempt: string } =>
  trip !== undefined && trip.attempt !== undefined && trip.data.method === method && trip.data.salesOrderId === salesOrderId;

/** What follows a national digital ID's answer: finish it, let the customer confirm the identity's differing data, or it failed. */
export type NationalIdStep =
  { step: 'finish' } | { step: 'confirm'; identity: IdentityData; differences: IdAustriaValidation['differences'] } | { step: 'failed' };

/**
 * SPEC §7: an approved identity that matches what was typed is finished at once (finish/); one that
 * differs is finished only after the customer confirmed taking over its data
 * (takeoveridaustriadataandfinish/). Denied, or not answered at the provider, is a failed attempt.
 */
export function nationalIdStep(validation: IdAustriaValidation): NationalIdStep {
  if (validation.status !== 'APPROVED' || !validation.identity) return { step: 'failed' };
  if (validation.differences.length === 0) return { step: 'finish' };
  return { step: 'confirm', identity: validation.identity, differences: validation.differences };
}
