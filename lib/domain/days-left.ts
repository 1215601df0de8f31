const DAY_MS = 86_400_000;

/** Whole days until an expiring deal ends, counted from `now` (ms); 0 on its last day and after. */
export function daysLeft(until: Date | string, now: number): number {
  const end = typeof until === 'string' ? Date.parse(until) : until.getTime();
  return Math.max(0, Math.floor((end - now) / DAY_MS));
}
