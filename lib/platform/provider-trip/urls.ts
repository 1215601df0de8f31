import { requestHost } from '@/lib/platform/markets/request-market';
import { STATE_PARAM } from './trip';

/**
 * The addresses of a provider round trip (ADR 43). A return address is absolute, on the market host
 * the visitor used (lib/platform/markets/request-market.ts: Host, as the door resolved it behind a proxy) with
 * the request's protocol, carries the locale so our handlers answer in the visitor's language, and the
 * trip's state, which binds the return to the trip that gave it out.
 */

/** The origin the visitor used for this request ("https://shop.example.at"). */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  return `${url.protocol}//${requestHost(request.headers) ?? url.host}`;
}

/** A URL with these query parameters added (the provider's redirect parameters, our own). */
export function withQuery(url: string, parameters: Record<string, string>): string {
  const out = new URL(url);
  for (const [name, value] of Object.entries(parameters)) out.searchParams.set(name, value);
  return out.toString();
}

/** Where a provider sends the browser back: one of our paths on the visitor's origin, with the trip's state (the provider adds its own parameters). */
export const returnAddress = (request: Request, path: string, state: string, parameters: Record<string, string> = {}) =>
  withQuery(`${requestOrigin(request)}${path}`, { ...parameters, [STATE_PARAM]: state });
