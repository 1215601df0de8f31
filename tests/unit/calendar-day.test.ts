import { addMonths, calendarDay, compareDays, daysInMonth, isLeapYear, isoDay, parseIsoDay } from '@/lib/domain/calendar-day';

describe('calendar days', () => {
  it('knows the Gregorian leap years', () => {
    expect([2024, 2000, 2400].map(isLeapYear)).toEqual([true, true, true]);
    expect([2026, 1900, 2100].map(isLeapYear)).toEqual([false, false, false]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('reads an ISO day', () => {
    expect(parseIsoDay('2008-02-29')).toEqual({ year: 2008, month: 2, day: 29 });
  });

  it.each(['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '1.2.2000', '2026-1-01', '', '2026-03-15T00:00:00Z'])(
    'reads no day from %j',
    (value) => {
      expect(parseIsoDay(value)).toBeUndefined();
    },
  );

  it('orders days and writes them back', () => {
    expect(compareDays({ year: 2026, month: 2, day: 28 }, { year: 2026, month: 3, day: 1 })).toBeLessThan(0);
    expect(compareDays({ year: 2026, month: 3, day: 1 }, { year: 2026, month: 3, day: 1 })).toBe(0);
    expect(isoDay({ year: 2026, month: 3, day: 1 })).toBe('2026-03-01');
  });
});

describe('a day the caller vouches for', () => {
  it('is read, or the call is a bug', () => {
    expect(calendarDay('2026-03-01')).toEqual({ year: 2026, month: 3, day: 1 });
    expect(() => calendarDay('2026-02-30')).toThrow(RangeError);
  });

  it('adds months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-11-23', 6)).toBe('2027-05-23');
    expect(addMonths('2026-01-31', -2)).toBe('2025-11-30');
  });
});
