import {
  earliestPortingDate,
  isPortingDateAllowed,
  isPortingDay,
  PORTING_FREE_DATE_COUNT,
  PORTING_MAX_DAYS,
  portingFreeDates,
} from '@/lib/domain/porting-dates';

describe('porting dates (SPEC §7 freedates, §9 porting early in the morning of a working day)', () => {
  it('ports on weekdays that are no public holiday of the market', () => {
    expect(isPortingDay('AT', '2026-11-27')).toBe(true); // Friday
    expect(isPortingDay('AT', '2026-11-28')).toBe(false); // Saturday
    expect(isPortingDay('AT', '2026-12-08')).toBe(false); // Mariä Empfängnis
    expect(isPortingDay('DE', '2026-12-08')).toBe(true);
    expect(isPortingDay('UK', '2026-08-31')).toBe(false); // summer bank holiday
    expect(isPortingDay('IT', '2026-10-05')).toBe(true);
  });

  it('offers the third working day after today first, then the following working days', () => {
    const dates = portingFreeDates('AT', '2026-11-23');
    expect(dates).toHaveLength(PORTING_FREE_DATE_COUNT);
    expect(dates.slice(0, 4)).toEqual(['2026-11-26', '2026-11-27', '2026-11-30', '2026-12-01']);
    expect(dates.every((d) => isPortingDay('AT', d))).toBe(true);
  });

  it('counts the lead over weekends and holidays (Friday before Easter in Germany)', () => {
    // Thu 2 April 2026: Good Friday 3, weekend, Easter Monday 6 → Tue 7, Wed 8, Thu 9.
    expect(portingFreeDates('DE', '2026-04-02', 2)).toEqual(['2026-04-09', '2026-04-10']);
  });

  it('lets an order port at the earliest on the third working day after today, the first free date', () => {
    // Monday 23 Nov 2026 → Thursday 26 Nov.
    expect(earliestPortingDate('AT', '2026-11-23')).toBe('2026-11-26');
    // Wednesday 23 Dec 2026 in Austria: 24 Dec counts, 25 Dec is a holiday, 26/27 a weekend → 29 Dec.
    expect(earliestPortingDate('AT', '2026-12-23')).toBe('2026-12-29');
    expect(earliestPortingDate('DE', '2026-04-02')).toBe(portingFreeDates('DE', '2026-04-02')[0]);
  });

  it('takes a porting day of the market from the earliest date to 90 days ahead', () => {
    expect(PORTING_MAX_DAYS).toBe(90);
    expect(isPortingDateAllowed('AT', '2026-11-25', '2026-11-23')).toBe(false);
    expect(isPortingDateAllowed('AT', '2026-11-26', '2026-11-23')).toBe(true);
    expect(isPortingDateAllowed('AT', '2026-11-28', '2026-11-23')).toBe(false); // a Saturday
    expect(isPortingDateAllowed('AT', '2026-12-08', '2026-11-23')).toBe(false); // Immaculate Conception
    expect(isPortingDateAllowed('UK', '2026-12-08', '2026-11-23')).toBe(true);
    expect(isPortingDateAllowed('AT', '2027-03-01', '2026-11-23')).toBe(false); // more than 90 days ahead
  });
});
