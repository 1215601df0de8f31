import type { Window } from '../seed/types';
import { isWithin, resolveDay } from './seed-day';

/** The day a read is for (the previewdate, or today) and the sandbox clock's today. */
export type ReadDay = { day: string; today: string };

const SEED_ONLY = new Set(['validFrom', 'validTo', 'group']);

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const isDeal = (value: Record<string, unknown>) => Array.isArray(value.pages) && typeof value.name === 'string';

export function visibleOn(record: Window, read: ReadDay): boolean {
  return isWithin(record, read.day, read.today);
}

/**
 * A seed record as the wire shows it on the read day: nested records (deals, device variants) outside
 * their window are dropped, a deal's last day becomes its validUntil (end of that day), and seed-only
 * fields (windows, tariff group) are removed.
 */
export function present(value: unknown, read: ReadDay): unknown {
  if (Array.isArray(value)) {
    return value.filter((item) => !isRecord(item) || visibleOn(item, read)).map((item) => present(item, read));
  }
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!SEED_ONLY.has(key)) out[key] = present(item, read);
  }
  if (isDeal(value) && typeof value.validTo === 'string') {
    out.validUntil = `${resolveDay(value.validTo, read.today)}T23:59:59Z`;
  }
  return out;
}
