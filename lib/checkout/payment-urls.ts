import { returnAddress } from '@/lib/provider-trip/urls';
import type { Site } from '@/lib/site/site';

/**
 * The addresses the payment providers send the browser back to in the checkout (lib/provider-trip/urls.ts):
 * absolute, on the host the visitor used, with the locale and the trip's state.
 */

/** Where the hosted card field returns with ?cardToken&brand&last4 (GET /api/checkout/card). */
export const cardReturnUrl = (request: Request, site: Pick<Site, 'locale'>, state: string) =>
  returnAddress(request, '/api/checkout/card', state, { locale: site.locale });

/** Where a payment's provider page returns with ?transactionId (or ?purchaseId) (GET /api/checkout/payment-return). */
export const paymentReturnUrl = (request: Request, site: Pick<Site, 'locale'>, state: string) =>
  returnAddress(request, '/api/checkout/payment-return', state, { locale: site.locale });
