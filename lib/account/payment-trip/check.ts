import 'server-only';
import { failure, type Failure } from '@/lib/platform/bff/handler';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { getUsage } from '@/lib/platform/content-api/customerarea';
import { getOpenPosition } from '@/lib/platform/content-api/payment';
import type { ApiFailure } from '@/lib/platform/content-api/result';
import type { PaymentTripRequest } from '@/lib/platform/contracts/payment-trip';
import type { Site } from '@/lib/platform/site/site';

/** A read refused: 'expired' when the content API no longer takes the token (the caller logs out), else the failure. */
export type Refusal = Failure | 'expired';

const refusalOf = (error: ApiFailure): Refusal => (error.kind === 'unauthorized' ? 'expired' : upstreamFailure(error));
const notOffered = (field: string) => failure(400, 'invalid_request', { fields: [{ field, code: 'not_offered' }] });

/**
 * Before the browser leaves for a provider: the billing contract or line is the customer's own (404
 * otherwise, as for an unknown one), and it can be paid so: the open position by a method of its
 * `payableBy` (nothing owed: none), the prepaid line with one of its amounts and methods. So a card
 * is never typed for a payment that cannot happen.
 */
export async function refusedTrip(site: Site, token: string, trip: PaymentTripRequest): Promise<Refusal | undefined> {
  switch (trip.kind) {
    case 'card-change':
      return undefined;
    case 'open-position': {
      const position = await getOpenPosition(site.content, token, trip.billingContractId);
      if (!position.ok) return refusalOf(position.error);
      return position.data.payableBy.includes(trip.method) ? undefined : notOffered('method');
    }
    case 'recharge': {
      const usage = await getUsage(site.content, token, trip.productKey);
      if (!usage.ok) return refusalOf(usage.error);
      const prepaid = usage.data.prepaid;
      if (!prepaid) return failure(404, 'not_found');
      if (!prepaid.allowedRechargeAmounts.includes(trip.amount)) return notOffered('amount');
      return prepaid.allowedRechargePaymentMethods.some((m) => m.key === trip.method) ? undefined : notOffered('method');
    }
  }
}
