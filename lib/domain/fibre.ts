import type { LineType } from '@/lib/model/fixedline';

/** SPEC §9 Fibre: the facts the fibre page and the availability check show. */
export const FIBRE = {
  bandwidthGuaranteePercent: 90,
  maxMbits: 1000,
  buildThresholdPercent: 40,
  buildMonthsMin: 6,
  buildMonthsMax: 9,
  /** Connection of a single-family house, in the market's currency, with the first metres included. */
  connectionFrom: 300,
  includedMetres: 10,
  extraMetre: 50,
} as const;

/** Longest distance from the street the estimate accepts (metres). */
export const MAX_ESTIMATE_METRES = 1000;

/** Fibre to the home or to the building counts as fibre (fibre banner); street-cabinet lines do not. */
export function isFibre(lineType: LineType): boolean {
  return lineType === 'FTTH' || lineType === 'FTTB';
}

/**
 * SPEC §9: a fibre connection costs from 300 with 10 m on the property included, and 50 per further
 * metre; a started metre counts as a whole one.
 */
export function fibreConnectionCost(distanceMetres: number): { total: number; extraMetres: number } {
  if (!Number.isFinite(distanceMetres) || distanceMetres < 0) throw new RangeError(`Not a distance: ${distanceMetres}`);
  const extraMetres = Math.max(0, Math.ceil(distanceMetres) - FIBRE.includedMetres);
  return { total: FIBRE.connectionFrom + extraMetres * FIBRE.extraMetre, extraMetres };
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
