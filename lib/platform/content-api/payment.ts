import 'server-only';
import type { z } from 'zod';
import { apiPath } from './api-path';
import { call, type ContentContext } from './client';
import type { Result } from './result';
import {
  allowedMethods,
  cardPaymentResponse,
  epsBanks,
  instalmentConfig,
  instalmentResult,
  openPosition,
  paymentCart,
  paymentProviderToken,
  paymentResult,
  simpleResult,
  walletMerchantSession,
  type AllowedMethod,
  type CardPaymentRequest,
  type CardPaymentResponse,
  type EpsBank,
  type EpsPaymentRequest,
  type InstalmentConfig,
  type InstalmentRequest,
  type InstalmentResult,
  type InvoiceChangeRequest,
  type OnlineWallet,
  type OpenPosition,
  type PaymentProviderToken,
  type PaymentResult,
  type SepaMandateRequest,
  type TwintPaymentRequest,
  type WalletMerchantRequest,
  type WalletPaymentRequest,
  type SimpleResult,
  type MobileWallet,
  type WalletMerchantSession,
} from './schemas';

/*
 * SPEC §7 Payment. None of these calls carries card data: the browser enters it in the payment
 * provider's hosted field, which answers with a card token; the shop passes on only that token.
 * Every answer that starts or continues a payment is never cached.
 */

/** SPEC §7 GET /payment/methods: the methods the market offers. */
export const getPaymentMethods = (ctx: ContentContext): Promise<Result<AllowedMethod[]>> => call(ctx, 'payment/methods', allowedMethods);

/** SPEC §7 POST /payment/methods/allowed: the methods this cart may use (no invoice for prepaid …). */
export const getAllowedPaymentMethods = (ctx: ContentContext, cart: z.input<typeof paymentCart>): Promise<Result<AllowedMethod[]>> =>
  call(ctx, 'payment/methods/allowed', allowedMethods, { method: 'post', json: cart });

/**
 * SPEC §7 GET /payment/{wallet}/getToken: the token that starts the provider's hosted field in the
 * browser; with a logged-in customer's `token` in the customer area.
 */
export const getPaymentToken = (ctx: ContentContext, wallet: OnlineWallet, token?: string): Promise<Result<PaymentProviderToken>> =>
  call(ctx, apiPath`payment/${wallet}/getToken`, paymentProviderToken, { token });

/**
 * SPEC §7 POST /payment/billingcontracts/{id}/order/creditcard/: pays with a card token; may need
 * 3-D Secure. A customer's open position (GET /payment/openposition) is paid with their `token`.
 */
export const startCardPayment = (
  ctx: ContentContext,
  billingContractId: string,
  body: CardPaymentRequest,
  token?: string,
): Promise<Result<CardPaymentResponse>> =>
  call(ctx, apiPath`payment/billingcontracts/${billingContractId}/order/creditcard/`, cardPaymentResponse, {
    method: 'post',
    json: body,
    token,
  });

/** SPEC §7 GET /payment/continue/creditcard/{transactionId}: the card payment after the browser came back from 3-D Secure. */
export const continueCardPayment = (ctx: ContentContext, transactionId: string): Promise<Result<CardPaymentResponse>> =>
  call(ctx, apiPath`payment/continue/creditcard/${transactionId}`, cardPaymentResponse);

/** SPEC §7 GET /payment/eps/banklist: the banks of the Austrian EPS scheme. */
export const getEpsBanks = (ctx: ContentContext): Promise<Result<EpsBank[]>> => call(ctx, 'payment/eps/banklist', epsBanks);

/** SPEC §7 POST /payment/billingcontracts/{id}/order/eps: an EPS transfer; the browser goes to its bank. A customer's open position needs their `token`. */
export const startEpsPayment = (
  ctx: ContentContext,
  billingContractId: string,
  body: EpsPaymentRequest,
  token?: string,
): Promise<Result<PaymentResult>> =>
  call(ctx, apiPath`payment/billingcontracts/${billingContractId}/order/eps`, paymentResult, { method: 'post', json: body, token });

