import 'server-only';
import type { ContentContext } from '@/lib/platform/content-api/client';
import { getOrderStatus } from '@/lib/platform/content-api/orders';
import type { MarketCode } from '@/lib/platform/markets/markets';
import type { OrderStatus } from '@/lib/platform/content-api/schemas';
import { readOrderAccess } from './order-store';

/** SPEC §2, §4: an order still waiting for its payment or the customer's identification, and not cancelled. */
export const isOrderOpen = (order: Pick<OrderStatus, 'status' | 'isPaymentOpen' | 'isIdentOpen'>): boolean =>
  order.status !== 'CANCELLED' && (order.isPaymentOpen || order.isIdentOpen);

/**
 * The visitor's latest order (the sealed __Host-order cookie) when it is open, for the cart's
 * open-order notice; undefined without one, or when GET /orders/status cannot say (the cart still shows).
 */
export async function openOrder(ctx: ContentContext, market: MarketCode): Promise<OrderStatus | undefined> {
  const access = await readOrderAccess(market);
  if (!access) return undefined;
  const status = await getOrderStatus(ctx, access);
  return status.ok && isOrderOpen(status.data) ? status.data : undefined;
}
