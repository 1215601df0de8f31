import type { CustomerProduct } from '@/lib/platform/content-api/schemas';
import type { Route } from '@/lib/platform/i18n/pathnames';

/** The self-service screens of one customer product (issue 15 §2). */
export type ProductScreen = 'usage' | 'itemised' | 'tariff' | 'spendingCaps' | 'voicemail' | 'sim' | 'recharge' | 'terminate';

export const PRODUCT_SCREEN_ROUTES = {
  usage: '/account/usage/[product]',
  itemised: '/account/invoices/[product]/itemised',
  tariff: '/account/tariff/[product]',
  spendingCaps: '/account/spending-caps/[product]',
  voicemail: '/account/voicemail/[product]',
  sim: '/account/sim/[product]',
  recharge: '/account/recharge/[product]',
  terminate: '/account/terminate/[product]',
} as const satisfies Record<ProductScreen, Route>;

/**
 * Which screens a product has, in the order the customer area lists them: a mobile line has them all
 * but the prepaid/postpaid ones that do not apply (a prepaid line is topped up and has no bill or
 * spending caps; a contract line is billed); a fixed line has usage, bill and cancellation; a
 * device (bought on instalments) is paid off, not managed.
 */
export function screensOf(product: Pick<CustomerProduct, 'type' | 'paymentType'>): ProductScreen[] {
  const prepaid = product.paymentType === 'PRE_PAY';
  switch (product.type) {
    case 'IMSI':
      return prepaid
        ? ['usage', 'recharge', 'tariff', 'voicemail', 'sim', 'terminate']
        : ['usage', 'itemised', 'tariff', 'spendingCaps', 'voicemail', 'sim', 'terminate'];
    case 'Fixedline':
      // The content API keeps tariff settings and changes for mobile lines only (404 not_a_mobile_line).
      return ['usage', 'itemised', 'terminate'];
    case 'Device':
      return [];
  }
}
