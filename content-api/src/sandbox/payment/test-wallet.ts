/**
 * The sandbox mobile wallet (README "Sandbox payment", ADR 47). No real wallet signs payments for the
 * sandbox provider, so it takes these test payment tokens, the paymentData a wallet sheet hands over:
 * one approves, one is declined by the issuer, one has too little on the card. Any other token is
 * refused (400 invalid_wallet_token). The merchant validation takes only the sandbox's own
 * validation URL (/sandbox/payment/wallet/validate), as a real provider takes only the wallet
 * maker's.
 *
 * `testWalletScript` is a stand-in for the browser's wallet: an ApplePaySession that says it can pay,
 * and a PaymentRequest that asks the shop to validate the merchant with the sandbox's validation URL
 * and hands over a test token (localStorage `sandbox-wallet-token`, else the approving one). The e2e journeys add it
 * with addInitScript; a person adds it the same way (README).
 */
import type { PaymentFailureReason } from '@storefront/wire';

export const WALLET_TEST_TOKENS = {
  approve: 'sandbox-wallet-approve',
  decline: 'sandbox-wallet-decline',
  insufficientFunds: 'sandbox-wallet-insufficient-funds',
} as const;

export type WalletOutcome = { result: 'SUCCESS' } | { result: 'ERROR'; reason: PaymentFailureReason };

const OUTCOMES: Record<string, WalletOutcome> = {
  [WALLET_TEST_TOKENS.approve]: { result: 'SUCCESS' },
  [WALLET_TEST_TOKENS.decline]: { result: 'ERROR', reason: 'DECLINED' },
  [WALLET_TEST_TOKENS.insufficientFunds]: { result: 'ERROR', reason: 'INSUFFICIENT_FUNDS' },
};

/** What the sandbox issuer answers a wallet's payment token; undefined for a token it does not know. */
export const walletOutcomeOf = (paymentToken: string): WalletOutcome | undefined => OUTCOMES[paymentToken];

/** The path of the sandbox's merchant validation URL (on the content API's own origin). */
export const WALLET_VALIDATION_PATH = '/sandbox/payment/wallet/validate';

/**
 * Whether a validation URL is the sandbox's own: its path, with nothing after it. The origin is not
 * compared: the shop may reach this API through a proxy (the e2e stack's fault proxy), so the origin
 * the browser's wallet names need not be the one this request came to.
 */
export function isSandboxValidationUrl(validationURL: string): boolean {
  const url = new URL(validationURL);
  return url.pathname === WALLET_VALIDATION_PATH && url.search === '' && url.hash === '';
}

/** The test wallet as a script for a page, whose merchant validation URL is on `origin` (the content API's). */
export function testWalletScript(origin: string): string {
  const validationURL = JSON.stringify(`${origin}${WALLET_VALIDATION_PATH}`);
  const approve = JSON.stringify(WALLET_TEST_TOKENS.approve);
  return `(() => {
  const APPLE_PAY = 'https://apple.com/apple-pay';
  class SandboxWalletRequest extends EventTarget {
    constructor(methods, details) {
      super();
      this.methods = methods;
      this.details = details;
      this.onmerchantvalidation = null;
    }
    async canMakePayment() {
      return this.methods.some((m) => m.supportedMethods === APPLE_PAY);
    }
    async show() {
      window.__sandboxWallet = { shown: { total: this.details.total } };
      const session = await new Promise((resolve, reject) => {
        const event = new Event('merchantvalidation');
        event.validationURL = ${validationURL};
        event.complete = (answer) => Promise.resolve(answer).then(resolve, reject);
        if (this.onmerchantvalidation) this.onmerchantvalidation(event);
        this.dispatchEvent(event);
      });
      window.__sandboxWallet.session = session;
      const paymentData = window.localStorage.getItem('sandbox-wallet-token') || ${approve};
      return {
        methodName: APPLE_PAY,
        details: { token: { paymentData, paymentMethod: { network: 'Visa', type: 'debit', displayName: 'Visa 0005' } } },
        complete: async (result) => { window.__sandboxWallet.completed = result || 'unknown'; },
      };
    }
    async abort() {}
  }
  window.PaymentRequest = SandboxWalletRequest;
  window.ApplePaySession = { canMakePayments: () => true, supportsVersion: () => true };
})();`;
}
