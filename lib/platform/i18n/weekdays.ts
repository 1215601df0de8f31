import type { Weekday } from '@/lib/platform/content-api/schemas';

const ORDER: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** Consecutive days collapse to a range ("Mon–Fri"); others stay a list. */
export function weekdaySpan(days: Weekday[]): { kind: 'range'; from: Weekday; to: Weekday } | { kind: 'list'; days: Weekday[] } {
  const sorted = [...new Set(days)].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  const consecutive = sorted.every((d, i) => i === 0 || ORDER.indexOf(d) === ORDER.indexOf(sorted[i - 1]!) + 1);
  if (sorted.length > 2 && consecutive) return { kind: 'range', from: sorted[0]!, to: sorted[sorted.length - 1]! };
  return { kind: 'list', days: sorted };
}

/** The locale's own name of a weekday ("Montag", "lundi"), from a reference week (1 January 2024 was a Monday). */
export function weekdayName(day: Weekday, locale: string, style: 'long' | 'short' = 'long'): string {
  const reference = new Date(Date.UTC(2024, 0, 1 + ORDER.indexOf(day)));
  return new Intl.DateTimeFormat(locale, { weekday: style, timeZone: 'UTC' }).format(reference);
}
