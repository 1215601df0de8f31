import 'server-only';
import { z } from 'zod';
import { sealedCookie } from '@/lib/platform/bff/sealed-cookie';
import type { MarketCode } from '@/lib/platform/markets/markets';
import { placedOrder, type PlacedOrderAccess } from './progress';

/**
 * The visitor's latest order (ADR 17): its number and the secret order token POST /orders gave it,
 * with which the thank-you page and the cart's open-order notice read GET /orders/latest and
 * /orders/status and cancel it (X-Sales-Order-Id, X-Order-Token). Sealed and httpOnly like the
 * progress; kept 30 days, long enough to finish a payment or an identification.
 */
export const ORDER_COOKIE = '__Host-order';
export const ORDER_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * An instalment purchase of the order waiting to be signed at the financing provider (SPEC §7, §9):
 * the fingerprint form the thank-you page posts to the provider, kept as long as the order (7 days
 * to sign), beyond the checkout's progress.
 */
export const openFinancing = z.object({
  purchaseId: z.string().min(1).max(100),
  form: z.object({ action: z.url(), fields: z.record(z.string().max(40), z.string().max(500)) }),
});
export type OpenFinancing = z.infer<typeof openFinancing>;

const orderSchema = placedOrder.partial().extend({ financing: openFinancing.optional() });
const orderCookie = sealedCookie(ORDER_COOKIE, orderSchema, ORDER_MAX_AGE_SECONDS, {});

/** The latest order's access, or undefined. */
export async function readOrderAccess(market: MarketCode): Promise<PlacedOrderAccess | undefined> {
  const { salesOrderId, orderToken } = await orderCookie.read(market);
  return salesOrderId && orderToken ? { salesOrderId, orderToken } : undefined;
}

/** Route handlers only. */
export const writeOrderAccess = (market: MarketCode, access: PlacedOrderAccess): Promise<void> => orderCookie.write(market, access);

/** The open instalment purchase of this order, if one was started. */
export async function readOpenFinancing(market: MarketCode, access: PlacedOrderAccess): Promise<OpenFinancing | undefined> {
  const stored = await orderCookie.read(market);
  return stored.salesOrderId === access.salesOrderId ? stored.financing : undefined;
}

/** Route handlers only: the order's access with its instalment purchase to sign. */
export const writeOpenFinancing = (market: MarketCode, access: PlacedOrderAccess, financing: OpenFinancing): Promise<void> =>
  orderCookie.write(market, { ...access, financing });

/** Route handlers only: forgets the order (cancelled, logout). */
export const deleteOrderAccess = orderCookie.remove;
