/**
 * Helpers of the /authentication tests: JSON requests with a market and an optional bearer token, and
 * the sandbox outbox read as a person would (the newest message to a phone or address, its TAN or the
 * token of its link).
 */
import { loginResponse } from '@storefront/wire';
import { SEEDS } from '../../seed';
import { DEMO_PASSWORD } from '../../seed/markets/market-shorthands';
import { referenceApp } from './reference-api';

export const NOW = '2026-11-23T10:00:00Z';
export { DEMO_PASSWORD };

type Options = { json?: unknown; market?: string; token?: string; headers?: Record<string, string> };
type OutboxEntry = { channel: 'SMS' | 'EMAIL'; to: string; subject?: string; text: string; customerNumber?: string; createdAt: string };

export const customersOf = (market: string) => SEEDS.find((s) => s.market === market)!.customers;

export function authApi(now = NOW) {
  const { app, clock, store } = referenceApp(now);

  const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: Options = {}) => {
    const headers: Record<string, string> = { 'X-Market': options.market ?? 'AT', ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers['Content-Type'] = 'application/json';
    return app.request(path, { method, headers, body: options.json === undefined ? undefined : JSON.stringify(options.json) });
  };

  const login = async (phoneNumberOrCustomerNumber: string, secret = DEMO_PASSWORD, market = 'AT') =>
    request('POST', '/authentication/login/', { market, json: { phoneNumberOrCustomerNumber, secret } });

  const tokenOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return loginResponse.parse(await response.json()).token;
  };

  const outbox = async (market = 'AT'): Promise<OutboxEntry[]> =>
    (await (await request('GET', '/sandbox/outbox', { market })).json()) as OutboxEntry[];

  /** The newest message to `to`. */
  const newestTo = async (to: string, market = 'AT') => {
    const message = (await outbox(market)).find((m) => m.to === to);
    if (!message) throw new Error(`no message to ${to}`);
    return message;
  };
  const tanIn = (message: OutboxEntry) => /\b(\d{6})\b/.exec(message.text)![1]!;
  const linkIn = (message: OutboxEntry) => new URL(/https?:\/\/\S+/.exec(message.text)![0]);
  const linkTokenIn = (message: OutboxEntry) => linkIn(message).searchParams.get('token')!;

  /** Moves the sandbox clock forward. */
  const advance = (ms: number) => clock.set(new Date(clock.now().getTime() + ms));

  return { app, clock, store, request, login, tokenOf, outbox, newestTo, tanIn, linkIn, linkTokenIn, advance };
}
