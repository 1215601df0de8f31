import { z } from 'zod';
import type { IbanProblem } from '@storefront/rules/iban';
import { money } from './common';
import type { FieldErrorCode } from './fixedline';
import { paymentType } from './tariffs';

// SPEC §7 Payment, the calls of the order form and the customer area. Card data never passes here:
// the provider's hosted field turns it into a token in the browser (SPEC §3 Payment lists card
// number and CVV; the shop sends only the token, so no server of ours ever sees them).

/**
 * The payment methods of SPEC §1 (credit card, invoice, direct debit (SEPA), EPS, instalment purchase),
 * plus a UK direct debit (Bacs), the Swiss instant payment SPEC §7 names (TWINT), the Swiss e-bill
 * of PUT /payment/method/ebill (EBILL: the bill goes to the customer's e-banking, who pays it there)
 * and SPEC §7's mobile wallet (APPLEPAY: the browser's wallet sheet, ADR 47).
 */
export const PAYMENT_METHOD_NAMES = [
  'CREDITCARD',
  'SEPA',
  'EPS',
  'INVOICE',
  'FINANCING',
  'DIRECT_DEBIT',
  'TWINT',
  'EBILL',
  'APPLEPAY',
] as const;
export const paymentMethodName = z.enum(PAYMENT_METHOD_NAMES);
export type PaymentMethodName = z.infer<typeof paymentMethodName>;

/**
 * SPEC §3 Allowed method: name and isManualPayment (the customer pays each amount by hand: invoice,
 * EPS). `provider` names the financing provider of FINANCING (the {provider} of the ratepayment calls).
 */
export const allowedMethod = z.object({
  name: paymentMethodName,
  isManualPayment: z.boolean(),
  provider: z.string().min(1).optional(),
});
export type AllowedMethod = z.infer<typeof allowedMethod>;
export const allowedMethods = z.array(allowedMethod);

/** What of a cart decides its payment methods: POST /payment/methods/allowed. */
export const paymentCartItem = z.discriminatedUnion('type', [
  z.object({ type: z.literal('TARIFF'), paymentType }),
  z.object({ type: z.literal('FIXEDLINE') }),
  z.object({ type: z.literal('DEVICE') }),
]);
export type PaymentCartItem = z.infer<typeof paymentCartItem>;
export const paymentCart = z.object({
  items: z.array(paymentCartItem).min(1),
  isCompany: z.boolean().default(false),
});
export type PaymentCart = z.infer<typeof paymentCart>;

/**
 * SPEC §3 Payment provider token: what the provider's hosted field starts with (GET
 * /payment/{wallet}/getToken), and where the browser opens that field when the provider says.
 */
export const paymentProviderToken = z.object({ token: z.string().min(1), clientId: z.string().min(1), hostedFieldUrl: z.url().optional() });
export type PaymentProviderToken = z.infer<typeof paymentProviderToken>;

/**
 * The online wallets of GET /payment/{wallet}/getToken: the provider accounts that start in the
 * browser. `creditcard` is the card's hosted field; `applepay` the mobile wallet, whose clientId is
 * the merchant identifier its sheet opens with and whose token binds the merchant validation.
 */
export const onlineWallet = z.enum(['creditcard', 'applepay']);
export type OnlineWallet = z.infer<typeof onlineWallet>;

/** The mobile wallets of SPEC §7 (POST /payment/method/{wallet}/validatemerchant, PUT /payment/method/{wallet}). */
export const mobileWallet = z.enum(['applepay']);
export type MobileWallet = z.infer<typeof mobileWallet>;

/** The payment method a mobile wallet pays as. */
export const WALLET_METHOD: Readonly<Record<MobileWallet, PaymentMethodName>> = { applepay: 'APPLEPAY' };

/**
 * Body of POST /payment/method/{wallet}/validatemerchant: the validationURL the browser's wallet sheet
 * gave (onmerchantvalidation), and the client token of GET /payment/{wallet}/getToken it was opened with.
 */
export const walletMerchantRequest = z.strictObject({
  validationURL: z.url({ protocol: /^https?$/, error: 'invalid_format' }),
  clientToken: z.string({ error: 'required' }).trim().min(1, 'required').max(100, 'too_long'),
});
export type WalletMerchantRequest = z.infer<typeof walletMerchantRequest>;

