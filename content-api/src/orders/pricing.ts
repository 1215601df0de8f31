/** What an order costs: delivery per market and method, and each item's one-off and monthly amount. */
import type { DeliveryMethod, Money, Price } from '@storefront/wire';
import { MARKETS, type MarketCode } from '@storefront/markets/markets';
import type { SeedDevice, SeedOrdering } from '../../seed/types';

export const round = (amount: number) => Math.round(amount * 100) / 100;

/** A money amount in the market's currency. */
export const moneyOf = (market: MarketCode, amount: number): Money => ({ amount: round(amount), currencyCode: MARKETS[market].currency });

/** The gross amount of a price (SPEC §3 Net price: net × (1 + rate)). */
export const grossOf = (price: Price) => ('amount' in price ? price.amount : round(price.netAmount * (1 + price.vatRate / 100)));

/**
 * Delivery cost of a method in the market (undefined where it does not offer the method): a parcel
 * when devices travel, a letter for SIM cards alone, nothing when nothing travels (eSIMs only).
 */
export function deliveryCostOf(
  ordering: SeedOrdering,
  method: DeliveryMethod,
  travelling: { simCards: number; products: number },
): number | undefined {
  const rates = ordering.deliveries[method];
  if (!rates) return undefined;
  if (travelling.products > 0) return rates.parcel;
  return travelling.simCards > 0 ? rates.letter : 0;
}

/** A device's one-off price: its price less the best discount of a combination with a tariff of the same order. */
export function devicePrice(device: SeedDevice, tariffIds: string[]): number {
  const discounts = device.combinations.filter((c) => tariffIds.includes(c.tariffModelSalesId)).map((c) => c.discount.amount);
  return round(Math.max(0, device.price.amount - Math.max(0, ...discounts)));
}
