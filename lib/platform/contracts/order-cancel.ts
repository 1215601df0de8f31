import { z } from 'zod';
import { routeContract } from './answer';

/**
 * POST /api/checkout/order/cancel: cancels the visitor's latest order (its access in the sealed
 * __Host-order cookie, never in the body). The form sends only its page's `locale`.
 */
export const orderCancelRequest = z.object({});

/** Cancelled: where the cart tells so. not_found without an order to cancel; not_cancellable once it is past cancelling (SPEC §8). */
export const orderCancelContract = routeContract(z.object({ ok: z.literal(true), redirect: z.string() }), ['not_found', 'not_cancellable']);

/**
 * POST /api/checkout/order/cancel-item {itemId}: cancels one item of the visitor's latest order (the
 * thank-you page's items); the last item left cancels the order. Answers like the order's cancel, the
 * redirect being the thank-you page with its notice.
 */
export const orderItemCancelRequest = z.object({ itemId: z.string().trim().min(1).max(64) });
export type OrderItemCancelRequest = z.infer<typeof orderItemCancelRequest>;
