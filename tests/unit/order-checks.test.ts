import {
  ageOn,
  earliestPortingDate,
  isActivationDateAllowed,
  isAdultOn,
  isPac,
  isPortingDateAllowed,
  isPuk,
  isStac,
  plusMonths,
} from '@/lib/domain/order-checks';

describe('order checks (SPEC §5, §9)', () => {
  it('counts full years, a birthday counting from its day', () => {
    expect(ageOn('2008-11-23', '2026-11-23')).toBe(18);
    expect(ageOn('2008-11-24', '2026-11-23')).toBe(17);
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('accepts a customer of full age only, and no birth date in the future or 120 years back', () => {
    expect(isAdultOn('2008-11-23', '2026-11-23')).toBe(true);
    expect(isAdultOn('2008-11-24', '2026-11-23')).toBe(false);
    expect(isAdultOn('2027-01-01', '2026-11-23')).toBe(false);
    expect(isAdultOn('1900-01-01', '2026-11-23')).toBe(false);
  });

  it('knows a PUK (8 digits), a PAC (3 letters, 6 digits) and a STAC (6 digits, 3 letters)', () => {
    expect(isPuk('12345678')).toBe(true);
    expect(isPuk('1234567')).toBe(false);
    expect(isPuk('1234567a')).toBe(false);
    expect(isPac('ABC123456')).toBe(true);
    expect(isPac('abc 123456')).toBe(true);
    expect(isPac('123456ABC')).toBe(false);
    expect(isStac('123456ABC')).toBe(true);
    expect(isStac('ABC123456')).toBe(false);
  });

  it('ports at the earliest three working days ahead, skipping weekends and public holidays', () => {
    // Monday 23 Nov 2026 → Thursday 26 Nov.
    expect(earliestPortingDate('AT', '2026-11-23')).toBe('2026-11-26');
    // Wednesday 23 Dec 2026 in Austria: 24 Dec counts, 25 Dec is a holiday, 26/27 a weekend → 29 Dec.
    expect(earliestPortingDate('AT', '2026-12-23')).toBe('2026-12-29');
    expect(isPortingDateAllowed('AT', '2026-11-25', '2026-11-23')).toBe(false);
    expect(isPortingDateAllowed('AT', '2026-11-26', '2026-11-23')).toBe(true);
    expect(isPortingDateAllowed('AT', '2026-11-28', '2026-11-23')).toBe(false); // a Saturday
    expect(isPortingDateAllowed('AT', '2026-12-08', '2026-11-23')).toBe(false); // Immaculate Conception
    expect(isPortingDateAllowed('UK', '2026-12-08', '2026-11-23')).toBe(true);
    expect(isPortingDateAllowed('AT', '2027-03-01', '2026-11-23')).toBe(false); // more than 90 days ahead
  });

  it('activates within 6 months of today', () => {
    expect(plusMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(isActivationDateAllowed('2026-11-23', '2026-11-23')).toBe(true);
    expect(isActivationDateAllowed('2027-05-23', '2026-11-23')).toBe(true);
    expect(isActivationDateAllowed('2027-05-24', '2026-11-23')).toBe(false);
    expect(isActivationDateAllowed('2026-11-22', '2026-11-23')).toBe(false);
  });
});
