import { closureOn, easterSunday, publicHolidays } from '@/lib/domain/holidays';

const dates = (market: Parameters<typeof publicHolidays>[0], year: number) => publicHolidays(market, year).map((h) => `${h.date} ${h.id}`);

describe('Easter (computus)', () => {
  it.each([
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('Easter Sunday %i is %s', (year, day) => {
    expect(easterSunday(year)).toBe(day);
  });
});

describe('public holidays per market (SPEC §9: locations closed on holidays)', () => {
  it('knows the Austrian holidays, Easter-based ones included', () => {
    expect(dates('AT', 2026)).toEqual([
      '2026-01-01 newYear',
      '2026-01-06 epiphany',
      '2026-04-05 easterSunday',
      '2026-04-06 easterMonday',
      '2026-05-01 labourDay',
      '2026-05-14 ascension',
      '2026-05-24 whitSunday',
      '2026-05-25 whitMonday',
      '2026-06-04 corpusChristi',
      '2026-08-15 assumption',
      '2026-10-26 austrianNationalDay',
      '2026-11-01 allSaints',
      '2026-12-08 immaculateConception',
      '2026-12-25 christmas',
      '2026-12-26 stStephen',
    ]);
    expect(dates('CAMP', 2026)).toEqual(dates('AT', 2026));
  });

  it('knows the German federal holidays, Good Friday and German Unity Day included', () => {
    expect(dates('DE', 2026)).toEqual([
      '2026-01-01 newYear',
      '2026-04-03 goodFriday',
      '2026-04-06 easterMonday',
      '2026-05-01 labourDay',
      '2026-05-14 ascension',
      '2026-05-25 whitMonday',
      '2026-10-03 germanUnityDay',
      '2026-12-25 christmas',
      '2026-12-26 stStephen',
    ]);
  });

  it('closes Swiss shops on 1 August and the holidays all cantons share', () => {
    expect(dates('CH', 2025)).toEqual([
      '2025-01-01 newYear',
      '2025-04-18 goodFriday',
      '2025-04-20 easterSunday',
      '2025-04-21 easterMonday',
      '2025-05-29 ascension',
      '2025-06-08 whitSunday',
      '2025-06-09 whitMonday',
      '2025-08-01 swissNationalDay',
      '2025-12-25 christmas',
      '2025-12-26 stStephen',
    ]);
  });

  it('adds San Francesco (4 October) to the Italian holidays from 2026 on', () => {
    expect(dates('IT', 2025)).not.toContain('2025-10-04 stFrancis');
    expect(dates('IT', 2026)).toEqual([
      '2026-01-01 newYear',
      '2026-01-06 epiphany',
      '2026-04-05 easterSunday',
      '2026-04-06 easterMonday',
      '2026-04-25 liberationDay',
      '2026-05-01 labourDay',
      '2026-06-02 republicDay',
      '2026-08-15 assumption',
      '2026-10-04 stFrancis',
      '2026-11-01 allSaints',
      '2026-12-08 immaculateConception',
      '2026-12-25 christmas',
      '2026-12-26 stStephen',
    ]);
  });

  it('moves UK bank holidays that fall on a weekend to the next weekday', () => {
    expect(dates('UK', 2026)).toEqual([
      '2026-01-01 newYear',
      '2026-04-03 goodFriday',
      '2026-04-06 easterMonday',
      '2026-05-04 earlyMayBankHoliday',
      '2026-05-25 springBankHoliday',
      '2026-08-31 summerBankHoliday',
      '2026-12-25 christmas',
      '2026-12-26 boxingDay',
      '2026-12-28 substituteBankHoliday',
    ]);
    // Christmas on a Saturday and Boxing Day on a Sunday: Monday and Tuesday are off.
    expect(dates('UK', 2027).filter((d) => d.startsWith('2027-12'))).toEqual([
      '2027-12-25 christmas',
      '2027-12-26 boxingDay',
      '2027-12-27 substituteBankHoliday',
      '2027-12-28 substituteBankHoliday',
    ]);
    // New Year's Day on a Saturday: Monday 3 January.
    expect(dates('UK', 2022)).toContain('2022-01-03 substituteBankHoliday');
  });
});

describe('closing days (SPEC §9)', () => {
  it('closes on 24 and 31 December in every market, holiday or not', () => {
    for (const market of ['AT', 'DE', 'CH', 'UK', 'IT', 'CAMP'] as const) {
      expect(closureOn(market, '2026-12-24')).toEqual({ kind: 'christmasEve' });
      expect(closureOn(market, '2026-12-31')).toEqual({ kind: 'newYearsEve' });
    }
  });

  it('closes on the market’s own holidays only', () => {
    expect(closureOn('AT', '2026-12-08')).toEqual({ kind: 'holiday', holiday: 'immaculateConception' });
    expect(closureOn('DE', '2026-12-08')).toBeNull();
    expect(closureOn('CH', '2026-08-01')).toEqual({ kind: 'holiday', holiday: 'swissNationalDay' });
    expect(closureOn('AT', '2026-08-01')).toBeNull();
    expect(closureOn('UK', '2026-12-28')).toEqual({ kind: 'holiday', holiday: 'substituteBankHoliday' });
  });

  it('leaves an ordinary working day open', () => {
    expect(closureOn('AT', '2026-11-23')).toBeNull();
    expect(closureOn('IT', '2026-12-23')).toBeNull();
  });
});
