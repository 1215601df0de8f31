import { formatDate } from '@/lib/platform/i18n/format';

/** A porting date (an ISO calendar day of the market) in the page's locale: "24 December 2026". */
export const formatPortingDay = (day: string, locale: string) => formatDate(new Date(`${day}T00:00:00Z`), locale, 'long', 'UTC');

/** Porting days as the options of a select. */
export const portingDays = (days: readonly string[], locale: string) =>
  days.map((day) => ({ value: day, label: formatPortingDay(day, locale) }));
