/**
 * Helpers of the /portings tests: requests with any headers (bearer token, order token), a drawn
 * signature as a real PNG, and the SMS the sandbox outbox holds for a number.
 */
import QRCode from 'qrcode';
import { loginResponse } from '@storefront/wire';
import { referenceApp } from './reference-api';

export const NOW = '2026-11-23T10:00:00Z';

type Options = { json?: unknown; market?: string; token?: string; headers?: Record<string, string> };

export function portingApi(now = NOW) {
  const { app, clock, store } = referenceApp(now);

  const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: Options = {}) => {
    const headers: Record<string, string> = { 'X-Market': options.market ?? 'AT', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    const body = options.json === undefined ? undefined : JSON.stringify(options.json);
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    return app.request(path, { method, headers, body });
  };

  const login = async (customerNumber: string, market = 'AT') => {
    const response = await request('POST', '/authentication/login/', {
      market,
      json: { phoneNumberOrCustomerNumber: customerNumber, secret: 'Demo-Passwort-2026' },
    });
    return loginResponse.parse(await response.json()).token;
  };

  /** The newest SMS to `to` (international form) in the market's outbox. */
  const lastSms = async (to: string, market = 'AT') => {
    const messages = (await (await request('GET', `/sandbox/outbox?to=${encodeURIComponent(to)}`, { market })).json()) as {
      text: string;
    }[];
    return messages[0]?.text;
  };

  const move = (id: string, json: unknown, market = 'AT') => request('PUT', `/sandbox/portings/${id}`, { market, json });

  return { app, clock, store, request, login, lastSms, move };
}

/** A drawn signature: a small real PNG, base64. */
export const signaturePng = async () => (await QRCode.toBuffer('signature', { type: 'png' })).toString('base64');

/** The corrected data of a porting as PUT /portings/phoneaccounts/{id} takes it. */
export const correction = (fields: Record<string, unknown> = {}) => ({
  firstname: 'Katharina',
  lastname: 'Gruber',
  contractType: 'POSTPAID',
  previousProviderId: 'a1',
  desiredPortingDate: '2026-12-14',
  puk: '12345678',
  ...fields,
});