/** The merchant session the wallet sheet completes its validation with: opaque to the shop, passed on as it is. */
export const walletMerchantSession = z.object({ merchantSession: z.record(z.string(), z.unknown()) });
export type WalletMerchantSession = z.infer<typeof walletMerchantSession>;

/** The wallet's payment token as the sheet hands it over (its paymentData), never card data. */
const walletPaymentToken = z.string({ error: 'required' }).trim().min(1, 'required').max(8000, 'too_long');

/** Body of PUT /payment/method/{wallet}: pays the billing contract's open amount with the wallet's payment token. */
export const walletPaymentRequest = z.strictObject({
  billingContractId: z.string({ error: 'required' }).trim().min(1, 'required').max(40, 'too_long'),
  paymentToken: walletPaymentToken,
});
export type WalletPaymentRequest = z.infer<typeof walletPaymentRequest>;

/** Body of PUT /payment/changemethod/{wallet} (customer area): the wallet pays the customer's bills from now on. */
export const walletChangeRequest = z.strictObject({ paymentToken: walletPaymentToken });
export type WalletChangeRequest = z.infer<typeof walletChangeRequest>;

/** SPEC §4 Payment result. */
export const paymentResultStatus = z.enum(['SUCCESS', 'ERROR', 'PENDING']);
export type PaymentResultStatus = z.infer<typeof paymentResultStatus>;

/** Why a payment ended in ERROR, so the shop can say more than "payment failed" (SPEC §8). */
export const paymentFailureReason = z.enum([
  'DECLINED',
  'INSUFFICIENT_FUNDS',
  'AUTHENTICATION_FAILED',
  'ABANDONED',
  'CANCELLED',
  'EXPIRED',
  'DIRECT_DEBIT_REFUSED',
]);
export type PaymentFailureReason = z.infer<typeof paymentFailureReason>;

const parameters = z.record(z.string(), z.string());
const returnUrl = z.url({ protocol: /^https?$/, error: 'invalid_format' });

/** Body of POST /payment/billingcontracts/{id}/order/creditcard/: the hosted field's token, never card data. */
export const cardPaymentRequest = z.strictObject({
  cardToken: z.string({ error: 'required' }).trim().min(1, 'required').max(100, 'too_long'),
  /** Where the 3-D Secure page sends the browser back, with ?transactionId=… */
  returnUrl,
});
export type CardPaymentRequest = z.infer<typeof cardPaymentRequest>;

/** Where the browser goes next while a payment is PENDING, or why it ended in ERROR. */
const nextStep = {
  redirectUrl: z.url().optional(),
  redirectParameters: parameters.optional(),
  reason: paymentFailureReason.optional(),
};

/**
 * SPEC §3 Card payment response. PENDING with a redirectUrl: send the browser there (3-D Secure
 * challenge), then read GET /payment/continue/creditcard/{transactionId}. An intermediate client
 * request (a device-data step before the challenge) comes with its URL and parameters when needed.
 */
export const cardPaymentResponse = z.object({
  status: paymentResultStatus,
  transactionId: z.string().min(1),
  intermediateClientRequestUrl: z.url().optional(),
  intermediateClientRequestParameters: parameters.optional(),
  ...nextStep,
});
export type CardPaymentResponse = z.infer<typeof cardPaymentResponse>;

/** SPEC §3 Generic payment result (EPS, GET /payment/status/{id}). */
export const paymentResult = z.object({ transactionId: z.string().min(1), result: paymentResultStatus, ...nextStep });
export type PaymentResult = z.infer<typeof paymentResult>;

/** SPEC §3 EPS bank (GET /payment/eps/banklist). */
export const epsBank = z.object({ displayName: z.string().min(1), bic: z.string().regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/) });
export type EpsBank = z.infer<typeof epsBank>;
export const epsBanks = z.array(epsBank);

/** Body of POST /payment/billingcontracts/{id}/order/eps. */
export const epsPaymentRequest = z.object({
  bic: z.string({ error: 'required' }).trim().min(1, 'required').max(11, 'too_long'),
  returnUrl,
});
export type EpsPaymentRequest = z.infer<typeof epsPaymentRequest>;

