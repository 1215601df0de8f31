import type { FibrePrices, LineType, Money } from '@storefront/wire';
import { sameCurrency, toCents } from './price';

/**
 * SPEC §9 Fibre: the facts the fibre page and the availability check show. The amounts (connection
 * from, each further metre) are the market's data in its own currency: Mandant.fixedLinePrices.fibre.
 */
export const FIBRE = {
  bandwidthGuaranteePercent: 90,
  maxMbits: 1000,
  buildThresholdPercent: 40,
  buildMonthsMin: 6,
  buildMonthsMax: 9,
  /** Metres on the property the connection of a single-family house includes. */
  includedMetres: 10,
} as const;

/** Longest distance from the street the estimate accepts (metres). */
export const MAX_ESTIMATE_METRES = 1000;

/** Fibre to the home or to the building counts as fibre (fibre banner); street-cabinet lines do not. */
export function isFibre(lineType: LineType): boolean {
  return lineType === 'FTTH' || lineType === 'FTTB';
}

/**
 * SPEC §9: a fibre connection costs the market's connection amount with 10 m on the property included,
 * plus the market's amount per further metre; a started metre counts as a whole one. The total is in
 * the amounts' currency, to the cent; amounts in two currencies are not added.
 */
export function fibreConnectionCost(distanceMetres: number, prices: FibrePrices): { total: Money; extraMetres: number } {
  if (!Number.isFinite(distanceMetres) || distanceMetres < 0) throw new RangeError(`Not a distance: ${distanceMetres}`);
  const { connectionFrom, extraMetre } = prices;
  if (!sameCurrency(connectionFrom.currencyCode, [connectionFrom, extraMetre])) {
    throw new RangeError(`Fibre amounts in ${connectionFrom.currencyCode} and ${extraMetre.currencyCode}`);
  }
  const extraMetres = Math.max(0, Math.ceil(distanceMetres) - FIBRE.includedMetres);
  const cents = toCents(connectionFrom.amount) + extraMetres * toCents(extraMetre.amount);
  return { total: { amount: cents / 100, currencyCode: connectionFrom.currencyCode }, extraMetres };
}

/** A typed distance ("25", "12,5") as metres, or why it cannot be estimated. */
export function parseDistance(text: string): { ok: true; metres: number } | { ok: false; reason: 'empty' | 'invalid' | 'too_far' } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  if (!/^\d+(?:[.,]\d+)?$/.test(trimmed)) return { ok: false, reason: 'invalid' };
  const metres = Number(trimmed.replace(',', '.'));
  if (metres > MAX_ESTIMATE_METRES) return { ok: false, reason: 'too_far' };
  return { ok: true, metres };
}

/** SPEC §9 data retention: contact requests of the fibre check are kept 6 months. */
export const LEAD_RETENTION_MONTHS = 6;
