import type { CustomerPaymentMethod } from '@/lib/platform/contracts/customer-payment';

export type { CustomerPaymentMethod };

/** The methods this screen changes to: each has its form (card: through the provider's pages, ADR 20; the wallet: its sheet, ADR 47). */
export const CHANGE_CHOICES = ['SEPA', 'CREDITCARD', 'APPLEPAY', 'EPS', 'INVOICE', 'EBILL'] as const;
export type PaymentMethodChoice = (typeof CHANGE_CHOICES)[number];

/**
 * What the customer may change to: the account's changeableTo that this screen can do, in its order.
 * The current method stays a choice where there is something to change (another account, card, bank
 * or address); invoice to invoice changes nothing.
 */
export function changeChoices(current: Pick<CustomerPaymentMethod, 'method' | 'changeableTo'>): PaymentMethodChoice[] {
  return CHANGE_CHOICES.filter((name) => current.changeableTo.includes(name) && !(name === 'INVOICE' && current.method === 'INVOICE'));
}
