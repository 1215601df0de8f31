/**
 * A placed order's life (SPEC §4 Order: processing, payment pending, success, cancelled): what is
 * still open, whether it can be cancelled, the automatic cancellation of unfinished financing, and its
 * wire shapes (Order status, Cart/order).
 */
import type { OrderState, OrderStatus, PlacedOrder } from '../../../lib/content-api/schemas';
import type { StoredOrder } from '../store/orders';
import { moneyOf } from './pricing';

/** SPEC §4, §9: an order paid through the financing provider and not completed there is cancelled after 7 calendar days. */
export const FINANCING_CANCEL_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** Payment methods completed with the provider after the order (a redirect), so the payment is open until then. */
export const PAID_AFTER_ORDER = ['CREDITCARD', 'EPS', 'TWINT', 'FINANCING'];

export function stateOf(order: StoredOrder): OrderState {
  if (order.cancelled) return 'CANCELLED';
  if (order.isPaymentOpen) return 'PAYMENT_PENDING';
  return order.isIdentOpen ? 'PROCESSING' : 'SUCCESS';
}

/** An order can be cancelled while payment or identification is open; once complete it is on its way (SPEC §8: "contact us"). */
export const isCancellable = (order: StoredOrder) => stateOf(order) === 'PROCESSING' || stateOf(order) === 'PAYMENT_PENDING';

/** The order as it stands at `now`: cancelled when its financing stayed open for 7 days; the same object otherwise. */
export function atTime(order: StoredOrder, now: Date): StoredOrder {
  const financed = [order.paymentMethod.paymentMethodName, order.paymentMethod.productPaymentMethodName].includes('FINANCING');
  const overdue = now.getTime() - Date.parse(order.createdAt) >= FINANCING_CANCEL_AFTER_MS;
  return financed && order.isPaymentOpen && !order.cancelled && overdue ? cancelled(order, () => true) : order;
}

/** The order with the items `which` picks cancelled; with none left, the whole order is cancelled. */
export function cancelled(order: StoredOrder, which: (itemId: string) => boolean): StoredOrder {
  const items = order.items.map((item) => (which(item.itemId) ? { ...item, state: 'CANCELLED' as const } : item));
  const none = items.every((item) => item.state === 'CANCELLED');
  return { ...order, items, ...(none ? { cancelled: true, isPaymentOpen: false, isIdentOpen: false } : {}) };
}

export function statusOf(order: StoredOrder): OrderStatus {
  return {
    salesOrderId: order.salesOrderId,
    status: stateOf(order),
    items: order.items.map(({ itemId, kind, productId, name, state, simType, phoneNumber }) => ({
      itemId,
      kind,
      productId,
      name,
      state,
      ...(simType ? { simType } : {}),
      ...(phoneNumber ? { phoneNumber } : {}),
    })),
    isPaymentOpen: order.isPaymentOpen,
    isIdentOpen: order.isIdentOpen,
  };
}

/** SPEC §3 Cart/order: costs of the items not cancelled; the delivery while anything of it still travels. */
export function placedOrderOf(order: StoredOrder): PlacedOrder {
  const active = order.items.filter((item) => item.state === 'ORDERED');
  const sum = (pick: (item: (typeof active)[number]) => number) => active.reduce((total, item) => total + pick(item), 0);
  const delivery = active.some((item) => item.physical) ? order.deliveryCost : 0;
  const money = (amount: number) => moneyOf(order.market, amount);
  return {
    ...statusOf(order),
    createdAt: order.createdAt,
    ...(order.desiredActivationDate ? { desiredActivationDate: order.desiredActivationDate } : {}),
    ...(order.deliveryMethod ? { deliveryMethod: order.deliveryMethod } : {}),
    paymentMethod: order.paymentMethod,
    costs: {
      oneOff: money(sum((item) => item.oneOff)),
      monthly: money(sum((item) => item.monthly)),
      delivery: money(delivery),
      total: money(sum((item) => item.oneOff) + delivery),
    },
    confirmation: {
      customerNumber: order.customerNumber,
      customerEMail: order.customerEMail,
      esims: active.flatMap((item) =>
        item.simType === 'ESIM' && item.productKey && item.activationCode
          ? [{ cardname: item.cardName ?? item.name, tariffname: item.name, msisdn: item.phoneNumber ?? '', productKey: item.productKey, activationCode: item.activationCode }]
          : [],
      ),
    },
  };
}
