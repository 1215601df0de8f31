import 'server-only';
import { sealedCookie } from '@/lib/bff/sealed-cookie';
import { placedOrder, type PlacedOrderAccess } from './progress';

/**
 * The visitor's latest order (ADR 17): its number and the secret order token POST /orders gave it,
 * with which the thank-you page and the cart's open-order notice read GET /orders/latest and
 * /orders/status and cancel it (X-Sales-Order-Id, X-Order-Token). Sealed and httpOnly like the
 * progress; kept 30 days, long enough to finish a payment or an identification.
 */
export const ORDER_COOKIE = '__Host-order';
export const ORDER_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

const orderSchema = placedOrder.partial();
const orderCookie = sealedCookie(ORDER_COOKIE, orderSchema, ORDER_MAX_AGE_SECONDS, {});

/** The latest order's access, or undefined. */
export async function readOrderAccess(market: Parameters<typeof orderCookie.read>[0]): Promise<PlacedOrderAccess | undefined> {
  const { salesOrderId, orderToken } = await orderCookie.read(market);
  return salesOrderId && orderToken ? { salesOrderId, orderToken } : undefined;
}

/** Route handlers only. */
export const writeOrderAccess = orderCookie.write;

/** Route handlers only: forgets the order (cancelled, logout). */
export const deleteOrderAccess = orderCookie.remove;
