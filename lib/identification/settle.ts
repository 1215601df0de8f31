import 'server-only';
import { failure, success, type Failure, type Success } from '@/lib/platform/bff/handler';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { cartPath } from '@/lib/cart/cart-paths';
import type { PlacedOrderAccess } from '@/lib/checkout/progress';
import { readOrderAccess } from '@/lib/checkout/order-store';
import {
  finishEId,
  finishNationalId,
  getIdentificationState,
  takeOverNationalIdAndFinish,
  validateEId,
  validateNationalId,
} from '@/lib/platform/content-api/identification';
import type { IdAustriaValidation, IdentityData } from '@/lib/platform/content-api/schemas';
import { backWith } from '@/lib/platform/provider-trip/outcome';
import type { TripReturned } from '@/lib/platform/provider-trip/trip';
import type { Site } from '@/lib/platform/site/site';
import { isTripOf, nationalIdStep } from './return-rules';
import { identTrips, type IdentTrip } from './trips';
import { chooserPath, returnPagePath, type ChooserNotice } from './urls';

/**
 * What a provider's return comes to (SPEC §7), and what the return pages show: the order's
 * identification is done, the customer is to confirm the identity's differing data, or the visitor
 * goes back to the chooser (with the failure to show) or, without an order, to the cart.
 */
export type ReturnOutcome =
  | { kind: 'identified' }
  | { kind: 'confirm'; identity: IdentityData; differences: IdAustriaValidation['differences'] }
  | { kind: 'chooser'; notice?: ChooserNotice }
  | { kind: 'cart' };

const identified: ReturnOutcome = { kind: 'identified' };
const chooser = (notice?: ChooserNotice): ReturnOutcome => ({ kind: 'chooser', ...(notice ? { notice } : {}) });

/**
 * Before anything else: an order the API no longer knows goes to the cart; one whose identification
 * is done shows so (a reload, another method finished meanwhile); one that needs none (any more) or
 * whose state cannot be read goes to the chooser, which says which. Undefined: open.
 */
async function settledBefore(site: Site, access: PlacedOrderAccess): Promise<ReturnOutcome | undefined> {
  const state = await getIdentificationState(site.content, access);
  if (!state.ok) return state.error.kind === 'not_found' || state.error.kind === 'unauthorized' ? { kind: 'cart' } : chooser();
  if (state.data.isIdentOpen) return undefined;
  return state.data.status === 'SUCCESS' ? identified : chooser();
}

/**
 * The national digital ID's attempt: validate/; an approved identity that matches what was typed is
 * finished here, one that differs waits for the customer's confirmation.
 */
async function settleNationalId(site: Site, access: PlacedOrderAccess, attempt: string): Promise<ReturnOutcome> {
  const validation = await validateNationalId(site.content, access, attempt);
  if (!validation.ok) return chooser('national-id-failed');
  const next = nationalIdStep(validation.data);
  if (next.step === 'confirm') return { kind: 'confirm', identity: next.identity, differences: next.differences };
  if (next.step === 'failed') return chooser('national-id-failed');
  const finished = await finishNationalId(site.content, access, attempt);
  return finished.ok ? identified : chooser('national-id-failed');
}

/**
 * The bank's attempt: what the person did is read with …:validate (the URL's status is not
 * believed); an approved attempt is finished with the RedirectUrl it started with.
 */
async function settleBank(site: Site, access: PlacedOrderAccess, trip: IdentTrip & { attempt: string }): Promise<ReturnOutcome> {
  const validation = await validateEId(site.content, access, trip.attempt);
  if (!validation.ok || validation.data.status !== 'APPROVED') return chooser('bank-failed');
  const finished = await finishEId(site.content, access, { RedirectUrl: trip.data.redirectUrl, TransactionId: trip.attempt });
  return finished.ok ? identified : chooser('bank-failed');
}

/** Where an outcome is shown: the method's return page (success, differences), the chooser or the cart. */
function locationOf(site: Site, method: IdentTrip['data']['method'], outcome: ReturnOutcome): string {
  switch (outcome.kind) {
    case 'identified':
    case 'confirm':
      return returnPagePath(site, method);
    case 'chooser':
      return chooserPath(site, outcome.notice);
    case 'cart':
      return cartPath(site);
  }
}

/**
 * GET /api/identification/return (ADR 22, 43): a provider sent the browser back. Only a return of
 * this browser's trip (its state) for the order in the order cookie and the attempt the trip started
 * is settled; any other goes to the chooser with ?trip=refused&reason=…, the trip left as it was. The
 * outcome is read from the content API, never from the URL; the trip ends unless the customer is
 * still to confirm differing data. Answers where the browser goes.
 */
export async function settleReturn(site: Site, returned: TripReturned): Promise<string> {
  const market = site.market.code;
  const access = await readOrderAccess(market);
  if (!access) return cartPath(site);
  const taken = await identTrips.take(market, returned);
  if (!taken.ok) return backWith(chooserPath(site), { trip: 'refused', reason: taken.refusal });
  const { trip } = taken;
  if (!isTripOf(trip, trip.data.method, access.salesOrderId)) return backWith(chooserPath(site), { trip: 'refused', reason: 'unknown' });
  const outcome =
    (await settledBefore(site, access)) ??
    (trip.data.method === 'ID_AUSTRIA' ? await settleNationalId(site, access, trip.attempt) : await settleBank(site, access, trip));
  if (outcome.kind !== 'confirm') await identTrips.end();
  return locationOf(site, trip.data.method, outcome);
}

/**
 * What a method's return page shows, once the return handler has settled the return: the success
 * when the order is identified; on the national digital ID's page the differing details of this
 * browser's attempt for this order, still to be confirmed; else the chooser (or the cart).
 */
export async function returnPageOutcome(
  site: Site,
  access: PlacedOrderAccess,
  method: IdentTrip['data']['method'],
): Promise<ReturnOutcome> {
  const before = await settledBefore(site, access);
  if (before) return before;
  const trip = await identTrips.read(site.market.code);
  if (method !== 'ID_AUSTRIA' || !isTripOf(trip, 'ID_AUSTRIA', access.salesOrderId)) return chooser();
  const validation = await validateNationalId(site.content, access, trip.attempt);
  const next = validation.ok ? nationalIdStep(validation.data) : undefined;
  return next?.step === 'confirm' ? { kind: 'confirm', identity: next.identity, differences: next.differences } : chooser();
}

/**
 * The customer confirmed taking over the national digital ID's data (takeoveridaustriadataandfinish/)
 * for the attempt of this browser's trip: the trip ends and the return page shows the success. 404
 * without an order or a trip.
 */
export async function confirmNationalIdTakeOver(site: Site): Promise<Success<{ next: string }> | Failure> {
  const access = await readOrderAccess(site.market.code);
  const trip = await identTrips.read(site.market.code);
  if (!access || !isTripOf(trip, 'ID_AUSTRIA', access.salesOrderId)) return failure(404, 'not_found');
  const finished = await takeOverNationalIdAndFinish(site.content, access, trip.attempt);
  if (!finished.ok) return upstreamFailure(finished.error);
  await identTrips.end();
  return success({ next: returnPagePath(site, 'ID_AUSTRIA') });
}
