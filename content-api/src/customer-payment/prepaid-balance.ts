/**
 * A prepaid line's balance (SPEC §3 Usage.prepaid.balance): the seed's starting balance until the
 * first recharge, then customer-state's aspect 'prepaid:<productKey>' = {balance}, which the usage
 * read shows. Amounts in the market's currency, kept to the cent.
 */
import type { MarketCode } from '@storefront/markets/markets';
import type { Store } from '../store';

export type PrepaidStores = Pick<Store, 'prepaid' | 'customers' | 'customerState'>;

export type PrepaidBalance = { balance: number };

const aspectOf = (productKey: string) => `prepaid:${productKey}`;

/** The seed's credit of a prepaid line (0 when the seed gives none). */
function startingBalance({ customers }: PrepaidStores, market: MarketCode, customerNumber: string, productKey: string): number {
  return customers.find(market, customerNumber, null)?.products.find((p) => p.key === productKey)?.prepaidBalance ?? 0;
}

export function prepaidBalance(stores: PrepaidStores, market: MarketCode, customerNumber: string, productKey: string): number {
  return (
    stores.customerState.get<PrepaidBalance>(market, customerNumber, aspectOf(productKey))?.balance ??
    startingBalance(stores, market, customerNumber, productKey)
  );
}

/** Adds a recharge to the line's balance; the new balance. */
export function creditPrepaid(
  stores: PrepaidStores,
  market: MarketCode,
  customerNumber: string,
  productKey: string,
  amount: number,
): number {
  const balance = Math.round((prepaidBalance(stores, market, customerNumber, productKey) + amount) * 100) / 100;
  stores.customerState.put<PrepaidBalance>(market, customerNumber, aspectOf(productKey), { balance });
  return balance;
}
