/**
 * Helpers of the /payment and /portings tests: requests with a market (JSON, form posts like a
 * browser's, a bearer token), and the browser's part of the sandbox flows (hosted card field,
 * provider pages).
 */
import { loginResponse, paymentProviderToken } from '@storefront/wire';
import { referenceApp } from './reference-api';

export const NOW = '2026-11-23T10:00:00Z';
export const RETURN_URL = 'https://shop.example/checkout/payment/return';

type Options = { json?: unknown; form?: Record<string, string>; market?: string; token?: string };

export function paymentApi(now = NOW) {
  const { app, clock, store } = referenceApp(now);

  const request = (method: 'GET' | 'POST' | 'PUT', path: string, options: Options = {}) => {
    const headers: Record<string, string> = { 'X-Market': options.market ?? 'AT' };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    return app.request(path, { method, headers, body });
  };

  /** The path and query of an absolute URL the API answered (the pages are on the same app). */
  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  };

  /** A hosted-field session of the market. */
  const clientToken = async (market = 'AT') =>
    paymentProviderToken.parse(await (await request('GET', '/payment/creditcard/getToken', { market })).json()).token;

  /** What the browser gets from the hosted field for a test card (its JSON tokenisation call). */
  const cardToken = async (number: string, market = 'AT', cvv = number.length === 15 ? '1234' : '123') => {
    const response = await request('POST', '/sandbox/payment/hosted/tokens', {
      json: { clientToken: await clientToken(market), number, expiry: '12/29', cvv, holder: 'Anna Berger' },
    });
    if (response.status !== 201) throw new Error(`tokenisation failed: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { cardToken: string }).cardToken;
  };

  const login = async (customerNumber: string, market = 'AT') => {
    const response = await request('POST', '/authentication/login/', {
      market,
      json: { phoneNumberOrCustomerNumber: customerNumber, secret: 'Demo-Passwort-2026' },
    });
    return loginResponse.parse(await response.json()).token;
  };

  /** The sandbox's view of a billing contract: its order state and transactions. */
  const contract = async (id: string, market = 'AT') =>
    (await (await request('GET', `/sandbox/payment/billingcontracts/${id}`, { market })).json()) as {
      state: 'OPEN' | 'PAID' | 'CANCELLED';
      paymentOpen: boolean;
      paymentMethod?: string;
      open: { amount: number; currencyCode: string };
      transactions: { id: string; kind: string; result: 'SUCCESS' | 'ERROR' | 'PENDING'; reason?: string; amount: { amount: number } }[];
    };

  /**
   * The browser posting an instalment purchase's fingerprint form straight to the provider, with the
   * shop's public key (GET …/ratepayment/config; AT's unless `change` says otherwise): the provider
   * records the device and answers 303 to the plan.
   */
  const postFingerprintForm = (form: { action: string; fields: Record<string, string> }, change: Record<string, string> = {}) =>
    request('POST', pathOf(form.action), { form: { ...form.fields, apiKey: FINANCING_API_KEY, ...change } });

  return { app, clock, store, request, pathOf, clientToken, cardToken, login, contract, postFingerprintForm };
}

/** The AT financing provider's public key (seed). */
export const FINANCING_API_KEY = 'rw_sandbox_at_7f3a91c2';
