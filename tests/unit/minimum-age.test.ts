import { ageOn, birthDateProblem, birthdayOfAge, MAX_AGE, MINIMUM_AGE } from '@/lib/domain/minimum-age';

describe('minimum age (SPEC §5)', () => {
  it('is 18', () => {
    expect(MINIMUM_AGE).toBe(18);
  });

  it('counts full years', () => {
    expect(ageOn('2000-05-10', '2026-05-09')).toBe(25);
    expect(ageOn('2000-05-10', '2026-05-10')).toBe(26);
    expect(ageOn('2000-05-10', '2000-05-10')).toBe(0);
    expect(ageOn('2000-12-31', '2001-01-01')).toBe(0);
    expect(ageOn('2008-11-23', '2026-11-23')).toBe(18);
    expect(ageOn('2008-11-24', '2026-11-23')).toBe(17);
  });

  it('lets a person order on their 18th birthday, not the day before', () => {
    expect(birthDateProblem('2008-05-10', '2026-05-09')).toBe('too_young');
    expect(birthDateProblem('2008-05-10', '2026-05-10')).toBeUndefined();
    expect(birthDateProblem('2008-05-10', '2026-05-11')).toBeUndefined();
  });

  it('turns 18 on the 1st of January when born on the 1st of January', () => {
    expect(birthDateProblem('2008-01-01', '2025-12-31')).toBe('too_young');
    expect(birthDateProblem('2008-01-01', '2026-01-01')).toBeUndefined();
  });

  describe('born on 29 February', () => {
    it('is 18 on 1 March of a common year, not on 28 February', () => {
      expect(birthdayOfAge('2008-02-29')).toBe('2026-03-01');
      expect(birthDateProblem('2008-02-29', '2026-02-28')).toBe('too_young');
      expect(birthDateProblem('2008-02-29', '2026-03-01')).toBeUndefined();
      expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
      expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    });

    it('is 18 on 29 February when the 18th birthday falls in a leap year', () => {
      expect(birthdayOfAge('2012-02-29')).toBe('2030-03-01');
      expect(birthdayOfAge('2010-02-28')).toBe('2028-02-28');
      // born 29 Feb 2000, 18 in 2018 (common); 24 in 2024 (leap)
      expect(ageOn('2000-02-29', '2024-02-28')).toBe(23);
      expect(ageOn('2000-02-29', '2024-02-29')).toBe(24);
      expect(birthDateProblem('2000-02-29', '2018-02-28', 18)).toBe('too_young');
      expect(birthDateProblem('2000-02-29', '2018-03-01', 18)).toBeUndefined();
    });

    it('takes the day the customer is checked against from a leap year too', () => {
      expect(birthDateProblem('2006-02-28', '2024-02-28')).toBeUndefined();
      expect(birthDateProblem('2006-03-01', '2024-02-29')).toBe('too_young');
      expect(birthDateProblem('2006-03-01', '2024-03-01')).toBeUndefined();
    });
  });

  it('asks for a birth date when none was chosen', () => {
    expect(birthDateProblem('', '2026-03-15')).toBe('required');
    expect(birthDateProblem('  ', '2026-03-15')).toBe('required');
  });

  it.each(['2007-02-29', '15.03.2000', '2000-13-01', 'yesterday'])('refuses %j as no day of the calendar', (birth) => {
    expect(birthDateProblem(birth, '2026-03-15')).toBe('invalid_date');
  });

  it('refuses a birth date in the future, or further back than anyone lives', () => {
    expect(birthDateProblem('2026-03-16', '2026-03-15')).toBe('invalid_date');
    expect(MAX_AGE).toBe(120);
    expect(birthDateProblem('1905-03-16', '2026-03-15')).toBeUndefined(); // 120
    expect(birthDateProblem('1905-03-15', '2026-03-15')).toBe('invalid_date'); // 121
    expect(birthDateProblem('2027-01-01', '2026-11-23')).toBe('invalid_date');
    expect(birthDateProblem('1900-01-01', '2026-11-23')).toBe('invalid_date');
  });

  it('takes another minimum age where an offer asks for one', () => {
    expect(birthDateProblem('2000-03-16', '2026-03-15', 26)).toBe('too_young');
    expect(birthDateProblem('2000-03-15', '2026-03-15', 26)).toBeUndefined();
  });

  it('refuses to judge against a day that is not one', () => {
    expect(() => birthDateProblem('2000-01-01', '2026-02-30')).toThrow(RangeError);
    expect(() => ageOn('2000-01-01', 'today')).toThrow(RangeError);
  });
});