/** SPEC §7 PUT /payment/method/twint (the Swiss instant payment): PENDING with the TWINT app's hand-over address (a link on a phone, a QR code elsewhere). */
export const startTwintPayment = (ctx: ContentContext, body: TwintPaymentRequest): Promise<Result<PaymentResult>> =>
  call(ctx, 'payment/method/twint', paymentResult, { method: 'put', json: body });

/** SPEC §7 PUT /payment/method/twint/transaction/{id}: the TWINT payment's status now (ERROR EXPIRED when nobody answered in the app in time). */
export const getTwintStatus = (ctx: ContentContext, transactionId: string): Promise<Result<PaymentResult>> =>
  call(ctx, apiPath`payment/method/twint/transaction/${transactionId}`, paymentResult, { method: 'put' });

/** SPEC §7 GET /payment/status/{id}: SUCCESS, ERROR or PENDING of a transaction or an instalment purchase. */
export const getPaymentStatus = (ctx: ContentContext, id: string): Promise<Result<PaymentResult>> =>
  call(ctx, apiPath`payment/status/${id}`, paymentResult);

/** SPEC §7 PUT /payment/method/sepa: the direct-debit mandate; 400 names the IBAN's problem as a field code. */
export const setSepaMandate = (ctx: ContentContext, body: SepaMandateRequest): Promise<Result<SimpleResult>> =>
  call(ctx, 'payment/method/sepa', simpleResult, { method: 'put', json: body });

/** SPEC §7 PUT /payment/changemethod/invoice (customer area): pay the bills by invoice from now on. */
export const changeToInvoice = (ctx: ContentContext, token: string, body: InvoiceChangeRequest = {}): Promise<Result<SimpleResult>> =>
  call(ctx, 'payment/changemethod/invoice', simpleResult, { method: 'put', json: body, token });

/** SPEC §7 GET /payment/openposition[/{id}]: what the logged-in customer still owes (401 ends the session, SPEC §8). */
export const getOpenPosition = (ctx: ContentContext, token: string, billingContractId?: string): Promise<Result<OpenPosition>> =>
  call(ctx, billingContractId ? apiPath`payment/openposition/${billingContractId}` : 'payment/openposition', openPosition, { token });

/** SPEC §7 GET /payment/method/{provider}/ratepayment/config: the financing provider's widget key. */
export const getInstalmentConfig = (ctx: ContentContext, provider: string): Promise<Result<InstalmentConfig>> =>
  call(ctx, apiPath`payment/method/${provider}/ratepayment/config`, instalmentConfig);

/** SPEC §7 POST /payment/method/{provider}/ratepayment/{id}: a purchase and the form the browser posts to the provider. */
export const startInstalmentPurchase = (
  ctx: ContentContext,
  provider: string,
  billingContractId: string,
  body: InstalmentRequest,
): Promise<Result<InstalmentResult>> =>
  call(ctx, apiPath`payment/method/${provider}/ratepayment/${billingContractId}`, instalmentResult, { method: 'post', json: body });

/** SPEC §7 POST /payment/method/{wallet}/validatemerchant: the merchant session for the wallet sheet's validationURL. */
export const validateWalletMerchant = (
  ctx: ContentContext,
  wallet: MobileWallet,
  body: WalletMerchantRequest,
): Promise<Result<WalletMerchantSession>> =>
  call(ctx, apiPath`payment/method/${wallet}/validatemerchant`, walletMerchantSession, { method: 'post', json: body });

/** SPEC §7 PUT /payment/method/{wallet}: pays a billing contract with the wallet's payment token, decided at once. */
export const startWalletPayment = (ctx: ContentContext, wallet: MobileWallet, body: WalletPaymentRequest): Promise<Result<PaymentResult>> =>
  call(ctx, apiPath`payment/method/${wallet}`, paymentResult, { method: 'put', json: body });
