/**
 * Who a typed phone or customer number names, and the key its counters go by (throttle.ts): the
 * customer's number when it names one (so the phone number and the customer number of one account
 * share a count), otherwise what was typed, normalised; unknown identifiers are counted the same way.
 */
import type { MarketCode } from '@storefront/markets/markets';
import { internationalNumber } from '../phone';
import type { Store } from '../store';
import type { Customer } from '../store/customers';

export type Identified = { customer: Customer | undefined; key: string };

export const customerKey = (customer: Customer) => `customer:${customer.customerNumber}`;

export function identify({ customers }: Pick<Store, 'customers'>, market: MarketCode, typed: string): Identified {
  const compact = typed.replace(/\s+/g, '');
  const phone = internationalNumber(compact, market);
  const customer = customers.find(market, compact, phone);
  return { customer, key: customer ? customerKey(customer) : `typed:${phone ?? compact}` };
}

/** The same for a field that may only hold a phone number (TAN, password reset). */
export function identifyPhone({ customers }: Pick<Store, 'customers'>, market: MarketCode, typed: string): Identified {
  const phone = internationalNumber(typed, market);
  const customer = phone ? customers.find(market, '', phone) : undefined;
  return { customer, key: customer ? customerKey(customer) : `typed:${phone ?? typed.replace(/\s+/g, '')}` };
}
