import { calendarDay, compareDays, type CalendarDay } from './calendar-day';
import type { IsoDay } from './holidays';

const DAY_MS = 86_400_000;
const dayNumber = ({ year, month, day }: CalendarDay) => Date.UTC(year, month - 1, day) / DAY_MS;
const dayOfNumber = (n: number): IsoDay => new Date(n * DAY_MS).toISOString().slice(0, 10);

export type UsageForecastInput = {
  usage: number;
  limit: number;
  unlimited: boolean;
  /** First and last day of the bill period, and today (a day of the period). */
  periodStart: IsoDay;
  periodEnd: IsoDay;
  today: IsoDay;
};

export type UsageForecast = {
  /** The usage expected by the period's last day, at the pace so far. */
  projected: number;
  /** The limit is already used up. */
  overLimit: boolean;
  /** The day the limit will be passed at this pace (within the period), if it is not yet. */
  exceedsOn?: IsoDay;
};

/**
 * A linear forecast to the end of the bill period: the usage so far spread over the days so far
 * (today included) and continued at that pace. Unlimited balances never pass a limit.
 */
export function forecastUsage({ usage, limit, unlimited, periodStart, periodEnd, today }: UsageForecastInput): UsageForecast {
  const [start, end, now] = [calendarDay(periodStart), calendarDay(periodEnd), calendarDay(today)];
  if (compareDays(now, start) < 0 || compareDays(now, end) > 0) throw new RangeError(`${today} is not in ${periodStart}–${periodEnd}`);
  const elapsed = dayNumber(now) - dayNumber(start) + 1;
  const total = dayNumber(end) - dayNumber(start) + 1;
  const perDay = usage / elapsed;
  const projected = Math.round(perDay * total * 100) / 100;
  if (unlimited) return { projected, overLimit: false };
  if (usage > limit) return { projected, overLimit: true };
  if (perDay <= 0 || projected <= limit) return { projected, overLimit: false };
  // The first day whose cumulative usage at this pace is above the limit.
  const dayIndex = Math.floor(limit / perDay) + 1;
  return { projected, overLimit: false, exceedsOn: dayOfNumber(dayNumber(start) + dayIndex - 1) };
}
