import 'server-only';
import { calculateDelivery, getFermopoints } from '@/lib/platform/content-api/orders';
import type { Result } from '@/lib/platform/content-api/result';
import type { DeliveryMethod } from '@/lib/platform/content-api/schemas/order-requests';
import type { PickupPointView } from '@/lib/platform/contracts/checkout-delivery';
import type { Money } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site-shape';
import type { CheckoutCart } from './flow';
import { DELIVERY_METHODS, pickupPointView, travellingOf, type PickupPointSearch } from './steps/delivery';

export type DeliveryOption = { method: DeliveryMethod; cost: Money };

/**
 * The methods the market offers for what this cart sends, each with its cost (POST
 * /orders/deliveries:calculate per method, in parallel). A method the API refuses (400) is not
 * offered; undefined when a cost cannot be read (the visitor can only try again).
 */
export async function deliveryOptions(site: Site, cart: CheckoutCart): Promise<DeliveryOption[] | undefined> {
  const travelling = travellingOf(cart);
  const costs = await Promise.all(DELIVERY_METHODS.map((method) => calculateDelivery(site.content, { method, ...travelling })));
  if (costs.some((c) => !c.ok && c.error.kind !== 'rejected')) return undefined;
  return DELIVERY_METHODS.flatMap((method, i) => {
    const cost = costs[i]!;
    return cost.ok ? [{ method, cost: cost.data.cost }] : [];
  });
}

/** The pickup points (IT: Fermopoint) of a postal code or city, as the step shows them; not_found in a market without. */
export async function findPickupPoints(site: Site, search: PickupPointSearch): Promise<Result<PickupPointView[]>> {
  const found = await getFermopoints(site.content, search);
  return found.ok ? { ok: true, data: found.data.map(pickupPointView) } : found;
}
