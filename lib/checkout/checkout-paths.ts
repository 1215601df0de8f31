import { localizedPath, type PathContext } from '@/lib/platform/i18n/paths';
import type { CheckoutStep } from './flow';

/** A checkout step's public URL ("/kasse/zahlung"), with an optional query ("trip=failed&reason=DECLINED"). */
export const stepPath = (site: PathContext, step: CheckoutStep, query?: string) =>
  localizedPath(site, `/checkout/${step}`, undefined, query);

/** The thank-you page. */
export const thankYouPath = (site: PathContext, query?: string) => localizedPath(site, '/checkout/thank-you', undefined, query);

/** The page that waits for a TWINT payment's answer in the app. */
export const twintPath = (site: PathContext) => localizedPath(site, '/checkout/twint');

/** The route a step's form posts to: the step's own, the summary's order button /api/checkout/order. */
export const stepAction = (step: CheckoutStep) => `/api/checkout/${step === 'summary' ? 'order' : step}`;
