import 'server-only';
import { failure, success, type Failure, type Success } from '@/lib/bff/handler';
import { upstreamFailure } from '@/lib/bff/upstream-failure';
import type { PlacedOrderAccess } from '@/lib/checkout/progress';
import { readOrderAccess } from '@/lib/checkout/order-store';
import { finishEId, finishNationalId, getIdentificationState, takeOverNationalIdAndFinish, validateEId, validateNationalId } from '@/lib/content-api/identification';
import { localizedPath } from '@/lib/i18n/paths';
import type { IdentityData, NationalIdValidation } from '@/lib/model/identification';
import type { Site } from '@/lib/site/site';
import { believedTrip, nationalIdStep } from './return-rules';
import { deleteIdentTrip, readIdentTrip, type IdentTrip } from './trip-store';
import type { ChooserNotice } from './urls';

/**
 * What the return pages make of a provider's return (SPEC §7): the order's identification is done,
 * the customer is to confirm the identity's differing data, or the visitor goes back to the chooser
 * (with the failure to show) or, without an order, to the cart.
 */
export type ReturnOutcome =
  | { kind: 'identified' }
  | { kind: 'confirm'; identity: IdentityData; differences: NationalIdValidation['differences'] }
  | { kind: 'chooser'; notice?: ChooserNotice }
  | { kind: 'cart' };

const identified: ReturnOutcome = { kind: 'identified' };
const chooser = (notice?: ChooserNotice): ReturnOutcome => ({ kind: 'chooser', ...(notice ? { notice } : {}) });

/**
 * Before a return is read: an order the API no longer knows goes to the cart; one whose identification
 * is done shows so (a reload of the return page, another method finished meanwhile); one that needs
 * none (any more) or whose state cannot be read goes to the chooser, which says which. Undefined: open.
 */
async function settledBefore(site: Site, access: PlacedOrderAccess): Promise<ReturnOutcome | undefined> {
  const state = await getIdentificationState(site.content, access);
  if (!state.ok) return state.error.kind === 'not_found' || state.error.kind === 'unauthorized' ? { kind: 'cart' } : chooser();
  if (state.data.isIdentOpen) return undefined;
  return state.data.status === 'SUCCESS' ? identified : chooser();
}

/**
 * What both returns settle first: an order that needs nothing more, then whether the return is this
 * browser's attempt for this order (its sealed trip).
 */
async function returnedTrip(site: Site, access: PlacedOrderAccess, method: IdentTrip['method'], returned: string | undefined): Promise<{ outcome: ReturnOutcome } | { trip: IdentTrip }> {
  const before = await settledBefore(site, access);
  if (before) return { outcome: before };
  if (!returned) return { outcome: chooser() };
  const trip = believedTrip(await readIdentTrip(site.market.code), method, access.salesOrderId, returned);
  return trip ? { trip } : { outcome: chooser('failed') };
}

/**
 * The national digital ID's return (?transactionId=): validate/; an approved identity that matches
 * what was typed is finished here, one that differs waits for the customer's confirmation.
 */
export async function settleNationalIdReturn(site: Site, access: PlacedOrderAccess, returned: string | undefined): Promise<ReturnOutcome> {
  const found = await returnedTrip(site, access, 'ID_AUSTRIA', returned);
  if ('outcome' in found) return found.outcome;
  const { trip } = found;
  const validation = await validateNationalId(site.content, access, trip.transactionId);
  if (!validation.ok) return chooser('national-id-failed');
  const next = nationalIdStep(validation.data);
  if (next.step === 'confirm') return { kind: 'confirm', identity: next.identity, differences: next.differences };
  if (next.step === 'failed') return chooser('national-id-failed');
  const finished = await finishNationalId(site.content, access, trip.transactionId);
  return finished.ok ? identified : chooser('national-id-failed');
}

/**
 * The bank's return (?TransactionId=&status=): what the person did is read with …:validate (the
 * URL's status is not believed); an approved attempt is finished with the RedirectUrl it started with.
 */
export async function settleBankReturn(site: Site, access: PlacedOrderAccess, returned: string | undefined): Promise<ReturnOutcome> {
  const found = await returnedTrip(site, access, 'E_ID', returned);
  if ('outcome' in found) return found.outcome;
  const { trip } = found;
  const validation = await validateEId(site.content, access, trip.transactionId);
  if (!validation.ok || validation.data.status !== 'APPROVED') return chooser('bank-failed');
  const finished = await finishEId(site.content, access, { RedirectUrl: trip.redirectUrl, TransactionId: trip.transactionId });
  return finished.ok ? identified : chooser('bank-failed');
}

/**
 * The customer confirmed taking over the national digital ID's data (takeoveridaustriadataandfinish/)
 * for the attempt of this browser's trip: the trip ends and the return page shows the success. 404
 * without an order or a trip.
 */
export async function confirmNationalIdTakeOver(site: Site): Promise<Success<{ next: string }> | Failure> {
  const access = await readOrderAccess(site.market.code);
  const trip = await readIdentTrip(site.market.code);
  if (!access || !trip || !believedTrip(trip, 'ID_AUSTRIA', access.salesOrderId, trip.transactionId)) return failure(404, 'not_found');
  const finished = await takeOverNationalIdAndFinish(site.content, access, trip.transactionId);
  if (!finished.ok) return upstreamFailure(finished.error);
  await deleteIdentTrip();
  return success({ next: localizedPath(site, '/checkout/identification/national-id') });
}
