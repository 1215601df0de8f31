import { calendarDay } from './calendar-day';
import type { IsoDay } from './holidays';

/**
 * SPEC §3 Payment: the card's expiry date, checked in the browser before the payment provider is
 * called. A card is valid to the last day of its expiry month. SPEC gives no upper bound; like the
 * payment providers we refuse a date more than 20 years ahead, which no issuer prints (a typo, 2062
 * for 2026). `today` is the calendar day of the visitor's market.
 */

export const MAX_YEARS_AHEAD = 20;

export type CardExpiry = { month: number; year: number };

export type CardExpiryProblem = 'required' | 'invalid_format' | 'expired' | 'too_far_ahead';

/** A two-digit year is of this century, as on every card. */
const fullYear = (year: number, digits: number) => (digits === 2 ? 2000 + year : year);

/**
 * The month and year of "MM/YY" as printed on the card ("03/27", "3/27", "03 / 2027", "0327"), or
 * of a month and a year from two selects (year with two or four digits). Undefined when it is neither.
 */
export function parseCardExpiry(input: string | { month: number | string; year: number | string }): CardExpiry | undefined {
  const [monthText, yearText] =
    typeof input === 'string'
      ? (/^\s*(\d{1,2})\s*[/-]?\s*(\d{2}|\d{4})\s*$/.exec(input)?.slice(1) ?? [])
      : [String(input.month).trim(), String(input.year).trim()];
  if (!monthText || !yearText || !/^\d{1,2}$/.test(monthText) || !/^(\d{2}|\d{4})$/.test(yearText)) return undefined;
  const month = Number(monthText);
  if (month < 1 || month > 12) return undefined;
  return { month, year: fullYear(Number(yearText), yearText.length) };
}

/** Why the expiry date cannot be taken on `today`; undefined when it can (the expiry month itself still can). */
export function cardExpiryProblem(
  input: string | { month: number | string; year: number | string },
  today: IsoDay,
): CardExpiryProblem | undefined {
  if (typeof input === 'string' ? input.trim() === '' : String(input.month).trim() === '' || String(input.year).trim() === '')
    return 'required';
  const expiry = parseCardExpiry(input);
  if (!expiry) return 'invalid_format';
  const now = calendarDay(today);
  const monthsAhead = (expiry.year - now.year) * 12 + (expiry.month - now.month);
  if (monthsAhead < 0) return 'expired';
  if (monthsAhead > MAX_YEARS_AHEAD * 12) return 'too_far_ahead';
  return undefined;
}
