import type { Weekday } from '@/lib/content-api/schemas';

const ORDER: Weekday[] = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/** Consecutive days collapse to a range ("Mon–Fri"); others stay a list. */
export function weekdaySpan(days: Weekday[]): { kind: 'range'; from: Weekday; to: Weekday } | { kind: 'list'; days: Weekday[] } {
  const sorted = [...new Set(days)].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  const consecutive = sorted.every((d, i) => i === 0 || ORDER.indexOf(d) === ORDER.indexOf(sorted[i - 1]!) + 1);
  if (sorted.length > 2 && consecutive) return { kind: 'range', from: sorted[0]!, to: sorted[sorted.length - 1]! };
  return { kind: 'list', days: sorted };
}
