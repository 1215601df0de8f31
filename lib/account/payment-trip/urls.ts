import { localizedPath } from '@/lib/platform/i18n/paths';
import { STATE_PARAM } from '@/lib/platform/provider-trip/trip';
import { returnAddress } from '@/lib/platform/provider-trip/urls';
import type { Site } from '@/lib/platform/site/site';
import type { TripPurpose } from './store';

/** Where the hosted card field returns with ?cardToken&brand&last4 (GET /api/account/payment-trip/card), bound to the trip by its state. */
export const tripCardReturnUrl = (request: Request, site: Pick<Site, 'locale'>, state: string) =>
  returnAddress(request, '/api/account/payment-trip/card', state, { locale: site.locale });

/** Where 3-D Secure and the EPS bank return with ?transactionId (GET /api/account/payment-trip/return), bound to the trip by its state. */
export const tripReturnUrl = (request: Request, site: Pick<Site, 'locale'>, state: string) =>
  returnAddress(request, '/api/account/payment-trip/return', state, { locale: site.locale });

/**
 * The same return as the browser's own way to it (a path): the TWINT top-up page's "check the
 * payment status" link and where its polling goes once the app answered (ADR 48). Its state binds it
 * to this browser's trip like a provider's return.
 */
export const tripCheckPath = (site: Pick<Site, 'locale'>, state: string, transactionId: string) =>
  `/api/account/payment-trip/return?${new URLSearchParams({ locale: site.locale, [STATE_PARAM]: state, transactionId }).toString()}`;

/**
 * The page a trip returns to: the payment page's section it started from (?purpose= tells the page
 * which of its two trips came back), or the line's top-up page with the method and amount chosen
 * (?method=&amount=: a failed top-up keeps them for another try).
 */
export function tripBack(site: Site, purpose: TripPurpose): string {
  switch (purpose.kind) {
    case 'card-change':
      return localizedPath(site, '/account/payment', undefined, 'purpose=card-change#payment-method');
    case 'open-position':
      return localizedPath(site, '/account/payment', undefined, 'purpose=open-position#open-positions');
    case 'recharge':
      return localizedPath(
        site,
        '/account/recharge/[product]',
        { product: purpose.productKey },
        new URLSearchParams({ method: purpose.method, amount: String(purpose.amount) }).toString(),
      );
  }
}

/** The page that waits for a TWINT top-up's answer in the app (ADR 48). */
export const rechargeTwintPath = (site: Site, productKey: string) =>
  localizedPath(site, '/account/recharge/[product]/twint', { product: productKey });

/** The payment page, where a return without a trip (expired, or another browser's) ends. */
export const paymentPage = (site: Site) => localizedPath(site, '/account/payment');
