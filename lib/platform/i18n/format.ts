import { roundTariffPrice } from '@/lib/domain/price';
import type { Amount } from '@/lib/platform/content-api/schemas';

const NBSP = '\u00a0';

/**
 * Thousands separators the shop fixes itself, because runtimes disagree: CLDR 47 (Node 24) writes
 * fr-CH amounts as 1'025.00 CHF, older CLDR data (Node 20, Chromium 156) as 1 025.00 CHF, and a page
 * formatted on the server must read the same when the browser formats it again. A Swiss price has one
 * separator in all the market's languages: the apostrophe of de-CH and it-CH.
 */
const GROUP_SEPARATORS: Readonly<Record<string, string>> = { 'fr-CH': "'" };

function withFixedGroups(parts: readonly Intl.NumberFormatPart[], locale: string): Intl.NumberFormatPart[] {
  const group = GROUP_SEPARATORS[locale];
  return group === undefined ? [...parts] : parts.map((part) => (part.type === 'group' ? { ...part, value: group } : part));
}

/**
 * A price in the locale's format. SPEC §9: tariff prices are rounded to one decimal, and a currency
 * prefix that is not a digit is followed by a space ("£ 9.90"); suffix currencies stay as Intl has them.
 */
export function formatMoney(
  amount: number,
  currencyCode: string,
  locale: string,
  {
    tariff = false,
    unitRate = false,
    wholeUnits = false,
  }: {
    tariff?: boolean;
    /** a per-unit rate keeps a third decimal (0.004 per MB) */ unitRate?: boolean;
    /** salaries and similar round amounts without decimals ("€ 3.180") */ wholeUnits?: boolean;
  } = {},
): string {
  const value = tariff ? roundTariffPrice(amount) : amount;
  const parts = withFixedGroups(
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: wholeUnits ? 0 : 2,
      maximumFractionDigits: wholeUnits ? 0 : unitRate ? 3 : 2,
    }).formatToParts(value),
    locale,
  );
  const out: string[] = [];
  parts.forEach((part, i) => {
    const nextPart = parts[i + 1];
    const isPrefix = part.type === 'currency' && nextPart !== undefined && nextPart.type !== 'literal';
    if (part.type === 'literal' && parts[i - 1]?.type === 'currency' && /^\s+$/.test(part.value)) {
      out.push(NBSP);
      return;
    }
    out.push(part.value);
    if (isPrefix && /\D$/.test(part.value)) out.push(NBSP);
  });
  return out.join('');
}

export function formatNumber(value: number, locale: string, options?: Intl.NumberFormatOptions): string {
  return withFixedGroups(new Intl.NumberFormat(locale, options).formatToParts(value), locale)
    .map((part) => part.value)
    .join('');
}

export function formatDate(date: Date, locale: string, style: 'long' | 'short' = 'long', timeZone = 'Europe/Vienna'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone }).format(date);
}

/** A calendar day ("2026-12-24") with its weekday: "Thursday 24 December" in en-GB, "Donnerstag, 24. Dezember" in de-AT. */
export function formatCalendarDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A month ("2025-05") as the locale names it: "May 2025", "Mai 2025", "mai 2025". */
export function formatMonth(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T00:00:00Z`));
}

/** An allowance as parts, so the UI translates "unlimited" and the unit placement itself. */
export type DataAmountParts = { kind: 'unlimited' } | { kind: 'amount'; value: string; unit: string };

export function formatDataAmount(amount: Amount, locale: string): DataAmountParts {
  if (amount.isUnlimited) return { kind: 'unlimited' };
  return { kind: 'amount', value: formatNumber(amount.value, locale, { maximumFractionDigits: 2 }), unit: amount.unit };
}

/** A time of day of an instant in the market's time zone ("14:35"; "2:35 pm" where the locale says so). */
export function formatClockTime(instant: Date, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(instant);
}
