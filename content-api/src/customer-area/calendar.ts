/**
 * Days and months of the customer area's history, as ISO days (UTC, the sandbox clock's calendar):
 * a month is { year, month } with month 1–12; `index` orders months (year × 12 + month − 1).
 */
import { addMonths, calendarDay, daysInMonth, isoDay } from '@storefront/rules/calendar-day';
import type { SeedCustomerProduct } from '../../seed/types';
import { dayOf } from '../clock';
import { seededRandom } from './random';

export type Month = { year: number; month: number };

const DAY_MS = 86_400_000;

export const monthOfDay = (day: string): Month => ({ year: calendarDay(day).year, month: calendarDay(day).month });
export const monthIndex = ({ year, month }: Month): number => year * 12 + month - 1;
export const monthAt = (index: number): Month => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });
export const firstDay = ({ year, month }: Month): string => isoDay({ year, month, day: 1 });
export const lastDay = ({ year, month }: Month): string => isoDay({ year, month, day: daysInMonth(year, month) });
export const monthDays = ({ year, month }: Month): number => daysInMonth(year, month);

/** The day `days` after (or before) an ISO day. */
export function plusDays(day: string, days: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** Whole days from `from` to `to` (0 for the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Every day from `from` to `to`, both included. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = plusDays(day, 1)) days.push(day);
  return days;
}

/**
 * The day a product's contract started: `startedMonthsAgo` months before today's month, on a day
 * of that month fixed by the product key (1–28); a product of this month was activated six days
 * before today, or on the 1st when today is earlier in the month.
 */
export function activationDay(product: Pick<SeedCustomerProduct, 'key' | 'startedMonthsAgo'>, today: string): string {
  const { year, month, day } = calendarDay(today);
  if (product.startedMonthsAgo === 0) return isoDay({ year, month, day: Math.max(1, day - 6) });
  const start = calendarDay(addMonths(isoDay({ year, month, day: 1 }), -product.startedMonthsAgo));
  return isoDay({ ...start, day: 1 + Math.floor(seededRandom(`start|${product.key}`)() * 28) });
}
