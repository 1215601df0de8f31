/**
 * A placed order's life (SPEC §4 Order: processing, payment pending, success, cancelled): what is
 * still open, whether it can be cancelled, and its wire shapes (Order status, Cart/order). Whether its
 * payment is open, and its automatic cancellation when financing stays unfinished, are the payment
 * ledger's word on its billing contract (payment-ledger.ts contractState; orders/billing.ts).
 */
import type { OrderCosts, OrderState, OrderStatus, PlacedOrder } from '@storefront/wire';
import type { ContractState } from '../payment-ledger';
import type { StoredOrder } from '../store/orders';
import { moneyOf } from './pricing';

export function stateOf(order: StoredOrder): OrderState {
  if (order.cancelled) return 'CANCELLED';
  if (order.isPaymentOpen) return 'PAYMENT_PENDING';
  return order.isIdentOpen ? 'PROCESSING' : 'SUCCESS';
}

/** An order can be cancelled while payment or identification is open; once complete it is on its way (SPEC §8: "contact us"). */
export const isCancellable = (order: StoredOrder) => stateOf(order) === 'PROCESSING' || stateOf(order) === 'PAYMENT_PENDING';

/**
 * The order as its billing contract's payment stands: cancelled when the ledger cancelled it (its
 * financing was not completed in time), else open or not to pay as the ledger says; the same object
 * when nothing changes (and for an order without a contract).
 */
export function withPayment(order: StoredOrder, payment: ContractState | undefined): StoredOrder {
  if (!payment || order.cancelled) return order;
  if (payment.state === 'CANCELLED') return cancelled(order, () => true);
  return payment.paymentOpen === order.isPaymentOpen ? order : { ...order, isPaymentOpen: payment.paymentOpen };
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

/** SPEC §3 Cart/order: costs of the items not cancelled; the delivery while anything of it still travels; total = one-off + delivery, what is paid now. */
export function costsOf(order: StoredOrder): OrderCosts {
  const active = order.items.filter((item) => item.state === 'ORDERED');
  const oneOff = active.reduce((total, item) => total + item.oneOff, 0);
  const monthly = active.reduce((total, item) => total + item.monthly, 0);
  const delivery = active.some((item) => item.physical) ? order.deliveryCost : 0;
  const money = (amount: number) => moneyOf(order.market, amount);
  return { oneOff: money(oneOff), monthly: money(monthly), delivery: money(delivery), total: money(oneOff + delivery) };
}

export function placedOrderOf(order: StoredOrder): PlacedOrder {
  const active = order.items.filter((item) => item.state === 'ORDERED');
  return {
    ...statusOf(order),
    createdAt: order.createdAt,
    ...(order.desiredActivationDate ? { desiredActivationDate: order.desiredActivationDate } : {}),
    ...(order.deliveryMethod ? { deliveryMethod: order.deliveryMethod } : {}),
    paymentMethod: order.paymentMethod,
    costs: costsOf(order),
    confirmation: {
      customerNumber: order.customerNumber,
      customerEMail: order.customerEMail,
      esims: active.flatMap((item) =>
        item.simType === 'ESIM' && item.productKey && item.activationCode
          ? [
              {
                cardname: item.cardName ?? item.name,
                tariffname: item.name,
                msisdn: item.phoneNumber ?? '',
                productKey: item.productKey,
                activationCode: item.activationCode,
              },
            ]
          : [],
      ),
    },
  };
}
