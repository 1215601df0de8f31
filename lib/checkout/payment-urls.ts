import { z } from 'zod';
import { requestHost } from '@/lib/markets/request-market';
import { returnAddress } from '@/lib/provider-trip/urls';
import type { Site } from '@/lib/site/site';

/**
 * The addresses the payment providers send the browser back to. They are absolute, on the market host
 * the visitor used (lib/markets/request-market.ts: Host, as the door resolved it behind a proxy) with
 * the request's protocol, and carry the locale so our handlers answer in the visitor's language.
 */

/** The origin the visitor used for this request ("https://shop.example.at"). */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  return `${url.protocol}//${requestHost(request.headers) ?? url.host}`;
}

/** How a payment came back: a card's 3-D Secure, an EPS transfer, an instalment purchase. */
export const RETURN_KINDS = ['card', 'eps', 'financing'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** A URL with these query parameters added (the provider's redirect parameters, our own). */
export function withQuery(url: string, parameters: Record<string, string>): string {
  const out = new URL(url);
  for (const [name, value] of Object.entries(parameters)) out.searchParams.set(name, value);
  return out.toString();
}

/** Where the hosted card field returns with ?cardToken&brand&last4 (GET /api/checkout/card), bound to its trip by the state. */
export const cardReturnUrl = (request: Request, site: Pick<Site, 'locale'>, state: string) =>
  returnAddress(request, '/api/checkout/card', state, { locale: site.locale });

/** Where a payment's provider page returns with ?transactionId (or ?purchaseId) (GET /api/checkout/payment-return), bound to its trip by the state. */
export const paymentReturnUrl = (request: Request, site: Pick<Site, 'locale'>, state: string) =>
  returnAddress(request, '/api/checkout/payment-return', state, { locale: site.locale });

/** What the provider's hosted card field sends back to its returnUrl: its card token, the brand and the last four digits, nothing else. */
export const hostedCardReturn = z.object({
  cardToken: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
  brand: z.string().regex(/^[A-Za-z][A-Za-z _-]{0,29}$/),
  last4: z.string().regex(/^\d{4}$/),
});
