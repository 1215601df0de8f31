import { daysLeft } from '@/lib/domain/days-left';

describe('daysLeft', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');

  it('counts whole days to the end', () => {
    expect(daysLeft('2026-11-30T10:00:00Z', now)).toBe(7);
    expect(daysLeft(new Date('2026-11-30T09:59:59Z'), now)).toBe(6);
  });

  it('is 0 on the last day and once the deal has ended', () => {
    expect(daysLeft('2026-11-23T23:59:59Z', now)).toBe(0);
    expect(daysLeft('2026-11-01T00:00:00Z', now)).toBe(0);
  });
});
