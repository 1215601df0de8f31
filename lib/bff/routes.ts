import type { z } from 'zod';
import {
  cardChangeRequest,
  cardPaymentRequest,
  cardPaymentResponse,
  customerPaymentMethod,
  customerProducts,
  customerSepaRequest,
  ebillRequest,
  epsBanks,
  epsPaymentRequest,
  invoiceChangeRequest,
  openPosition,
  paymentProviderToken,
  paymentResult,
  RECHARGE_METHODS,
  RECHARGE_REQUESTS,
  rechargeResult,
  simpleResult,
  userStatus,
} from '@/lib/content-api/schemas';
import { matchPattern } from '@/lib/i18n/pathnames';

/**
 * The allow-list of content-API calls a browser may make through /api/upstream (ARCHITECTURE §5).
 * Anything not listed is a 404. `response` parses the answer before it reaches the browser.
 */
export type UpstreamRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the content API, with [param] segments. */
  pattern: string;
  /** 'login' needs a session; 'upgraded' also needs upgraded write access (SPEC §6). */
  access: 'public' | 'login' | 'upgraded';
  body?: z.ZodType;
  /** The query parameters the call takes (a strict object schema); none when absent. */
  query?: z.ZodType;
  response: z.ZodType;
};

/**
 * SPEC §7 Payment for a logged-in customer (lib/content-api/customer-payment.ts, payment.ts): reading
 * and paying what is open and recharging a prepaid line need a login; changing how the bills are paid
 * needs upgraded write access (SPEC §6, ARCHITECTURE §5). The provider steps (hosted card field,
 * 3-D Secure, EPS bank) happen at the provider's pages, never through here.
 */
const CUSTOMER_PAYMENT_ROUTES: readonly UpstreamRoute[] = [
  { method: 'GET', pattern: 'payment/method', access: 'login', response: customerPaymentMethod },
  { method: 'GET', pattern: 'payment/openposition', access: 'login', response: openPosition },
  { method: 'GET', pattern: 'payment/openposition/[id]', access: 'login', response: openPosition },
  { method: 'GET', pattern: 'payment/creditcard/getToken', access: 'login', response: paymentProviderToken },
  { method: 'GET', pattern: 'payment/eps/banklist', access: 'login', response: epsBanks },
  { method: 'GET', pattern: 'payment/status/[id]', access: 'login', response: paymentResult },
  { method: 'GET', pattern: 'payment/continue/creditcard/[transactionId]', access: 'login', response: cardPaymentResponse },
  { method: 'POST', pattern: 'payment/billingcontracts/[id]/order/creditcard', access: 'login', body: cardPaymentRequest, response: cardPaymentResponse },
  { method: 'POST', pattern: 'payment/billingcontracts/[id]/order/eps', access: 'login', body: epsPaymentRequest, response: paymentResult },
  ...RECHARGE_METHODS.map(
    (method): UpstreamRoute => ({
      method: 'POST',
      pattern: `payment/method/${method}:rechargeprepaid`,
      access: 'login',
      body: RECHARGE_REQUESTS[method],
      response: rechargeResult,
    }),
  ),
  { method: 'PUT', pattern: 'payment/method/sepa', access: 'upgraded', body: customerSepaRequest, response: simpleResult },
  { method: 'PUT', pattern: 'payment/changemethod/creditcard', access: 'upgraded', body: cardChangeRequest, response: cardPaymentResponse },
  { method: 'PUT', pattern: 'payment/changemethod/creditcard/[id]', access: 'upgraded', response: cardPaymentResponse },
  { method: 'PUT', pattern: 'payment/changemethod/invoice', access: 'upgraded', body: invoiceChangeRequest, response: simpleResult },
  { method: 'PUT', pattern: 'payment/method/ebill', access: 'upgraded', body: ebillRequest, response: simpleResult },
];

export const UPSTREAM_ROUTES: readonly UpstreamRoute[] = [
  { method: 'GET', pattern: 'user/status', access: 'login', response: userStatus },
  { method: 'GET', pattern: 'customerarea/products', access: 'login', response: customerProducts },
  ...CUSTOMER_PAYMENT_ROUTES,
];

export function findUpstreamRoute(method: string, path: string): UpstreamRoute | undefined {
  return UPSTREAM_ROUTES.find((r) => r.method === method && matchPattern(r.pattern, path) !== null);
}
