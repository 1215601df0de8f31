/** Payment in the order form and the customer area (lib/model: see common.ts). */
import type { Money } from './common';
import type { PaymentType } from './tariffs';

/** SPEC §1 payment methods: credit card, direct debit (SEPA), EPS, invoice, instalment purchase; the Swiss e-bill; the mobile wallet. */
export type PaymentMethodName = 'CREDITCARD' | 'SEPA' | 'EPS' | 'INVOICE' | 'FINANCING' | 'DIRECT_DEBIT' | 'TWINT' | 'EBILL' | 'APPLEPAY';

/** SPEC §3 Allowed method; `provider` is the financing provider of FINANCING. */
export type AllowedMethod = { name: PaymentMethodName; isManualPayment: boolean; provider?: string };

/** What of a cart decides its payment methods (one tariff at present, SPEC §8). */
export type PaymentCartItem = { type: 'TARIFF'; paymentType: PaymentType } | { type: 'FIXEDLINE' } | { type: 'DEVICE' };
export type PaymentCart = { items: PaymentCartItem[]; isCompany?: boolean };

/** SPEC §3 Payment provider token: starts the provider's hosted field in the browser (opened at hostedFieldUrl). */
export type PaymentProviderToken = { token: string; clientId: string; hostedFieldUrl?: string };

/** The provider accounts that start in the browser: the card's hosted field, the mobile wallet. */
export type OnlineWallet = 'creditcard' | 'applepay';

/** The mobile wallets of SPEC §7. */
export type MobileWallet = 'applepay';

/** The merchant session the wallet sheet completes its validation with (opaque). */
export type WalletMerchantSession = { merchantSession: Record<string, unknown> };

/** SPEC §4 Payment result. */
export type PaymentResultStatus = 'SUCCESS' | 'ERROR' | 'PENDING';

/** Why a payment ended in ERROR. */
export type PaymentFailureReason =
  | 'DECLINED'
  | 'INSUFFICIENT_FUNDS'
  | 'AUTHENTICATION_FAILED'
  | 'ABANDONED'
  | 'CANCELLED'
  | 'EXPIRED'
  | 'DIRECT_DEBIT_REFUSED';

/** Where the browser goes next while a payment is PENDING, or why it ended in ERROR. */
type NextStep = { redirectUrl?: string; redirectParameters?: Record<string, string>; reason?: PaymentFailureReason };

/** SPEC §3 Card payment response: PENDING with a redirectUrl means a 3-D Secure step in the browser. */
export type CardPaymentResponse = NextStep & {
  status: PaymentResultStatus;
  transactionId: string;
  intermediateClientRequestUrl?: string;
  intermediateClientRequestParameters?: Record<string, string>;
};

/** SPEC §3 Generic payment result. */
export type PaymentResult = NextStep & { transactionId: string; result: PaymentResultStatus };

/** SPEC §3 EPS bank. */
export type EpsBank = { displayName: string; bic: string };

/** SPEC §3 Simple result, with a SEPA mandate's reference or why it was refused. */
export type SimpleResult = { result: 'SUCCESS' | 'ERROR'; reason?: PaymentFailureReason; mandateReference?: string };

/** SPEC §3 Open position: what the customer still owes, how it is paid, on which billing contract and what pays it now. */
export type OpenPosition = {
  customer: { customerNumber: string; name: string };
  paymentMethod?: PaymentMethodName;
  money: Money;
  billingContractId: string;
  payableBy: ('CREDITCARD' | 'EPS')[];
};

/** SPEC §3 Cash instalment config; SPEC §9 up to 24 months interest-free. */
export type InstalmentConfig = { apiKey: string; maxMonths: number };

/** SPEC §3 Instalment result and the fingerprint form the browser posts to the financing provider. */
export type InstalmentResult = {
  purchaseId: string;
  fingerprintForm: { action: string; method: 'POST'; fields: Record<string, string> };
};
