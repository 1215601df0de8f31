/**
 * EU roaming for the euro markets AT, DE and CAMP: tariff() with the currency filled in and the
 * EU-roaming data capped at the fair-use volume of the Roaming Regulation (EU) 2022/612.
 */
import { tariff, type Allowance, type TariffRow } from '../shared/tariff-builder';
import type { SeedTariff } from '../types';

/** Regulated wholesale cap for roaming data in 2026, EUR per GB. */
const WHOLESALE_EUR_PER_GB = 1.1;

/** Fair-use data in GB: twice the net monthly price divided by the wholesale cap, rounded down. */
export function fairUseGb(price: TariffRow['price'], vatRate: number): number {
  const net = typeof price === 'number' ? price / (1 + vatRate / 100) : price.net;
  return Math.floor((2 * net) / WHOLESALE_EUR_PER_GB);
}

function euData(row: EuroTariffRow, vatRate: number): Allowance {
  const cap = fairUseGb(row.price, vatRate);
  if (row.data === 'unlimited') return cap;
  return typeof row.data === 'number' ? Math.min(row.data, cap) : row.data;
}

export type EuroTariffRow = Omit<TariffRow, 'currency'>;

/** tariff() for a euro market: EUR prices, EU-roaming data at most the fair-use volume. */
export function euroTariffs(vatRate: number): (row: EuroTariffRow) => SeedTariff {
  return (row) => tariff({ ...row, currency: 'EUR', euData: row.euData ?? euData(row, vatRate) });
}
