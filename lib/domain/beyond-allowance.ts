import type { Usage } from '@storefront/wire';

/** How use beyond the included units is paid: within spending caps, from prepaid credit, or on the invoice. */
export type BeyondPayment = 'caps' | 'credit' | 'invoice';

/** A line's way of paying beyond its included units: a prepaid line's credit, the spending caps where it has them, else the invoice. */
export const beyondPaymentOf = (usage: Pick<Usage, 'prepaid' | 'spendingCaps'>): BeyondPayment =>
  usage.prepaid ? 'credit' : usage.spendingCaps.available ? 'caps' : 'invoice';
