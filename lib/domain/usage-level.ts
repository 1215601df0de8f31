import type { IsoDay } from './holidays';

/**
 * How far a balance is used: unlimited, well within its limit, near it (from 80 %, where the
 * reference API's spending-cap SMS warns as well) or with the limit reached, beyond which use is
 * charged (SPEC §4 cost limit).
 */
export type UsageLevel = 'unlimited' | 'ok' | 'near' | 'reached';

/** From this share of its limit a balance is near it (the EU roaming data warning's 80 %). */
export const NEAR_LIMIT_PERCENT = 80;
export const NEAR_LIMIT_SHARE = NEAR_LIMIT_PERCENT / 100;

/** Balances count to the hundredth (GB 15.2): compared in whole hundredths, 15.2 of 19 is exactly 80 %. */
const hundredths = (value: number) => Math.round(value * 100);

export function usageLevel({ usage, limit, unlimited }: { usage: number; limit: number; unlimited: boolean }): UsageLevel {
  if (unlimited) return 'unlimited';
  if (usage >= limit) return 'reached';
  return hundredths(usage) * 100 >= hundredths(limit) * NEAR_LIMIT_PERCENT ? 'near' : 'ok';
}

const DAY_MS = 86_400_000;
const dayNumber = (day: IsoDay) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * Where today is in a bill period: `today` moved into the period (a clock a little off the
 * reference API's must not fall outside it) and the days left, today included.
 */
export function billPeriodPosition(start: IsoDay, end: IsoDay, today: IsoDay): { today: IsoDay; daysLeft: number } {
  const within = today < start ? start : today > end ? end : today;
  return { today: within, daysLeft: dayNumber(end) - dayNumber(within) + 1 };
}
