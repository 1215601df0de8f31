/**
 * A customer's products as the customer area computes with them: each with its catalogue item and
 * activation day; SIM lines also as a SimLine.
 */
import type { MarketCode } from '@storefront/markets/markets';
import type { SeedCustomerProduct } from '../../seed/types';
import type { Customer } from '../store/customers';
import { activationDay } from './calendar';
import { catalogueItemOf, type CatalogueItem, type CatalogueStore } from './catalogue';
import type { SimLine } from './sim-line';

export type BilledProduct = { product: SeedCustomerProduct; item: CatalogueItem; activation: string; line?: SimLine };

export function productsOf(store: CatalogueStore, market: MarketCode, customer: Customer, today: string): BilledProduct[] {
  return customer.products.flatMap((product) => {
    const item = catalogueItemOf(store, market, product);
    if (!item) return [];
    const activation = activationDay(product, today);
    const line =
      item.kind === 'tariff' && product.msisdn !== undefined
        ? { product: { ...product, msisdn: product.msisdn }, tariff: item.tariff, activation, today }
        : undefined;
    return [{ product, item, activation, ...(line ? { line } : {}) }];
  });
}

/** The customer's product with this key, or undefined for any other key (another customer's too: SPEC §6 ownership). */
export function ownProduct(products: BilledProduct[], key: string): BilledProduct | undefined {
  return products.find((p) => p.product.key === key);
}
