import type { SeedDay, Window } from '../seed/types';

const RELATIVE = /^([+-]\d+)d$/;

/** A seed day as an ISO date: "2026-12-01" stays, "+30d" / "-3d" count from `today`. */
export function resolveDay(day: SeedDay, today: string): string {
  const relative = RELATIVE.exec(day);
  if (!relative) return day;
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + Number(relative[1]));
  return date.toISOString().slice(0, 10);
}

/** Whether a record with this validity window is visible on `day` (both ends inclusive). */
export function isWithin(window: Window, day: string, today: string): boolean {
  if (window.validFrom && resolveDay(window.validFrom, today) > day) return false;
  if (window.validTo && resolveDay(window.validTo, today) < day) return false;
  return true;
}
