import type { z } from 'zod';
import {
  authorisationCode,
  authorisationCodes,
  cardChangeRequest,
  cardPaymentRequest,
  cardPaymentResponse,
  customer,
  customerPaymentMethod,
  customerProducts,
  customerEpsRequest,
  customerSepaRequest,
  customerTariff,
  customerTariffChange,
  customerTariffs,
  customerUpdate,
  customVoicemailAvailability,
  ebillRequest,
  emailChangeConfirm,
  emailChangePending,
  emailChangeRequest,
  epsBanks,
  epsPaymentRequest,
  esimProfile,
  fixedLinePorting,
  fixedLinePortingChange,
  fixedLinePortings,
  invoiceChangeRequest,
  invoiceYear,
  invoiceYearQuery,
  itemisedBill,
  itemisedBillQuery,
  mobilePorting,
  mobilePortingChange,
  mobilePortings,
  openPosition,
  paymentProviderToken,
  paymentResult,
  RECHARGE_METHODS,
  RECHARGE_REQUESTS,
  rechargeResult,
  simpleResult,
  simReplacement,
  simReplacementRequest,
  simState,
  spendingCaps,
  spendingCapsChange,
  terminationConfirmation,
  terminationRequest,
  usage,
  usages,
  userFeatures,
  userStatus,
  voicemailSettings,
  voicemailSettingsChange,
  voicemailSpeakers,
  walletChangeRequest,
  walletMerchantRequest,
  walletMerchantSession,
} from '@/lib/platform/content-api/schemas';
import { matchPattern } from '@/lib/platform/i18n/pathnames';

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
 * SPEC §7 Payment for a logged-in customer (lib/platform/content-api/customer-payment.ts, payment.ts): reading
 * and paying what is open and recharging a prepaid line need a login; changing how the bills are paid
 * needs upgraded write access (SPEC §6, ARCHITECTURE §5). The provider steps (hosted card field,
 * 3-D Secure, EPS bank) happen at the provider's pages, never through here; the wallet's sheet is the
 * browser's own.
 */
const CUSTOMER_PAYMENT_ROUTES: readonly UpstreamRoute[] = [
  { method: 'GET', pattern: 'payment/method', access: 'login', response: customerPaymentMethod },
  { method: 'GET', pattern: 'payment/openposition', access: 'login', response: openPosition },
  { method: 'GET', pattern: 'payment/openposition/[id]', access: 'login', response: openPosition },
  { method: 'GET', pattern: 'payment/creditcard/getToken', access: 'login', response: paymentProviderToken },
  // The mobile wallet's session and its sheet's merchant validation, for a top-up (ADR 47).
  { method: 'GET', pattern: 'payment/applepay/getToken', access: 'login', response: paymentProviderToken },
  {
    method: 'POST',
    pattern: 'payment/method/applepay/validatemerchant',
    access: 'login',
    body: walletMerchantRequest,
    response: walletMerchantSession,
  },
  { method: 'GET', pattern: 'payment/eps/banklist', access: 'login', response: epsBanks },
  { method: 'GET', pattern: 'payment/status/[id]', access: 'login', response: paymentResult },
  { method: 'GET', pattern: 'payment/continue/creditcard/[transactionId]', access: 'login', response: cardPaymentResponse },
  {
    method: 'POST',
    pattern: 'payment/billingcontracts/[id]/order/creditcard',
    access: 'login',
    body: cardPaymentRequest,
    response: cardPaymentResponse,
  },
  { method: 'POST', pattern: 'payment/billingcontracts/[id]/order/eps', access: 'login', body: epsPaymentRequest, response: paymentResult },
  ...RECHARGE_METHODS.map((method): UpstreamRoute => ({
    method: 'POST',
    pattern: `payment/method/${method}:rechargeprepaid`,
    access: 'login',
    body: RECHARGE_REQUESTS[method],
    response: rechargeResult,
  })),
  { method: 'PUT', pattern: 'payment/method/sepa', access: 'upgraded', body: customerSepaRequest, response: simpleResult },
  { method: 'PUT', pattern: 'payment/changemethod/creditcard', access: 'upgraded', body: cardChangeRequest, response: cardPaymentResponse },
  { method: 'PUT', pattern: 'payment/changemethod/creditcard/[id]', access: 'upgraded', response: cardPaymentResponse },
  { method: 'PUT', pattern: 'payment/changemethod/invoice', access: 'upgraded', body: invoiceChangeRequest, response: simpleResult },
  { method: 'PUT', pattern: 'payment/method/ebill', access: 'upgraded', body: ebillRequest, response: simpleResult },
  { method: 'PUT', pattern: 'payment/method/eps', access: 'upgraded', body: customerEpsRequest, response: simpleResult },
  { method: 'PUT', pattern: 'payment/changemethod/applepay', access: 'upgraded', body: walletChangeRequest, response: simpleResult },
];

/**
 * SPEC §7 Portings of the logged-in customer (the customer area's portings screen): the lists, read
 * again after a write; a mobile porting corrected and re-presented; a fixed-line porting's date
 * confirmed. Signing has its own page.
 */
