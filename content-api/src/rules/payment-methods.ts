/**
 * Which payment methods a cart may use (POST /payment/methods/allowed), and so which a billing
 * contract's payment calls accept. SPEC §1 names the methods; the rules are the provider's:
 * - invoice, e-bill and SEPA direct debit pay recurring bills: only with a postpaid tariff or a fixed line
 *   (a prepaid value card is paid in advance, so no invoice for prepaid);
 * - instalment financing (SPEC §9, up to 24 months) finances a device, for private customers only
 *   (it is consumer credit);
 * - card, EPS, TWINT and the mobile wallet pay any cart (the checkout pays only what is due now
 *   with the wallet, ADR 47); a UK direct debit (Bacs) is collected like SEPA.
 * Only methods the market offers count, in the market's order.
 */
import type { AllowedMethod, PaymentCart, PaymentMethodName } from '@storefront/wire';

/** The customer pays each amount by hand (invoice, e-bill in their e-banking, EPS), rather than it being collected. */
const MANUAL: ReadonlySet<PaymentMethodName> = new Set(['INVOICE', 'EBILL', 'EPS']);

function allows(method: PaymentMethodName, cart: PaymentCart): boolean {
  const recurringBill = cart.items.some((i) => (i.type === 'TARIFF' && i.paymentType === 'POST_PAY') || i.type === 'FIXEDLINE');
  switch (method) {
    case 'INVOICE':
    case 'EBILL':
    case 'SEPA':
    case 'DIRECT_DEBIT':
      return recurringBill;
    case 'FINANCING':
      return !cart.isCompany && cart.items.some((i) => i.type === 'DEVICE');
    case 'CREDITCARD':
    case 'EPS':
    case 'TWINT':
    case 'APPLEPAY':
      return true;
  }
}

/** A market's method on the wire; FINANCING names its provider. */
export function methodEntry(name: PaymentMethodName, financingProvider: string | undefined): AllowedMethod {
  return { name, isManualPayment: MANUAL.has(name), ...(name === 'FINANCING' && financingProvider ? { provider: financingProvider } : {}) };
}

/** The methods of `offered` (the market's, in its order) that `cart` may use. */
export function allowedMethodsFor(offered: readonly PaymentMethodName[], cart: PaymentCart): PaymentMethodName[] {
  return offered.filter((method) => allows(method, cart));
}
