/**
 * What the payment screen's islands send and read through /api/upstream (ADR 18): the wire's own
 * schemas (lib/platform/content-api/schemas/payment-customer.ts, payment.ts), re-exported for components, which
 * never import the wire directly. Client-safe.
 */
export {
  customerEpsRequest,
  customerPaymentMethod,
  customerSepaRequest,
  ebillRequest,
  type CustomerEpsRequest,
  type CustomerPaymentMethod,
  type CustomerSepaRequest,
  type EbillRequest,
} from '@/lib/platform/content-api/schemas/payment-customer';
export {
  invoiceChangeRequest,
  paymentFailureReason,
  simpleResult,
  type EpsBank,
  type OpenPosition,
  type PaymentFailureReason,
  type SimpleResult,
} from '@/lib/platform/content-api/schemas/payment';
