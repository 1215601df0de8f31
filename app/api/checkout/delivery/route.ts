import { failure } from '@/lib/platform/bff/handler';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { readCart } from '@/lib/cart/cart-store';
import { deliveryOptions, findPickupPoints } from '@/lib/checkout/delivery-options';
import { checkoutCart } from '@/lib/checkout/flow';
import { defineStepHandler } from '@/lib/checkout/step-handler';
import { deliveryRequest, deliveryStepOf } from '@/lib/checkout/steps/delivery';

/**
 * POST /api/checkout/delivery (checkout step 3): {method, pickupPointId?, zip?, city?}. The method
 * must be one the market offers for what this cart sends (priced by POST /orders/deliveries:calculate;
 * 503 when the costs cannot be read); a pickup point is looked up again with the search that found it
 * and stored with its name and address (400 pickupPointId when it is no longer there). Answers
 * {next} (lib/platform/contracts/checkout.ts stepContract).
 */
export const POST = defineStepHandler('delivery', {
  async body(site) {
    const { selection } = await readCart(site.market.code);
    const options = await deliveryOptions(site, checkoutCart(selection));
    return options && deliveryRequest(options.map((o) => o.method));
  },
  async store({ site, body }) {
    if (body.method !== 'PICKUP_POINT') return deliveryStepOf(body, undefined);
    const found = await findPickupPoints(site, { zip: body.zip, city: body.city });
    if (!found.ok) return upstreamFailure(found.error);
    const point = found.data.find((p) => p.id === body.pickupPointId);
    if (!point) return failure(400, 'invalid_request', { fields: [{ field: 'pickupPointId', code: 'invalid_format' }] });
    return deliveryStepOf(body, point);
  },
});
