/**
 * What a customer's product was sold as, from the market's catalogue (tariffs, fixed-line tariffs,
 * smartphones) by its catalogueId, and what it costs a month, gross, in the market's currency.
 */
import type { Money, Price } from '@storefront/wire';
import type { MarketCode } from '@storefront/markets/markets';
import type { SeedCustomerProduct, SeedFixedLineTariff, SeedTariff } from '../../seed/types';
import type { Store } from '../store';

export type CatalogueItem =
  { kind: 'tariff'; tariff: SeedTariff } | { kind: 'fixedLine'; tariff: SeedFixedLineTariff } | { kind: 'device'; price: Money };

export type CatalogueStore = Pick<Store, 'tariffs' | 'devices'>;

/** The catalogue item of a product; undefined when the catalogue no longer has it (a seed error, caught by the seed test). */
export function catalogueItemOf(
  { tariffs, devices }: CatalogueStore,
  market: MarketCode,
  product: SeedCustomerProduct,
): CatalogueItem | undefined {
  if (product.type === 'IMSI') {
    const tariff = tariffs.mobile(market).find((t) => t.tariffModelSalesId === product.catalogueId);
    return tariff && { kind: 'tariff', tariff };
  }
  if (product.type === 'Fixedline') {
    const tariff = tariffs.fixedLine(market).find((t) => t.tariffModelSalesId === product.catalogueId);
    return tariff && { kind: 'fixedLine', tariff };
  }
  const model = devices
    .groups(market, 'smartphones')
    .flatMap((group) => group.models)
    .find((m) => m.deviceModelSaleId === product.catalogueId);
  return model && { kind: 'device', price: model.price };
}

/** A price's gross amount (business tariffs are net with their VAT rate). */
export function grossOf(price: Price): number {
  return 'netAmount' in price ? price.netAmount * (1 + price.vatRate / 100) : price.amount;
}

/** SPEC §9: a device is paid in 24 monthly instalments of its gross price divided by 24. */
export const DEVICE_INSTALMENTS = 24;

/**
 * The gross monthly charge of a product in the `nth` month of its contract (0 = the first): a
 * tariff's fee, the setup-fee months' reduced fee, a device's instalment while it runs.
 */
export function monthlyCharge(item: CatalogueItem, nth: number): number {
  if (item.kind === 'device') return nth < DEVICE_INSTALMENTS ? item.price.amount / DEVICE_INSTALMENTS : 0;
  if (item.kind === 'tariff' && item.tariff.setupFee && nth < item.tariff.setupFee.duration) {
    return item.tariff.setupFee.basicFeeDuringSetupFeeDuration.amount;
  }
  return grossOf(item.tariff.money);
}
