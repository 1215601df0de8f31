import { WALLET_METHOD_ID, type WalletSheet } from '@/lib/checkout/wallet-sheet';

/*
 * The browser's wallet through the Payment Request API (ADR 47). The merchant validation event is
 * the wallet's own addition to the standard, so its shape is declared here.
 */

type MerchantValidationEvent = Event & { validationURL: string; complete: (session: Promise<Record<string, unknown>>) => void };
type WalletRequest = PaymentRequest & { onmerchantvalidation: ((event: MerchantValidationEvent) => void) | null };
type ApplePaySessionLike = { canMakePayments: () => boolean };

/** A payment the wallet authorised: its token for our server, and closing the sheet once the shop has answered. */
export type WalletPayment = { token: string; complete: (result: PaymentComplete) => Promise<void> };

const methodData = (sheet: Pick<WalletSheet, 'merchantIdentifier' | 'countryCode'>): PaymentMethodData[] => [
  {
    supportedMethods: WALLET_METHOD_ID,
    data: {
      version: 3,
      merchantIdentifier: sheet.merchantIdentifier,
      merchantCapabilities: ['supports3DS'],
      supportedNetworks: ['visa', 'masterCard', 'amex'],
      countryCode: sheet.countryCode,
    },
  },
];

/**
 * Whether this browser can pay with the wallet: where the wallet's maker ships it (ApplePaySession),
 * it says so, and the sheet is opened through the Payment Request API. Other browsers are not asked
 * with a Payment Request: that would fetch the wallet's payment method manifest from its maker,
 * which our Content-Security-Policy refuses (and reports). A document whose Permissions-Policy
 * refuses payment is not asked either, so the browser logs no violation.
 */
export function canPayWithWallet(): boolean {
  const policy = (document as { featurePolicy?: { allowsFeature: (feature: string) => boolean } }).featurePolicy;
  if (policy && !policy.allowsFeature('payment')) return false;
  const session = (window as { ApplePaySession?: ApplePaySessionLike }).ApplePaySession;
  return session !== undefined && typeof window.PaymentRequest === 'function' && session.canMakePayments();
}

/**
 * Opens the wallet's sheet with what is due now. When the sheet asks for the merchant validation,
 * `validate` gets the session from our server. Undefined when the customer closed the sheet or the
 * validation failed (the sheet then closes itself).
 */
export async function payWithWallet(
  sheet: WalletSheet,
  validate: (validationURL: string) => Promise<Record<string, unknown>>,
): Promise<WalletPayment | undefined> {
  const request = new PaymentRequest(methodData(sheet), {
    total: { label: sheet.label, amount: { currency: sheet.currency, value: sheet.value } },
  }) as WalletRequest;
  request.onmerchantvalidation = (event) => event.complete(validate(event.validationURL));
  try {
    const response = await request.show();
    const paymentData: unknown = (response.details as { token?: { paymentData?: unknown } }).token?.paymentData;
    if (paymentData === undefined) {
      await response.complete('fail');
      return undefined;
    }
    return {
      token: typeof paymentData === 'string' ? paymentData : JSON.stringify(paymentData),
      complete: (result) => response.complete(result),
    };
  } catch {
    return undefined;
  }
}
