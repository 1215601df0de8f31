import type { MarketCode } from '@storefront/markets/markets';
import type { OpeningSlot, Weekday } from '@storefront/wire';
import { closureOn, type Closure, type IsoDay } from './holidays';

/**
 * Opening hours of a location (SPEC §3 pickup point: opening hours by weekday with start and end
 * times; SPEC §9: slots shown as H:MM-H:MM, closed on holidays and on 24 and 31 December).
 */

export const WEEK: readonly Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** "09:00" → "9:00", "13:30" → "13:30". */
export function formatTime(time: string): string {
  const [hours = '0', minutes = '00'] = time.split(':');
  return `${Number(hours)}:${minutes}`;
}

/** SPEC §9: one slot as H:MM-H:MM ("9:00-18:00"). */
export function formatSlot(slot: { start: string; end: string }): string {
  return `${formatTime(slot.start)}-${formatTime(slot.end)}`;
}

/** The slots of a day joined with a comma ("9:00-12:00, 13:00-18:00"), earliest first. */
export function formatSlots(slots: readonly { start: string; end: string }[]): string {
  return [...slots]
    .sort((a, b) => a.start.localeCompare(b.start))
    .map(formatSlot)
    .join(', ');
}

/** The slots of one weekday, earliest first; empty when the location does not open that day. */
export function slotsOn(hours: readonly OpeningSlot[], weekday: Weekday): OpeningSlot[] {
  return hours.filter((h) => h.weekday === weekday).sort((a, b) => a.start.localeCompare(b.start));
}

/** The regular week, Monday first: each weekday with its slots. */
export function weeklySchedule(hours: readonly OpeningSlot[]): { weekday: Weekday; slots: OpeningSlot[] }[] {
  return WEEK.map((weekday) => ({ weekday, slots: slotsOn(hours, weekday) }));
}

/** The calendar day it is in a time zone at an instant ("2026-12-24"). */
export function dayIn(timeZone: string, now: Date): IsoDay {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: 'year' | 'month' | 'day') => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function weekdayOf(day: IsoDay): Weekday {
  return WEEK[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** A coming day: open with its slots, or closed as every week, or closed by a holiday or 24/31 December. */
export type DayHours =
  | { day: IsoDay; offset: number; weekday: Weekday; open: true; slots: OpeningSlot[] }
  | { day: IsoDay; offset: number; weekday: Weekday; open: false; closure: Closure | { kind: 'regular' } };

/** The opening of the `count` days from `today` (offset 0 is today). */
export function comingDays(hours: readonly OpeningSlot[], market: MarketCode, today: IsoDay, count = 7): DayHours[] {
  return Array.from({ length: count }, (_, offset) => {
    const day = addDays(today, offset);
    const weekday = weekdayOf(day);
    const slots = slotsOn(hours, weekday);
    const closure = closureOn(market, day);
    if (closure) return { day, offset, weekday, open: false, closure };
    if (slots.length === 0) return { day, offset, weekday, open: false, closure: { kind: 'regular' } };
    return { day, offset, weekday, open: true, slots };
  });
}

/** The regular week in runs of consecutive days with the same slots ("Mon–Fri 9:00-18:00"), closed runs included. */
export function weekRuns(hours: readonly OpeningSlot[]): { days: Weekday[]; slots: OpeningSlot[] }[] {
  const runs: { days: Weekday[]; slots: OpeningSlot[] }[] = [];
  for (const { weekday, slots } of weeklySchedule(hours)) {
    const last = runs[runs.length - 1];
    if (last && formatSlots(last.slots) === formatSlots(slots)) last.days.push(weekday);
    else runs.push({ days: [weekday], slots });
  }
  return runs;
}
