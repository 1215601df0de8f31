import type { IsoDay } from './holidays';

/**
 * The calendar rules of a customer's line: its minimum term, when a tariff change is free again and
 * when a termination takes effect. Days are ISO dates in UTC, like the sandbox clock's.
 */

/** SPEC §9 "Tariff change: free once per month": once per calendar month. */
export const FREE_TARIFF_CHANGES_PER_MONTH = 1;

function parts(day: IsoDay): [number, number, number] {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return [y, m, d];
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** The last day of the month `months` after the month of `day` (0: its own month). */
export function endOfMonth(day: IsoDay, months = 0): IsoDay {
  const [y, m] = parts(day);
  return iso(new Date(Date.UTC(y, m + months, 0)));
}

/** The first day of the month after the month of `day`. */
export function firstOfNextMonth(day: IsoDay): IsoDay {
  const [y, m] = parts(day);
  return iso(new Date(Date.UTC(y, m, 1)));
}

/** `day` plus whole months, kept within the target month (31 January + 1 month → 28/29 February). */
export function addMonths(day: IsoDay, months: number): IsoDay {
  const [y, m, d] = parts(day);
  const last = Number(endOfMonth(day, months).slice(8));
  return iso(new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))));
}

/**
 * The last day of a minimum term of `months` from activation: the day before the same date
 * `months` later. Undefined without a minimum term, or once it has run out by `today` (the
 * contract then runs on month by month).
 */
export function runtimeEnd(activatedOn: IsoDay, months: number, today: IsoDay): IsoDay | undefined {
  if (months <= 0) return undefined;
  const start = new Date(`${addMonths(activatedOn, months)}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - 1);
  const end = iso(start);
  return end >= today ? end : undefined;
}

/**
 * The first day a tariff change is free: today when no change was made this calendar month, else
 * the first of next month.
 */
export function nextFreeTariffChange(lastChangeOn: IsoDay | undefined, today: IsoDay): IsoDay {
  return lastChangeOn !== undefined && lastChangeOn.slice(0, 7) === today.slice(0, 7) ? firstOfNextMonth(today) : today;
}

/**
 * The earliest day a termination received `today` takes effect (the line works to the end of it).
 * Contracts (POST_PAY): one month's notice to the end of a month, i.e. the last day of next month,
 * or the end of a running minimum term when that is later. Prepaid lines have neither notice nor
 * term: they end today.
 */
export function earliestTerminationDate(today: IsoDay, paymentType: 'POST_PAY' | 'PRE_PAY', minimumTermEnd?: IsoDay): IsoDay {
  if (paymentType === 'PRE_PAY') return today;
  const noticeEnd = endOfMonth(today, 1);
  return minimumTermEnd !== undefined && minimumTermEnd > noticeEnd ? minimumTermEnd : noticeEnd;
}
