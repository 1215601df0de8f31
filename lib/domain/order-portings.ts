/**
 * The porting of an ordered SIM card that keeps its number: the content API opens one per such item
 * under phoneAccountId PA-{salesOrderId}-{itemId}. Shared by the reference API, which names them, and
 * the storefront, which lets the holder of the order's cookie sign them.
 */
export const orderPortingId = (salesOrderId: string, itemId: string) => `PA-${salesOrderId}-${itemId}`;

/** The order item a porting id names when it is a porting of order `salesOrderId`; undefined otherwise. */
export function orderItemOfPorting(portingId: string, salesOrderId: string): string | undefined {
  const prefix = orderPortingId(salesOrderId, '');
  const itemId = portingId.startsWith(prefix) ? portingId.slice(prefix.length) : '';
  return itemId || undefined;
}
