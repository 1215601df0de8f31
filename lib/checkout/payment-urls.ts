import { STATE_PARAM } from '@/lib/platform/provider-trip/trip';
import { returnAddress } from '@/lib/platform/provider-trip/urls';
import type { Site } from '@/lib/platform/site/site';

/**
 * The addresses the payment providers send the browser back to in the checkout (lib/platform/provider-trip/urls.ts):
 * absolute, on the host the visitor used, with the locale and the trip's state.
 */

/** Where the hosted card field returns with ?cardToken&brand&last4 (GET /api/checkout/card). */
export const cardReturnUrl = (request: Request, site: Pick<Site, 'locale'>, state: string) =>
  returnAddress(request, '/api/checkout/card', state, { locale: site.locale });

/** Where a payment's provider page returns with ?transactionId (or ?purchaseId) (GET /api/checkout/payment-return). */
export const paymentReturnUrl = (request: Request, site: Pick<Site, 'locale'>, state: string) =>
  returnAddress(request, '/api/checkout/payment-return', state, { locale: site.locale });

/**
 * The same return as the browser's own way to it (a path): the TWINT page's "check the payment
 * status" link and where its polling goes once the app answered. It carries the trip's state, which
 * binds it to this browser's trip like a provider's return.
 */
export const paymentCheckPath = (site: Pick<Site, 'locale'>, state: string, transactionId: string) =>
  `/api/checkout/payment-return?${new URLSearchParams({ locale: site.locale, [STATE_PARAM]: state, transactionId }).toString()}`;
