import type { MarketCode } from '@storefront/markets/markets';
import { publicHolidays, type IsoDay } from './holidays';
import { addDays, weekdayOf } from './opening-hours';

/**
 * Possible porting dates (SPEC §7 GET /portings/freedates; SPEC §9 a porting is performed early in
 * the morning of a working day). SPEC does not say how far ahead: the old provider confirms the
 * porting and the SIM has to arrive first, so the earliest date is the third working day after
 * today. Working days are Monday to Friday except the market's public holidays (holidays.ts).
 */
export const PORTING_LEAD_WORKING_DAYS = 3;

/** How many dates GET /portings/freedates offers (about four weeks of working days). */
export const PORTING_FREE_DATE_COUNT = 20;

/** The latest date an order may ask for: this many calendar days after today. */
export const PORTING_MAX_DAYS = 90;

/** Whether a porting can be performed on a day of the market: a weekday that is no public holiday. */
export function isPortingDay(market: MarketCode, day: IsoDay): boolean {
  const weekday = weekdayOf(day);
  if (weekday === 'SATURDAY' || weekday === 'SUNDAY') return false;
  return !publicHolidays(market, Number(day.slice(0, 4))).some((h) => h.date === day);
}

/** The next `count` porting days of the market, starting with the third working day after `today`. */
export function portingFreeDates(market: MarketCode, today: IsoDay, count = PORTING_FREE_DATE_COUNT): IsoDay[] {
  const dates: IsoDay[] = [];
  let lead = PORTING_LEAD_WORKING_DAYS;
  for (let day = addDays(today, 1); dates.length < count; day = addDays(day, 1)) {
    if (!isPortingDay(market, day)) continue;
    if (lead > 1) lead -= 1;
    else dates.push(day);
  }
  return dates;
}

/** The first day a number can be ported on: the third working day after `today`. */
export function earliestPortingDate(market: MarketCode, today: IsoDay): IsoDay {
  return portingFreeDates(market, today, 1)[0]!;
}

/**
 * SPEC §5 "porting date invalid, choose another day": a porting day of the market from the earliest
 * date to PORTING_MAX_DAYS calendar days after today (an order may ask beyond the offered free dates).
 */
export function isPortingDateAllowed(market: MarketCode, date: IsoDay, today: IsoDay): boolean {
  return date >= earliestPortingDate(market, today) && date <= addDays(today, PORTING_MAX_DAYS) && isPortingDay(market, date);
}