/**
 * Body of PUT /payment/method/twint: pays the billing contract's open amount by TWINT (the order's one
 * live attempt: a newer one ends it). PENDING with the TWINT app's hand-over address as redirectUrl
 * (a phone opens it, a desktop shows it as a QR code); PUT /payment/method/twint/transaction/{id}
 * then follows it to SUCCESS or ERROR (EXPIRED when nobody answered in the app in time).
 */
export const twintPaymentRequest = z.object({
  billingContractId: z.string({ error: 'required' }).trim().min(1, 'required').max(40, 'too_long'),
  /** Where the app sends the browser back on the same phone, with ?transactionId=… */
  returnUrl,
});
export type TwintPaymentRequest = z.infer<typeof twintPaymentRequest>;

/**
 * The field code of an IBAN problem (lib/domain/iban.ts names them for the rule), as PUT
 * /payment/method/sepa answers it and the checkout's payment form shows it.
 */
export const IBAN_FIELD_CODES: Readonly<Record<IbanProblem, FieldErrorCode>> = {
  required: 'required',
  invalid_format: 'invalid_format',
  unsupported_country: 'unsupported_country',
  wrong_length: 'invalid_length',
  wrong_checksum: 'invalid_checksum',
};

/** Body of PUT /payment/method/sepa: the account and the accepted direct-debit mandate. */
export const sepaMandateRequest = z.object({
  billingContractId: z.string({ error: 'required' }).trim().min(1, 'required').max(40, 'too_long'),
  accountHolder: z.string({ error: 'required' }).trim().min(1, 'required').max(70, 'too_long'),
  /** Checked by the API: country, its length and the mod-97 check digits (400 with the field's code). */
  iban: z.string({ error: 'required' }).trim().min(1, 'required').max(50, 'too_long'),
  mandateAccepted: z.literal(true, { error: 'consent_required' }),
});
export type SepaMandateRequest = z.infer<typeof sepaMandateRequest>;

/** SPEC §3 Simple result, with the mandate reference of an accepted SEPA mandate or why it was refused. */
export const simpleResult = z.object({
  result: z.enum(['SUCCESS', 'ERROR']),
  reason: paymentFailureReason.optional(),
  mandateReference: z.string().min(1).optional(),
});
export type SimpleResult = z.infer<typeof simpleResult>;

/** Body of PUT /payment/changemethod/invoice (customer area): the billing contract, the customer's own when absent. */
export const invoiceChangeRequest = z.object({ billingContractId: z.string().trim().min(1, 'required').max(40, 'too_long').optional() });
export type InvoiceChangeRequest = z.infer<typeof invoiceChangeRequest>;

/**
 * SPEC §3 Open position (GET /payment/openposition[/{id}]): what the customer still owes, on which
 * billing contract (the {id} that pays it), and the methods that pay it now (none when nothing is open).
 */
export const openPosition = z.object({
  customer: z.object({ customerNumber: z.string().min(1), name: z.string().min(1) }),
  paymentMethod: paymentMethodName.optional(),
  money,
  billingContractId: z.string().min(1),
  payableBy: z.array(z.enum(['CREDITCARD', 'EPS'])),
});
export type OpenPosition = z.infer<typeof openPosition>;

/** SPEC §3 Cash instalment config (GET /payment/method/{provider}/ratepayment/config); SPEC §9 up to 24 months. */
export const instalmentConfig = z.object({ apiKey: z.string().min(1), maxMonths: z.number().int().positive() });
export type InstalmentConfig = z.infer<typeof instalmentConfig>;

/** Body of POST /payment/method/{provider}/ratepayment/{id}. */
export const instalmentRequest = z.object({ returnUrl });
export type InstalmentRequest = z.infer<typeof instalmentRequest>;

/**
 * SPEC §3 Instalment result: the purchaseId, and the fingerprint form the browser posts directly to
 * the financing provider (SPEC §7), its fields signed so the provider can trust them.
 */
export const instalmentResult = z.object({
  purchaseId: z.string().min(1),
  fingerprintForm: z.object({ action: z.url(), method: z.literal('POST'), fields: parameters }),
});
export type InstalmentResult = z.infer<typeof instalmentResult>;
