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
 * Whether this browser can pay with the wallet: Safari's ApplePaySession says so at once; elsewhere a
 * Payment Request for the wallet's method is asked (false where the browser knows no such method).
 */
export async function canPayWithWallet(countryCode: string, currency: string): Promise<boolean> {
  // A document whose Permissions-Policy refuses payment: not asked, so the browser logs no violation.
  const policy = (document as { featurePolicy?: { allowsFeature: (feature: string) => boolean } }).featurePolicy;
  if (policy && !policy.allowsFeature('payment')) return false;
  const session = (window as { ApplePaySession?: ApplePaySessionLike }).ApplePaySession;
  if (session) return session.canMakePayments();
  if (typeof window.PaymentRequest !== 'function') return false;
  try {
    const probe = new PaymentRequest(methodData({ merchantIdentifier: 'probe', countryCode }), { total: { label: 'probe', amount: { currency, value: '0.00' } } });
    return await probe.canMakePayment();
  } catch {
    return false;
  }
}

/**
 * Opens the wallet's sheet with what is due now. When the sheet asks for the merchant validation,
 * `validate` gets the session from our server. Undefined when the customer closed the sheet or the
 * validation failed (the sheet then closes itself).
 */
export async function payWithWallet(sheet: WalletSheet, validate: (validationURL: string) => Promise<Record<string, unknown>>): Promise<WalletPayment | undefined> {
  const request = new PaymentRequest(methodData(sheet), { total: { label: sheet.label, amount: { currency: sheet.currency, value: sheet.value } } }) as WalletRequest;
  request.onmerchantvalidation = (event) => event.complete(validate(event.validationURL));
  try {
    const response = await request.show();
    const paymentData: unknown = (response.details as { token?: { paymentData?: unknown } }).token?.paymentData;
    if (paymentData === undefined) {
      await response.complete('fail');
      return undefined;
    }
    return { token: typeof paymentData === 'string' ? paymentData : JSON.stringify(paymentData), complete: (result) => response.complete(result) };
  } catch {
    return undefined;
  }
}
