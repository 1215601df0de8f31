import { billPeriodPosition, usageLevel } from '@/lib/domain/usage-level';

describe('usageLevel', () => {
  it('says unlimited whatever was used', () => {
    expect(usageLevel({ usage: 500, limit: 0, unlimited: true })).toBe('unlimited');
  });

  it('is near the limit from 80 %, reached at the limit and beyond', () => {
    expect(usageLevel({ usage: 15.99, limit: 20, unlimited: false })).toBe('ok');
    expect(usageLevel({ usage: 16, limit: 20, unlimited: false })).toBe('near');
    // 19 × 0.8 is 15.200000000000001 in floating point: hundredths are compared, not floats.
    expect(usageLevel({ usage: 15.2, limit: 19, unlimited: false })).toBe('near');
    expect(usageLevel({ usage: 20, limit: 20, unlimited: false })).toBe('reached');
    expect(usageLevel({ usage: 23.4, limit: 20, unlimited: false })).toBe('reached');
  });

  it('counts a limit of 0 as reached (nothing included)', () => {
    expect(usageLevel({ usage: 0, limit: 0, unlimited: false })).toBe('reached');
  });
});

describe('billPeriodPosition', () => {
  it('counts the days left with today included', () => {
    expect(billPeriodPosition('2026-11-01', '2026-11-30', '2026-11-23')).toEqual({ today: '2026-11-23', daysLeft: 8 });
    expect(billPeriodPosition('2026-11-01', '2026-11-30', '2026-11-30')).toEqual({ today: '2026-11-30', daysLeft: 1 });
  });

  it('keeps a day outside the period at its edge', () => {
    expect(billPeriodPosition('2026-11-01', '2026-11-30', '2026-12-01')).toEqual({ today: '2026-11-30', daysLeft: 1 });
    expect(billPeriodPosition('2026-11-17', '2026-12-16', '2026-11-16')).toEqual({ today: '2026-11-17', daysLeft: 30 });
  });
});
