/**
 * POST /api/checkout/order/cancel — cancels the visitor's latest order (the cart's open-order notice),
 * with the access POST /orders gave it (lib/checkout/order-store.ts): DELETE /orders/latest. Same-origin
 * only; the body carries nothing but the page's `locale` (form) and may be empty ({} as JSON).
 *
 *   → 200 {ok:true, redirect:'/warenkorb?notice=order_cancelled'}: cancelled (or already cancelled);
 *     the order cookie is deleted.
 *   → 404 {error:'not_found'}: no order to cancel (no cookie, or the API no longer knows it).
 *   → 403 {error:'not_cancellable'}: past cancelling (SPEC §8 "order could not be cancelled, contact
 *     us"); the cookie stays, so the cart can still offer to continue.
 *   → 503 {error:'unavailable'}: the content API cannot be reached.
 * A form post (no JavaScript) is answered with 303 to the cart: ?notice=order_cancelled, or
 * ?notice=cancel_failed for every failure (the cart shows SPEC §8's message).
 */
import { defineHandler, failure, success } from '@/lib/platform/bff/handler';
import { cartPath } from '@/lib/cart/cart-paths';
import { cancelRefusal } from '@/lib/checkout/order-cancel';
import { deleteOrderAccess, readOrderAccess } from '@/lib/checkout/order-store';
import { cancelLatestOrder } from '@/lib/platform/content-api/orders';
import { orderCancelContract, orderCancelRequest } from '@/lib/platform/contracts/order-cancel';

export const POST = defineHandler({
  contract: orderCancelContract,
  body: orderCancelRequest,
  limits: [{ limit: 10, windowMs: 60_000, key: ({ ip }) => ip }],
  form: {
    done: (_site, answer) => answer.redirect,
    failed: (site) => cartPath(site, { notice: 'cancel_failed' }),
  },
  async handle({ site }) {
    const market = site.market.code;
    const access = await readOrderAccess(market);
    if (!access) return failure(404, 'not_found');
    const cancelled = await cancelLatestOrder(site.content, access);
    if (!cancelled.ok) {
      const refusal = cancelRefusal(cancelled.error);
      // The API no longer knows this order or its token: nothing left to cancel with this cookie.
      if (refusal.error === 'not_found') await deleteOrderAccess();
      return refusal;
    }
    await deleteOrderAccess();
    return success({ ok: true as const, redirect: cartPath(site, { notice: 'order_cancelled' }) });
  },
});
