/**
 * An order's billing contract at the payment store (the seam between /orders and /payment): POST
 * /orders registers it under the salesOrderId, with the order's payment cart, what it pays now (the
 * costs.total of GET /orders/latest: one-off + delivery), how its bills are paid and which method pays
 * the amount now. Status and latest read the ledger's state of it; cancelling follows onto it.
 */
import { paymentMethodName, type PaymentCart } from '@storefront/wire';
import { contractState, type ContractState } from '../payment-ledger';
import type { PaymentStore } from '../store/payment';
import type { StoredOrder } from '../store/orders';
import { costsOf } from './state';

/** Registers the billing contract of a stored order (its cart: the one validation.ts checked its methods against); the order as the ledger then sees it (payment open or not). */
export function registerBilling(payment: PaymentStore, order: StoredOrder, cart: PaymentCart, now: Date): StoredOrder {
  const { paymentMethodName: bills, productPaymentMethodName: products } = order.paymentMethod;
  const contract = payment.registerContract(order.market, order.salesOrderId, cart, costsOf(order).total.amount, {
    paymentMethod: paymentMethodName.parse(bills),
    dueNowBy: paymentMethodName.parse(products ?? bills),
    openedAt: order.createdAt,
  });
  return { ...order, isPaymentOpen: contractState(contract, [], now).paymentOpen };
}

/** The ledger's state of the order's billing contract as of `now` (undefined for an order placed before orders had one). */
export function paymentOf(payment: PaymentStore, order: StoredOrder, now: Date): ContractState | undefined {
  const contract = payment.contract(order.market, order.salesOrderId);
  return contract && contractState(contract, payment.transactionsOf(order.market, contract.id), now);
}

/**
 * After items of the order were cancelled: an unpaid contract now owes the order's new total, or is
 * cancelled with the whole order (so no payment is taken for it any more).
 */
export function followCancellation(payment: PaymentStore, order: StoredOrder, now: Date): void {
  const contract = payment.contract(order.market, order.salesOrderId);
  if (!contract || contract.paidAt || contract.cancelledAt) return;
  payment.saveContract(order.cancelled ? { ...contract, cancelledAt: now.toISOString() } : { ...contract, open: costsOf(order).total });
}
