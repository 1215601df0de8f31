/**
 * POST /api/checkout/order/cancel-item {itemId} — cancels one item of the visitor's latest order (the
 * thank-you page lists each item of an open order with its cancel button), with the access POST
 * /orders gave it: DELETE /orders/{salesOrderId}/{itemId} (the last item left cancels the order).
 *
 *   → 200 {ok:true, redirect:'/kasse/danke?notice=item_cancelled'}: cancelled (or already cancelled).
 *   → 404 {error:'not_found'}: no order in this browser, or no such item in it.
 *   → 403 {error:'not_cancellable'}: past cancelling (SPEC §8 "order could not be cancelled, contact us").
 *   → 503 {error:'unavailable'}: the content API cannot be reached.
 * A form post (no JavaScript) is answered with 303 to the thank-you page: ?notice=item_cancelled, or
 * ?notice=cancel_failed for every failure (the page shows SPEC §8's message with the service contact).
 */
import { defineHandler, failure, success } from '@/lib/platform/bff/handler';
import { thankYouPath } from '@/lib/checkout/checkout-paths';
import { cancelRefusal } from '@/lib/checkout/order-cancel';
import { readOrderAccess } from '@/lib/checkout/order-store';
import { cancelOrderItem } from '@/lib/platform/content-api/orders';
import { orderCancelContract, orderItemCancelRequest } from '@/lib/platform/contracts/order-cancel';

export const POST = defineHandler({
  contract: orderCancelContract,
  body: orderItemCancelRequest,
  limits: [{ limit: 10, windowMs: 60_000, key: ({ ip }) => ip }],
  form: {
    done: (_site, answer) => answer.redirect,
    failed: (site) => thankYouPath(site, 'notice=cancel_failed'),
  },
  async handle({ site, body }) {
    const access = await readOrderAccess(site.market.code);
    if (!access) return failure(404, 'not_found');
    const cancelled = await cancelOrderItem(site.content, access, access.salesOrderId, body.itemId);
    if (!cancelled.ok) return cancelRefusal(cancelled.error);
    return success({ ok: true as const, redirect: thankYouPath(site, 'notice=item_cancelled') });
  },
});
