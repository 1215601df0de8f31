/** The tariff a mobile line has now (the one it changed to last, else the one it was sold with), and the products named after it. */
import type { MarketCode } from '@storefront/markets/markets';
import type { SeedCustomerProduct, SeedTariff } from '../../seed/types';
import type { InvoiceReference } from '@storefront/wire';
import { lineAspect, seedTariffNamed, type MobileLine } from './lines';
import type { Store } from '../store';
import type { Customer } from '../store/customers';

/** What the customer changed of a line's tariff ('tariff:<productKey>'). */
export type TariffState = {
  tariffModelSalesId?: string;
  /** The day of the last tariff change (SPEC §9: one free change per calendar month). */
  lastChangeOn?: string;
  settings?: Record<string, boolean>;
  invoiceReference?: InvoiceReference;
};

export const tariffState = (store: Pick<Store, 'customerState'>, line: MobileLine) => lineAspect<TariffState>(store, line, 'tariff');

export function currentTariff(store: Pick<Store, 'tariffs' | 'customerState'>, line: MobileLine): SeedTariff {
  const changedTo = tariffState(store, line).get()?.tariffModelSalesId;
  const tariff = changedTo
    ? store.tariffs.mobile(line.market).find((t) => t.tariffModelSalesId === changedTo)
    : seedTariffNamed(store, line.market, line.product.name);
  if (!tariff) throw new Error(`seed: no tariff for product ${line.product.key} (${line.product.name})`);
  return tariff;
}

/**
 * The customer's products as GET /customerarea/products lists them: a mobile line goes by the tariff
 * it has now (the seed names products after their tariff, so a changed one is named after the change).
 */
export function productsNow(
  store: Pick<Store, 'tariffs' | 'customerState'>,
  market: MarketCode,
  customer: Customer,
  today: string,
): SeedCustomerProduct[] {
  return customer.products.map((product) =>
    product.sim === undefined
      ? product
      : { ...product, name: currentTariff(store, { market, customer, product: { ...product, sim: product.sim }, today }).tariffName },
  );
}
