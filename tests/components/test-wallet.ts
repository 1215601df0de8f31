import { testWalletScript } from '@/content-api/src/sandbox/payment/test-wallet';

/**
 * The sandbox's test wallet in jsdom (content-api/src/sandbox/payment/test-wallet.ts): the browser's
 * wallet as the e2e journeys have it, with its validation URL on https://api.example. `remove` after
 * each test leaves a browser without a wallet.
 */
export const testWallet = {
  install: () => new Function(testWalletScript('https://api.example'))(),
  remove: () => {
    delete (window as { PaymentRequest?: unknown }).PaymentRequest;
    delete (window as { ApplePaySession?: unknown }).ApplePaySession;
    window.localStorage.clear();
  },
  /** What the sheet was opened with and how it was closed. */
  sheet: () => (window as unknown as { __sandboxWallet: { shown: unknown; completed?: string } }).__sandboxWallet,
  /** The door's answers the wallet's session and merchant validation get. */
  replies: {
    'GET /api/upstream/payment/applepay/getToken': [{ status: 200, body: { token: 'ct_1', clientId: 'merchant.sandbox.at' } }],
    'POST /api/upstream/payment/method/applepay/validatemerchant': [
      { status: 200, body: { merchantSession: { merchantSessionIdentifier: 'ms_1' } } },
      { status: 200, body: { merchantSession: { merchantSessionIdentifier: 'ms_2' } } },
    ],
  },
};
