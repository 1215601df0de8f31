/** A placed order and what is still open (SPEC §3 Order status, Cart/order, Order confirmation; §4 Order). */
import type { Money } from './common';
import type { SimType } from './tariffs';

/** The answer of a placed order; orderToken lets a visitor read and cancel it (with the salesOrderId). */
export type OrderCreated = { salesOrderId: string; orderToken: string };

/** SPEC §4 Order states after the cart. */
export type OrderState = 'PROCESSING' | 'PAYMENT_PENDING' | 'SUCCESS' | 'CANCELLED';

export type OrderItem = {
  itemId: string;
  kind: 'SIM_CARD' | 'FIXED_LINE' | 'PRODUCT';
  /** tariffModelSalesId or deviceModelSaleId. */
  productId: string;
  name: string;
  state: 'ORDERED' | 'CANCELLED';
  simType?: SimType;
  phoneNumber?: string;
};

export type OrderStatus = {
  salesOrderId: string;
  status: OrderState;
  items: OrderItem[];
  isPaymentOpen: boolean;
  isIdentOpen: boolean;
};

/** total is what is paid now: one-off plus delivery. */
export type OrderCosts = { oneOff: Money; monthly: Money; delivery: Money; total: Money };

/** SPEC §3 eSIM of the order confirmation; activationCode is the LPA string, where the API gives one. */
export type OrderEsim = { cardname: string; tariffname: string; msisdn: string; productKey: string; qrcodeBase64?: string; activationCode?: string };

export type OrderConfirmation = { customerNumber: string; customerEMail: string; esims: OrderEsim[] };

export type PlacedOrder = OrderStatus & {
  /** ISO instant. */
  createdAt: string;
  desiredActivationDate?: string;
  deliveryMethod?: string;
  paymentMethod: { paymentMethodName: string; productPaymentMethodName?: string };
  costs: OrderCosts;
  confirmation: OrderConfirmation;
};
