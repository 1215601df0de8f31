import 'server-only';
import type { SessionData } from '@/lib/platform/bff/session-data';
import { readOrderAccess } from '@/lib/checkout/order-store';
import type { PlacedOrderAccess } from '@/lib/checkout/progress';
import { orderItemOfPorting } from '@/lib/domain/order-portings';
import type { MarketCode } from '@/lib/platform/markets/markets';

/**
 * Who acts on a porting's signature (lib/platform/content-api/porting-signature.ts PortingAuth): the phone by
 * the signing link's token; the holder of the order cookie for a porting of that order (its ported
 * SIM cards, PA-{salesOrderId}-{itemId}), whether logged in or not; else the logged-in customer.
 * Decided by the porting id alone, so the page and its handlers always ask the same way.
 */
export type PortingCaller =
  | { by: 'link'; auth: undefined; signingToken: string }
  | { by: 'order'; auth: PlacedOrderAccess; itemId: string }
  | { by: 'session'; auth: { token: string }; session: SessionData };

/** A porting id as the content API names them; anything else is nobody's porting. */
const PORTING_ID = /^[A-Za-z0-9-]{1,64}$/;
export const isPortingId = (id: unknown): id is string => typeof id === 'string' && PORTING_ID.test(id);

export async function portingCallerOf(
  market: MarketCode,
  id: string,
  session: SessionData | null,
  signingToken?: string,
): Promise<PortingCaller | undefined> {
  if (signingToken !== undefined) return { by: 'link', auth: undefined, signingToken };
  const order = await readOrderAccess(market);
  const itemId = order && orderItemOfPorting(id, order.salesOrderId);
  if (order && itemId) return { by: 'order', auth: order, itemId };
  return session ? { by: 'session', auth: { token: session.token }, session } : undefined;
}
