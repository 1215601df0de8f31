import 'server-only';
import type { Failure } from '@/lib/bff/handler';
import type { Site } from '@/lib/site/site';
import type { CheckoutCart } from './flow';
import type { CheckoutProgress, PlacedOrderAccess } from './progress';

export type PaymentStart = { request: Request; site: Site; cart: CheckoutCart; progress: CheckoutProgress; placed: PlacedOrderAccess };

/**
 * TEMPORARY signature while the payment step is built (issue 14): starts paying a placed order with
 * the stored method and answers where the browser goes next (the provider's page, or the thank-you page).
 */
export async function startPayment(_start: PaymentStart): Promise<{ next: string; finished: boolean } | Failure> {
  throw new Error('not built yet');
}
