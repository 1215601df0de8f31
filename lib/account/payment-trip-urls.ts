import { localizedPath } from '@/lib/i18n/paths';
import { returnAddress } from '@/lib/provider-trip/urls';
import type { Site } from '@/lib/site/site';
import type { TripPurpose } from './payment-trip-store';

/** Where the hosted card field returns with ?cardToken&brand&last4 (GET /api/account/payment-trip/card), bound to the trip by its state. */
export const tripCardReturnUrl = (request: Request, site: Pick<Site, 'locale'>, state: string) =>
  returnAddress(request, '/api/account/payment-trip/card', state, { locale: site.locale });

/** Where 3-D Secure and the EPS bank return with ?transactionId (GET /api/account/payment-trip/return), bound to the trip by its state. */
export const tripReturnUrl = (request: Request, site: Pick<Site, 'locale'>, state: string) =>
  returnAddress(request, '/api/account/payment-trip/return', state, { locale: site.locale });

/**
 * The page a trip returns to: the payment page's section it started from (?purpose= tells the page
 * which of its two trips came back), or the line's top-up page.
 */
export function tripBack(site: Site, purpose: TripPurpose): string {
  switch (purpose.kind) {
    case 'card-change':
      return localizedPath(site, '/account/payment', undefined, 'purpose=card-change#payment-method');
    case 'open-position':
      return localizedPath(site, '/account/payment', undefined, 'purpose=open-position#open-positions');
    case 'recharge':
      return localizedPath(site, '/account/recharge/[product]', { product: purpose.productKey });
  }
}

/** The payment page, where a return without a trip (expired, or another browser's) ends. */
export const paymentPage = (site: Site) => localizedPath(site, '/account/payment');