const CUSTOMER_PORTING_ROUTES: readonly UpstreamRoute[] = [
  { method: 'GET', pattern: 'portings/mobile', access: 'login', response: mobilePortings },
  { method: 'GET', pattern: 'portings/fixedline', access: 'login', response: fixedLinePortings },
  { method: 'PUT', pattern: 'portings/phoneaccounts/[id]', access: 'login', body: mobilePortingChange, response: mobilePorting },
  { method: 'PUT', pattern: 'portings/phoneaccounts/[id]/action:represent', access: 'login', response: mobilePorting },
  {
    method: 'PUT',
    pattern: 'portings/fixedline/phoneaccounts/[id]',
    access: 'login',
    body: fixedLinePortingChange,
    response: fixedLinePorting,
  },
];

export const UPSTREAM_ROUTES: readonly UpstreamRoute[] = [
  { method: 'GET', pattern: 'user/status', access: 'login', response: userStatus },
  { method: 'GET', pattern: 'customerarea/products', access: 'login', response: customerProducts },
  { method: 'GET', pattern: 'customerarea/usage', access: 'login', response: usages },
  { method: 'GET', pattern: 'customerarea/usage/[productKey]', access: 'login', response: usage },
  { method: 'GET', pattern: 'customerarea/invoices', access: 'login', query: invoiceYearQuery, response: invoiceYear },
  {
    method: 'GET',
    pattern: 'customerarea/invoices/itemisedbill/[productKey]/[year]/[month]',
    access: 'login',
    query: itemisedBillQuery,
    response: itemisedBill,
  },
  { method: 'GET', pattern: 'customerarea/customer', access: 'login', response: customer },
  { method: 'PUT', pattern: 'customerarea/customer', access: 'login', body: customerUpdate, response: customer },
  // SPEC §6 / ARCHITECTURE §5: changing the e-mail address needs upgraded write access; confirming the link does not.
  { method: 'PUT', pattern: 'customerarea/customer/email', access: 'upgraded', body: emailChangeRequest, response: emailChangePending },
  { method: 'PUT', pattern: 'customerarea/customer/email/confirm', access: 'login', body: emailChangeConfirm, response: customer },
  { method: 'GET', pattern: 'customerarea/features', access: 'login', response: userFeatures },

  // A customer's lines. The greeting's audio (GET and PUT …/customvoicemail) is not JSON: it needs its own handler.
  { method: 'GET', pattern: 'customerarea/tariffs', access: 'login', response: customerTariffs },
  { method: 'GET', pattern: 'customerarea/tariffs/[productKey]', access: 'login', response: customerTariff },
  { method: 'PUT', pattern: 'customerarea/tariff/[productKey]', access: 'login', body: customerTariffChange, response: customerTariff },
  { method: 'GET', pattern: 'customerarea/tariff/[productKey]/esim', access: 'login', response: esimProfile },
  { method: 'GET', pattern: 'customerarea/tariff/[productKey]/porting/authorisationcode', access: 'login', response: authorisationCodes },
  // A PAC takes the number to another provider: as sensitive as a termination.
  {
    method: 'POST',
    pattern: 'customerarea/tariff/[productKey]/porting/authorisationcode/[type]',
    access: 'upgraded',
    response: authorisationCode,
  },
  { method: 'GET', pattern: 'customerarea/spendingcaps/[productKey]', access: 'login', response: spendingCaps },
  { method: 'PUT', pattern: 'customerarea/spendingcaps/[productKey]', access: 'login', body: spendingCapsChange, response: spendingCaps },
  { method: 'GET', pattern: 'customerarea/settings/[productKey]', access: 'login', response: voicemailSettings },
  {
    method: 'PUT',
    pattern: 'customerarea/settings/[productKey]',
    access: 'login',
    body: voicemailSettingsChange,
    response: voicemailSettings,
  },
  { method: 'GET', pattern: 'customerarea/settings/[productKey]/voicemail/speaker', access: 'login', response: voicemailSpeakers },
  {
    method: 'GET',
    pattern: 'customerarea/settings/[productKey]/customvoicemail/available',
    access: 'login',
    response: customVoicemailAvailability,
  },
  {
    method: 'DELETE',
    pattern: 'customerarea/settings/[productKey]/customvoicemail',
    access: 'login',
    response: customVoicemailAvailability,
  },
  {
    method: 'POST',
    pattern: 'customerarea/contract:terminate',
    access: 'upgraded',
    body: terminationRequest,
    response: terminationConfirmation,
  },
  { method: 'GET', pattern: 'simcards/[productKey]', access: 'login', response: simState },
  { method: 'PUT', pattern: 'simcards/[productKey]/action:lock', access: 'upgraded', response: simState },
  { method: 'POST', pattern: 'simcards/replacements', access: 'upgraded', body: simReplacementRequest, response: simReplacement },
  { method: 'POST', pattern: 'simcards/[productKey]/replacements/[iccid]', access: 'upgraded', response: simReplacement },
  ...CUSTOMER_PAYMENT_ROUTES,
  ...CUSTOMER_PORTING_ROUTES,
];

export function findUpstreamRoute(method: string, path: string): UpstreamRoute | undefined {
  return UPSTREAM_ROUTES.find((r) => r.method === method && matchPattern(r.pattern, path) !== null);
}
