import { calendarDay, compareDays, isLeapYear, isoDay, parseIsoDay, type CalendarDay } from './calendar-day';
import type { IsoDay } from './holidays';

/**
 * SPEC §5 "choose a birth date" and "minimum age of a given number of years" (the number is not
 * shown): 18, the age at which a person may sign a contract alone in every market (AT, DE, CH, UK,
 * IT). Days are calendar days of the market (no time of day, no time zone).
 *
 * Someone born on 29 February has a birthday only in leap years. In other years we count it as
 * 1 March: German law completes their year with the end of 28 February (§§ 187(2), 188 BGB), and
 * 1 March is the usual reading in the UK too. So such a person is 18 on 1 March of a common year,
 * not on 28 February (the other convention, used for example in New Zealand, would be a day earlier).
 */

export const MINIMUM_AGE = 18;

/** An age beyond any living person's: such a date is a typo (1906 for 2006). */
export const MAX_AGE = 120;

export type BirthDateProblem = 'required' | 'invalid_date' | 'too_young';

/** The day of a year on which a birthday falls (29 February becomes 1 March in a common year). */
function birthdayIn(year: number, birth: CalendarDay): CalendarDay {
  if (birth.month === 2 && birth.day === 29 && !isLeapYear(year)) return { year, month: 3, day: 1 };
  return { year, month: birth.month, day: birth.day };
}

function ageAt(birth: CalendarDay, today: CalendarDay): number {
  const years = today.year - birth.year;
  return compareDays(today, birthdayIn(today.year, birth)) < 0 ? years - 1 : years;
}

/** Full years of a person born on `birthDate` on the day `today`. */
export function ageOn(birthDate: IsoDay, today: IsoDay): number {
  return ageAt(calendarDay(birthDate), calendarDay(today));
}

/** The first day on which a person born on `birthDate` is `age` years old. */
export function birthdayOfAge(birthDate: IsoDay, age: number = MINIMUM_AGE): IsoDay {
  const birth = calendarDay(birthDate);
  return isoDay(birthdayIn(birth.year + age, birth));
}

/**
 * Why a birth date cannot be taken on `today`: empty, not a day of the calendar, in the future or
 * more than MAX_AGE years ago ('invalid_date'), or younger than `minimumAge` ('too_young', SPEC §5's
 * minimum age message). Undefined when the person may order.
 */
export function birthDateProblem(birthDate: string, today: IsoDay, minimumAge: number = MINIMUM_AGE): BirthDateProblem | undefined {
  if (birthDate.trim() === '') return 'required';
  const birth = parseIsoDay(birthDate.trim());
  if (!birth) return 'invalid_date';
  const now = calendarDay(today);
  if (compareDays(birth, now) > 0) return 'invalid_date';
  const age = ageAt(birth, now);
  if (age > MAX_AGE) return 'invalid_date';
  return age < minimumAge ? 'too_young' : undefined;
}
