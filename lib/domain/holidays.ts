import type { MarketCode } from '@storefront/markets/markets';

/**
 * SPEC §9: locations are closed on public holidays and on 24 and 31 December. The national public
 * holidays of each market (CAMP is Austrian), computed per year: fixed dates plus the Easter-based
 * ones. Regional holidays (German Länder, Swiss cantons) are not national and do not close a shop
 * here. Dates are ISO calendar days ("2026-12-25"), computed in UTC so no time zone can shift them.
 */

export type IsoDay = string;

export type HolidayId =
  | 'newYear'
  | 'epiphany'
  | 'goodFriday'
  | 'easterSunday'
  | 'easterMonday'
  | 'labourDay'
  | 'liberationDay'
  | 'earlyMayBankHoliday'
  | 'ascension'
  | 'whitSunday'
  | 'whitMonday'
  | 'springBankHoliday'
  | 'corpusChristi'
  | 'republicDay'
  | 'swissNationalDay'
  | 'assumption'
  | 'summerBankHoliday'
  | 'germanUnityDay'
  | 'stFrancis'
  | 'austrianNationalDay'
  | 'allSaints'
  | 'immaculateConception'
  | 'christmas'
  | 'stStephen'
  | 'boxingDay'
  | 'substituteBankHoliday';

export type Holiday = { date: IsoDay; id: HolidayId };

/** Why a location is closed on a day it would otherwise open. */
export type Closure = { kind: 'holiday'; holiday: HolidayId } | { kind: 'christmasEve' } | { kind: 'newYearsEve' };

const DAY_MS = 86_400_000;

const utc = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day));
const iso = (date: Date): IsoDay => date.toISOString().slice(0, 10);
const plusDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** Easter Sunday of the Gregorian calendar (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(utc(year, month, day));
}

type Rule = [id: HolidayId, date: (year: number, easter: Date) => Date, since?: number];

const fixed = (month: number, day: number) => (year: number) => utc(year, month, day);
const easterPlus = (days: number) => (_year: number, easter: Date) => plusDays(easter, days);

/** The first (n = 1) or last (n = -1) Monday of a month. */
function monday(year: number, month: number, n: 1 | -1): Date {
  if (n === 1) {
    const first = utc(year, month, 1);
    return plusDays(first, (8 - first.getUTCDay()) % 7);
  }
  const last = utc(year, month + 1, 0);
  return plusDays(last, -((last.getUTCDay() + 6) % 7));
}

const AUSTRIA: Rule[] = [
  ['newYear', fixed(1, 1)],
  ['epiphany', fixed(1, 6)],
  ['easterSunday', easterPlus(0)],
  ['easterMonday', easterPlus(1)],
  ['labourDay', fixed(5, 1)],
  ['ascension', easterPlus(39)],
  ['whitSunday', easterPlus(49)],
  ['whitMonday', easterPlus(50)],
  ['corpusChristi', easterPlus(60)],
  ['assumption', fixed(8, 15)],
  ['austrianNationalDay', fixed(10, 26)],
  ['allSaints', fixed(11, 1)],
  ['immaculateConception', fixed(12, 8)],
  ['christmas', fixed(12, 25)],
  ['stStephen', fixed(12, 26)],
];

const RULES: Record<Exclude<MarketCode, 'UK'>, Rule[]> = {
  AT: AUSTRIA,
  CAMP: AUSTRIA,
  /** Holidays of the whole federation (Bundesrecht and every Land). */
  DE: [
    ['newYear', fixed(1, 1)],
    ['goodFriday', easterPlus(-2)],
    ['easterMonday', easterPlus(1)],
    ['labourDay', fixed(5, 1)],
    ['ascension', easterPlus(39)],
    ['whitMonday', easterPlus(50)],
    ['germanUnityDay', fixed(10, 3)],
    ['christmas', fixed(12, 25)],
    ['stStephen', fixed(12, 26)],
  ],
  /** The federal holiday (1 August) and the holidays every canton observes alike. */
  CH: [
    ['newYear', fixed(1, 1)],
    ['goodFriday', easterPlus(-2)],
    ['easterSunday', easterPlus(0)],
    ['easterMonday', easterPlus(1)],
    ['ascension', easterPlus(39)],
    ['whitSunday', easterPlus(49)],
    ['whitMonday', easterPlus(50)],
    ['swissNationalDay', fixed(8, 1)],
    ['christmas', fixed(12, 25)],
    ['stStephen', fixed(12, 26)],
  ],
  /** Festività nazionali; San Francesco (4 October) again since 2026 (Law 151/2025). */
  IT: [
    ['newYear', fixed(1, 1)],
    ['epiphany', fixed(1, 6)],
    ['easterSunday', easterPlus(0)],
    ['easterMonday', easterPlus(1)],
    ['liberationDay', fixed(4, 25)],
    ['labourDay', fixed(5, 1)],
    ['republicDay', fixed(6, 2)],
    ['assumption', fixed(8, 15)],
    ['stFrancis', fixed(10, 4), 2026],
    ['allSaints', fixed(11, 1)],
    ['immaculateConception', fixed(12, 8)],
    ['christmas', fixed(12, 25)],
    ['stStephen', fixed(12, 26)],
  ],
};

const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/**
 * Bank holidays of England and Wales: New Year's Day, Christmas Day and Boxing Day move to the next
 * weekday when they fall on a weekend (the day itself stays a holiday); the others are Mondays.
 */
function ukHolidays(year: number): Holiday[] {
  const easter = new Date(`${easterSunday(year)}T00:00:00Z`);
  const days: Holiday[] = [
    { id: 'newYear', date: iso(utc(year, 1, 1)) },
    { id: 'goodFriday', date: iso(plusDays(easter, -2)) },
    { id: 'easterMonday', date: iso(plusDays(easter, 1)) },
    { id: 'earlyMayBankHoliday', date: iso(monday(year, 5, 1)) },
    { id: 'springBankHoliday', date: iso(monday(year, 5, -1)) },
    { id: 'summerBankHoliday', date: iso(monday(year, 8, -1)) },
    { id: 'christmas', date: iso(utc(year, 12, 25)) },
    { id: 'boxingDay', date: iso(utc(year, 12, 26)) },
  ];
  const taken = new Set(days.map((d) => d.date));
  for (const [month, day] of [
    [1, 1],
    [12, 25],
    [12, 26],
  ] as const) {
    let date = utc(year, month, day);
    if (!isWeekend(date)) continue;
    while (isWeekend(date) || taken.has(iso(date))) date = plusDays(date, 1);
    taken.add(iso(date));
    days.push({ id: 'substituteBankHoliday', date: iso(date) });
  }
  return days;
}

/** The market's national public holidays of a year, in calendar order. */
export function publicHolidays(market: MarketCode, year: number): Holiday[] {
  if (market === 'UK') return ukHolidays(year).sort((a, b) => a.date.localeCompare(b.date));
  const easter = new Date(`${easterSunday(year)}T00:00:00Z`);
  return RULES[market]
    .filter(([, , since]) => since === undefined || year >= since)
    .map(([id, date]) => ({ id, date: iso(date(year, easter)) }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** SPEC §9: whether and why a location of the market is closed on a day, whatever its weekly hours say. */
export function closureOn(market: MarketCode, day: IsoDay): Closure | null {
  const holiday = publicHolidays(market, Number(day.slice(0, 4))).find((h) => h.date === day);
  if (holiday) return { kind: 'holiday', holiday: holiday.id };
  if (day.endsWith('-12-24')) return { kind: 'christmasEve' };
  if (day.endsWith('-12-31')) return { kind: 'newYearsEve' };
  return null;
}
