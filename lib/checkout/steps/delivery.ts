import { z } from 'zod';
import { optional, text, type AddressFields, type DeliveryStep, type PersonalStep } from '@/lib/platform/contracts/checkout';
import type { PickupPointView } from '@/lib/platform/contracts/checkout-delivery';
import {
  deliveryMethod,
  type AddressOrder,
  type DeliveryCalculationRequest,
  type DeliveryMethod,
  type DeliveryOrder,
} from '@/lib/platform/content-api/schemas/order-requests';
import { MARKETS, type MarketCode } from '@/lib/platform/markets/markets';
import type { PickupPoint } from '@/lib/platform/content-api/schemas';
import type { CheckoutCart } from '../flow';

/**
 * Checkout step 3, delivery or pickup (issue 14 §3.3): the rules of the step's form and handler, what
 * travels for the delivery-cost calculation, and the order's delivery as POST /orders takes it. Pure
 * and client-safe: the form checks with the same schema the handler does.
 */

export type { DeliveryMethod };
export const DELIVERY_METHODS = deliveryMethod.options;

/** SPEC §5: a search needs more than 1 character. A postal code: letters, digits, spaces and hyphens. */
const searchZip = z
  .string()
  .trim()
  .min(2, 'too_short')
  .max(10, 'too_long')
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, 'invalid_format');
/** A place name: letters (any script, with accents), spaces, apostrophes, dots and hyphens. */
const searchCity = z
  .string()
  .trim()
  .min(2, 'too_short')
  .max(60, 'too_long')
  .regex(/^\p{L}[\p{L}\p{M} '’.-]*$/u, 'invalid_format');

const searchFields = { zip: optional(searchZip), city: optional(searchCity) };
const needsZipOrCity = (search: { zip?: string; city?: string }) => Boolean(search.zip || search.city);

/** The search for pickup points (GET /api/checkout/pickup-points, the step page's ?zip=&city=): a postal code, a city or both. */
export const pickupPointSearch = z.object(searchFields).refine(needsZipOrCity, { message: 'required', path: ['zip'] });
export type PickupPointSearch = z.infer<typeof pickupPointSearch>;

/** The first error code of each search field ("city" → too_short). */
export function searchErrorsOf(error: z.ZodError): Partial<Record<keyof PickupPointSearch, string>> {
  const errors: Partial<Record<keyof PickupPointSearch, string>> = {};
  for (const issue of error.issues) errors[issue.path[0] as keyof PickupPointSearch] ??= issue.message;
  return errors;
}

/**
 * The step's body (POST /api/checkout/delivery): one of the methods the market offers for this cart
 * (those POST /orders/deliveries:calculate prices), and for a pickup the point chosen with the search
 * that found it (the handler looks the point up again).
 */
export function deliveryRequest(offered: readonly DeliveryMethod[]) {
  return z
    .object({
      method: z
        .enum(DELIVERY_METHODS, { error: (issue) => (issue.input === undefined || issue.input === '' ? 'required' : 'invalid_format') })
        .refine((method) => offered.includes(method), 'invalid_format'),
      pickupPointId: optional(text(64)),
      ...searchFields,
    })
    .superRefine((request, ctx) => {
      if (request.method !== 'PICKUP_POINT') return;
      // Without the search that found it the point cannot be looked up again: it is chosen anew.
      if (!request.pickupPointId || !needsZipOrCity(request))
        ctx.addIssue({ code: 'custom', path: ['pickupPointId'], message: 'required' });
    });
}
export type DeliveryRequest = z.infer<ReturnType<typeof deliveryRequest>>;

/** What travels (SPEC §2): the cart's physical SIM cards and its devices; eSIMs are not sent. */
export function travellingOf(cart: CheckoutCart): Omit<DeliveryCalculationRequest, 'method'> {
  return {
    simCards: cart.simCards.filter((s) => s.simType === 'SIM').map(() => ({ simType: 'SIM' as const })),
    products: cart.devices.map((deviceModelSaleId) => ({ deviceModelSaleId })),
  };
}

/** A pickup point's address on one line ("Via Nazionale 75, 00184 Roma"). */
export const pickupPointAddress = ({ address }: Pick<PickupPoint, 'address'>) =>
  `${address.street} ${address.houseNumber}, ${address.zip} ${address.city}`;

/** A pickup point as the step shows it: name, address on one line, zip (to find it again) and hours per weekday. */
export function pickupPointView(point: PickupPoint): PickupPointView {
  return { id: point.id, name: point.name, address: pickupPointAddress(point), zip: point.address.zip, openingHours: point.openingHours };
}

/** The step's data to store: the method, and for a pickup the point as the summary shows it. */
export function deliveryStepOf(request: DeliveryRequest, point: PickupPointView | undefined): DeliveryStep {
  if (request.method !== 'PICKUP_POINT' || !point) return { method: request.method };
  return { method: request.method, pickupPoint: { id: point.id, name: point.name, address: point.address, zip: point.zip } };
}

/** Drops the keys whose value is undefined (an order body carries no empty fields). */
const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** An address of the personal step as an order's address (SPEC §3 Address), in the market's country (ISO: UK is GB). */
export function addressOrderOf(address: AddressFields, market: MarketCode): AddressOrder {
  const { street, houseNumber, houseName, doorNumber, zip, city } = address;
  return defined({ street, houseNumber, houseName, doorNumber, zip, city, country: MARKETS[market].country });
}

/**
 * The order's delivery (POST /orders/validate, POST /orders): the method; a pickup point by its id; a
 * delivery to another address than the customer's with that address (none: the customer's own).
 */
export function deliveryOrderOf(step: DeliveryStep, personal: PersonalStep | undefined, market: MarketCode): DeliveryOrder {
  if (step.method === 'PICKUP_POINT') return defined({ method: step.method, pickupPointId: step.pickupPoint?.id });
  const elsewhere = personal?.deliveryAddress;
  return elsewhere ? { method: step.method, address: addressOrderOf(elsewhere, market) } : { method: step.method };
}
