import 'server-only';
import type { PlacedOrderAccess } from '@/lib/checkout/progress';
import { isPortingSigned } from '@/lib/platform/content-api/porting-signature';
import type { ContentContext } from '@/lib/platform/content-api/client';
import { orderPortingId } from '@/lib/domain/order-portings';
import type { PlacedOrder } from '@/lib/platform/content-api/schemas';

/** A ported number of the order whose power of attorney is still to be signed. */
export type PortingToSign = { id: string; phoneNumber: string };

/**
 * The order's ported numbers still to sign (issue 16 §2): each SIM card that keeps its number has a
 * porting PA-{salesOrderId}-{itemId}; a card with a new number has none (404). A porting that cannot
 * be read is left out: the thank-you page shows what it knows.
 */
export async function portingsToSign(ctx: ContentContext, order: PlacedOrder, access: PlacedOrderAccess): Promise<PortingToSign[]> {
  if (order.status === 'CANCELLED') return [];
  const read = await Promise.all(
    order.items.map(async ({ kind, state, itemId, phoneNumber }) => {
      if (kind !== 'SIM_CARD' || state !== 'ORDERED' || !phoneNumber) return [];
      const id = orderPortingId(order.salesOrderId, itemId);
      const signed = await isPortingSigned(ctx, access, id);
      return signed.ok && !signed.data.isSigned ? [{ id, phoneNumber }] : [];
    }),
  );
  return read.flat();
}
