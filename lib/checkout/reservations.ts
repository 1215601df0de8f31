import 'server-only';
import { failure, success, type Failure, type Success } from '@/lib/platform/bff/handler';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { extendNumberReservations } from '@/lib/platform/content-api/orders';
import type { NumbersExtended } from '@/lib/platform/contracts/checkout-numbers';
import type { Site } from '@/lib/platform/site/site';

/**
 * Holds number reservations longer (PUT /orders/numberreservations/extend, 15 more minutes): the
 * island does so shortly before they end, and saving the number step does so to prove they are still
 * held. One that ended, or was ordered already, is 410 reservation_expired: the visitor reserves again.
 */
export async function extendReservations(site: Site, numberingPlanAssignmentIds: string[]): Promise<Success<NumbersExtended> | Failure> {
  const extended = await extendNumberReservations(site.content, numberingPlanAssignmentIds);
  if (extended.ok) return success(extended.data);
  return extended.error.kind === 'not_found' ? failure(410, 'reservation_expired') : upstreamFailure(extended.error);
}
