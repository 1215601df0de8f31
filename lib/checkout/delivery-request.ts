import type { CartView } from '@/lib/cart/cart-view';
import type { DeliveryCalculationRequest } from '@/lib/platform/content-api/schemas';
import { travels } from './flow';

/**
 * What the cart asks POST /orders/deliveries:calculate for its standard delivery cost: every SIM card
 * with its type and every device. Undefined when nothing physical travels (only eSIMs or a fixed line),
 * the same rule that leaves out the checkout's delivery step (lib/checkout/flow.ts `travels`).
 */
export function deliveryRequestOf(view: Pick<CartView, 'lines'>): DeliveryCalculationRequest | undefined {
  const simCards = view.lines.flatMap((l) => (l.kind === 'tariff' ? [{ tariffId: l.id, simType: l.simType }] : []));
  const devices = view.lines.flatMap((l) => (l.kind === 'device' ? [l.id] : []));
  if (!travels({ simCards, devices, landline: false })) return undefined;
  return {
    method: 'STANDARD',
    simCards: simCards.map(({ simType }) => ({ simType })),
    products: devices.map((deviceModelSaleId) => ({ deviceModelSaleId })),
  };
}
