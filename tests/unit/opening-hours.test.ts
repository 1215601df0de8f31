import { comingDays, dayIn, formatSlot, formatSlots, formatTime, weeklySchedule, weekRuns } from '@/lib/domain/opening-hours';
import type { OpeningSlot } from '@/lib/platform/content-api/schemas';

const weekdays = (start: string, end: string): OpeningSlot[] =>
  (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((weekday) => ({ weekday, start, end }));

/** Mon–Fri 9:00-12:30 and 13:30-18:00, Saturday 9:00-13:00, closed on Sunday. */
const HOURS: OpeningSlot[] = [
  ...weekdays('13:30', '18:00'),
  ...weekdays('09:00', '12:30'),
  { weekday: 'SATURDAY', start: '09:00', end: '13:00' },
];

describe('opening slots (SPEC §9: H:MM-H:MM)', () => {
  it('writes hours without a leading zero and keeps the minutes', () => {
    expect(formatTime('09:00')).toBe('9:00');
    expect(formatTime('00:30')).toBe('0:30');
    expect(formatTime('18:45')).toBe('18:45');
    expect(formatSlot({ start: '09:00', end: '18:00' })).toBe('9:00-18:00');
  });

  it('joins the two slots of a day with a lunch break with a comma, earliest first', () => {
    expect(
      formatSlots([
        { start: '13:30', end: '18:00' },
        { start: '09:00', end: '12:30' },
      ]),
    ).toBe('9:00-12:30, 13:30-18:00');
  });

  it('lists the regular week Monday first, a day without slots as closed', () => {
    const week = weeklySchedule(HOURS).map((d) => `${d.weekday} ${formatSlots(d.slots) || 'closed'}`);
    expect(week).toEqual([
      'MONDAY 9:00-12:30, 13:30-18:00',
      'TUESDAY 9:00-12:30, 13:30-18:00',
      'WEDNESDAY 9:00-12:30, 13:30-18:00',
      'THURSDAY 9:00-12:30, 13:30-18:00',
      'FRIDAY 9:00-12:30, 13:30-18:00',
      'SATURDAY 9:00-13:00',
      'SUNDAY closed',
    ]);
  });
});

describe('the coming days (SPEC §9: closed on holidays, 24 and 31 December)', () => {
  const summary = (days: ReturnType<typeof comingDays>) =>
    days.map(
      (d) => `${d.day} ${d.open ? formatSlots(d.slots) : d.closure.kind === 'holiday' ? `holiday ${d.closure.holiday}` : d.closure.kind}`,
    );

  it('closes an Austrian shop over Christmas and opens it again on Monday', () => {
    expect(summary(comingDays(HOURS, 'AT', '2026-12-22'))).toEqual([
      '2026-12-22 9:00-12:30, 13:30-18:00',
      '2026-12-23 9:00-12:30, 13:30-18:00',
      '2026-12-24 christmasEve',
      '2026-12-25 holiday christmas',
      '2026-12-26 holiday stStephen',
      '2026-12-27 regular',
      '2026-12-28 9:00-12:30, 13:30-18:00',
    ]);
  });

  it('closes on New Year’s Eve and uses the market’s own holidays', () => {
    expect(summary(comingDays(HOURS, 'UK', '2026-12-28', 5))).toEqual([
      '2026-12-28 holiday substituteBankHoliday',
      '2026-12-29 9:00-12:30, 13:30-18:00',
      '2026-12-30 9:00-12:30, 13:30-18:00',
      '2026-12-31 newYearsEve',
      '2027-01-01 holiday newYear',
    ]);
    expect(summary(comingDays(HOURS, 'IT', '2026-06-01', 2))).toEqual([
      '2026-06-01 9:00-12:30, 13:30-18:00',
      '2026-06-02 holiday republicDay',
    ]);
  });

  it('numbers the days from today and names their weekdays', () => {
    const days = comingDays(HOURS, 'DE', '2026-11-23');
    expect(days.map((d) => d.offset)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(days[0]).toMatchObject({ weekday: 'MONDAY', open: true });
    expect(days[6]).toMatchObject({ weekday: 'SUNDAY', open: false, closure: { kind: 'regular' } });
  });

  it('takes today in the market’s time zone', () => {
    const lateEvening = new Date('2026-12-23T23:30:00Z');
    expect(dayIn('Europe/Vienna', lateEvening)).toBe('2026-12-24');
    expect(dayIn('Europe/London', lateEvening)).toBe('2026-12-23');
  });
});

describe('the week in short', () => {
  it('groups consecutive days with the same slots, closed days included', () => {
    const runs = weekRuns(HOURS).map((r) => `${r.days.join(',')} ${formatSlots(r.slots) || 'closed'}`);
    expect(runs).toEqual(['MONDAY,TUESDAY,WEDNESDAY,THURSDAY,FRIDAY 9:00-12:30, 13:30-18:00', 'SATURDAY 9:00-13:00', 'SUNDAY closed']);
  });
});
