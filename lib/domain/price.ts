import type { Money, Price } from '@storefront/wire';

/** An amount in whole cents (safe from float error when adding). */
export const toCents = (amount: number) => Math.round(amount * 100);

/**
 * Whether every amount is in the given currency (ISO 4217). An amount in another currency than the
 * one it is shown in is a data error: it is left out, never shown under another label.
 */
export function sameCurrency(currencyCode: string, amounts: Money[]): boolean {
  return amounts.every((m) => m.currencyCode === currencyCode);
}

/** SPEC §3 Net price: total = net amount × (1 + rate), to the cent; a gross price passes through. */
export function grossOf(price: Price): number {
  if ('amount' in price) return price.amount;
  return Math.round(toCents(price.netAmount) * (1 + price.vatRate / 100)) / 100;
}

/** SPEC §9: tariff prices are shown rounded to one decimal (half up, safe from float error). */
export function roundTariffPrice(amount: number): number {
  return Math.sign(amount) * (Math.round(Math.abs(toCents(amount)) / 10) / 10);
}

export const FINANCING_MONTHS = 24;

/**
 * SPEC §9: the device financing price is the gross price divided by 24. Rounded up to the cent so
 * that the 24 instalments always cover the price.
 */
export function financingPrice(gross: number): { monthly: number; months: number } {
  return { monthly: Math.ceil(toCents(gross) / FINANCING_MONTHS) / 100, months: FINANCING_MONTHS };
}
