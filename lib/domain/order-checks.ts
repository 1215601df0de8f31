/**
 * Rules of an order's personal and porting data (SPEC §5, §9) as plain functions, shared by the
 * checkout forms and the reference API. Days are ISO calendar days ("2026-11-23"), computed in UTC.
 */
import type { MarketCode } from '@/lib/markets/markets';
import { publicHolidays, type IsoDay } from './holidays';

/** SPEC §5 "minimum age of a given number of years": a contract needs a customer of full age. */
export const MINIMUM_AGE = 18;
/** An older birth date is a typing error, not a customer. */
export const MAXIMUM_AGE = 120;
/** SPEC §9: the SIM is activated within 6 months of the order. */
export const ACTIVATION_WITHIN_MONTHS = 6;
/** Earliest porting date: this many working days after today (the old provider needs the time). */
export const PORTING_LEAD_WORKING_DAYS = 3;
/** Latest porting date: this many calendar days after today. */
export const PORTING_MAX_DAYS = 90;

const DAY_MS = 86_400_000;

/** The day `days` calendar days after `day`. */
export function plusDays(day: IsoDay, days: number): IsoDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The day `months` calendar months after `day` (the month's last day where it is shorter). */
export function plusMonths(day: IsoDay, months: number): IsoDay {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, last))).toISOString().slice(0, 10);
}

/** Full years between a birth date and `today` (a birthday on 29 February counts from 1 March in other years). */
export function ageOn(birthday: IsoDay, today: IsoDay): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

/** SPEC §5: a birth date of a customer of at least MINIMUM_AGE years, not in the future. */
export function isAdultOn(birthday: IsoDay, today: IsoDay): boolean {
  if (birthday > today) return false;
  const age = ageOn(birthday, today);
  return age >= MINIMUM_AGE && age <= MAXIMUM_AGE;
}

/** SPEC §5, §9: a PUK has 8 digits. */
export const isPuk = (value: string) => /^\d{8}$/.test(value.trim());

/** UK porting authorisation code: three letters and six digits ("ABC123456"). */
export const isPac = (value: string) => /^[A-Z]{3}\d{6}$/i.test(value.replace(/\s/g, ''));

/** UK service termination authorisation code: six digits and three letters ("123456ABC"). */
export const isStac = (value: string) => /^\d{6}[A-Z]{3}$/i.test(value.replace(/\s/g, ''));

/** A weekday that is no national public holiday of the market. */
export function isWorkingDay(market: MarketCode, day: IsoDay): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !publicHolidays(market, Number(day.slice(0, 4))).some((h) => h.date === day);
}

/** The first day a number can be ported on: PORTING_LEAD_WORKING_DAYS working days after today. */
export function earliestPortingDate(market: MarketCode, today: IsoDay): IsoDay {
  let day = today;
  for (let left = PORTING_LEAD_WORKING_DAYS; left > 0; ) {
    day = plusDays(day, 1);
    if (isWorkingDay(market, day)) left -= 1;
  }
  return day;
}

/** SPEC §5 "porting date invalid, choose another day": a working day from the earliest date to PORTING_MAX_DAYS ahead. */
export function isPortingDateAllowed(market: MarketCode, date: IsoDay, today: IsoDay): boolean {
  return date >= earliestPortingDate(market, today) && date <= plusDays(today, PORTING_MAX_DAYS) && isWorkingDay(market, date);
}

/** SPEC §9: an activation date from today to ACTIVATION_WITHIN_MONTHS months ahead. */
export function isActivationDateAllowed(date: IsoDay, today: IsoDay): boolean {
  return date >= today && date <= plusMonths(today, ACTIVATION_WITHIN_MONTHS);
}
