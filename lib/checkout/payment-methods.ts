import type { CartLine } from '@/lib/cart/cart-view';
import type { PaymentStep } from '@/lib/platform/contracts/checkout';
import {
  type AllowedMethod,
  type PaymentCart,
  type PaymentFailureReason,
  type PaymentMethodName,
} from '@/lib/platform/content-api/schemas/payment';

/**
 * The payment step's rules (issue 14 §3.4, §4): which methods a cart is offered, which details each
 * method needs before the step is done, which method pays the order now, and how a failed payment's
 * reason is told at the step. Pure: the step page, its route handler, the flow and the start of
 * a payment share them.
 */

/**
 * The methods an order can be paid with in the checkout. The UK direct debit of the schema has no
 * checkout flow (no market's checkout offers it): it is not shown. APPLEPAY, the mobile wallet, is
 * shown only where the browser says it can pay (ADR 47).
 */
export const CHECKOUT_METHODS = [
  'CREDITCARD',
  'APPLEPAY',
  'SEPA',
  'EPS',
  'TWINT',
  'INVOICE',
  'FINANCING',
] as const satisfies readonly PaymentMethodName[];
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

const isCheckoutMethod = (name: PaymentMethodName): name is CheckoutMethod => (CHECKOUT_METHODS as readonly string[]).includes(name);

/** What of a cart decides its payment methods (POST /payment/methods/allowed): tariffs with their payment type, lines, devices. */
export function paymentCartOf(lines: readonly CartLine[], isCompany: boolean): PaymentCart {
  return {
    items: lines.map((line) => {
      switch (line.kind) {
        case 'tariff':
          return { type: 'TARIFF', paymentType: line.view.tariff.paymentType };
        case 'fixedline':
          return { type: 'FIXEDLINE' };
        case 'device':
          return { type: 'DEVICE' };
      }
    }),
    isCompany,
  };
}

export type MethodChoices = {
  /** Pays the monthly bills (a cart without devices: also what is due now). Never instalments: they finance devices. */
  monthly: CheckoutMethod[];
  /** Pays the devices' price; empty for a cart without devices. */
  product: CheckoutMethod[];
  /** The financing provider of FINANCING (the {provider} of the ratepayment calls). */
  financingProvider?: string;
};

/** Whether a cart brings bills every month (a postpaid tariff, a fixed line), rather than only what is paid now. */
const billsMonthly = (cart: PaymentCart) =>
  cart.items.some((i) => (i.type === 'TARIFF' && i.paymentType === 'POST_PAY') || i.type === 'FIXEDLINE');

/**
 * The allowed methods of a cart, split into the step's two choices, in the market's order. The mobile
 * wallet pays once, what is due now: the devices, or a cart without monthly bills (a prepaid card's
 * starting credit); it never pays the monthly bills (ADR 47).
 */
export function methodChoices(allowed: readonly AllowedMethod[], cart: PaymentCart): MethodChoices {
  const names = allowed.map((m) => m.name).filter(isCheckoutMethod);
  const financingProvider = allowed.find((m) => m.name === 'FINANCING')?.provider;
  const hasDevices = cart.items.some((i) => i.type === 'DEVICE');
  const monthlyBills = billsMonthly(cart);
  return {
    monthly: names.filter((name) => name !== 'FINANCING' && !(name === 'APPLEPAY' && monthlyBills)),
    // Instalments need the provider that runs them.
    product: hasDevices ? names.filter((name) => name !== 'FINANCING' || financingProvider !== undefined) : [],
    ...(financingProvider ? { financingProvider } : {}),
  };
}

type Chosen = Pick<PaymentStep, 'method' | 'productMethod'>;

/** Whether either choice is this method (its details are then needed once, for both). */
export const usesMethod = (payment: Chosen, method: PaymentMethodName) => payment.method === method || payment.productMethod === method;

/** Whether a stored payment step has every detail its methods need: a card token, the SEPA mandate, the EPS bank (the wallet's token comes with the order button). */
export function paymentDetailsComplete(payment: PaymentStep): boolean {
  if (usesMethod(payment, 'CREDITCARD') && !payment.card) return false;
  if (usesMethod(payment, 'SEPA') && !payment.sepa) return false;
  if (usesMethod(payment, 'EPS') && !payment.eps) return false;
  return true;
}

/** The method that pays what is due when the order is placed: the devices' method, else the monthly one. */
export const payNowMethod = (payment: Chosen, hasDevices: boolean): PaymentMethodName =>
  (hasDevices && payment.productMethod) || payment.method;

/** A failed payment's reason (?trip=failed&reason=DECLINED, ADR 43) as the step's message names it; `other` for none. */
export type FailureMessage = Lowercase<PaymentFailureReason> | 'other';

export const failureMessageOf = (reason: PaymentFailureReason | undefined): FailureMessage =>
  reason ? (reason.toLowerCase() as Lowercase<PaymentFailureReason>) : 'other';
