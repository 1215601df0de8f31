import type { IsoDay } from './holidays';

/** A calendar day's parts (month 1–12), read from an ISO day ("2008-02-29"). */
export type CalendarDay = { year: number; month: number; day: number };

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The parts of an ISO day; undefined for anything that is not a real day of the calendar ("2026-02-29", "2026-13-01", "1.2.2000"). */
export function parseIsoDay(value: string): CalendarDay | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** The parts of a day the caller vouches for (today, a stored date): anything else is a bug and throws. */
export function calendarDay(value: IsoDay): CalendarDay {
  const parsed = parseIsoDay(value);
  if (!parsed) throw new RangeError(`Not a calendar day: ${value}`);
  return parsed;
}

/** Compares two days as the calendar orders them (negative when `a` comes first). */
export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

export function isoDay({ year, month, day }: CalendarDay): IsoDay {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day `months` calendar months after `day` (the month's last day where it is shorter: 31 August + 6 → 28 February). */
export function addMonths(day: IsoDay, months: number): IsoDay {
  const { year, month, day: date } = calendarDay(day);
  const index = year * 12 + (month - 1) + months;
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1];
  return isoDay({ year: toYear, month: toMonth, day: Math.min(date, daysInMonth(toYear, toMonth)) });
}
