import { storedCardState } from '@/lib/domain/stored-card-state';

const card = (expiryMonth: number, expiryYear: number, active = true) => ({ expiryMonth, expiryYear, active });

describe('storedCardState (SPEC §4 payment card)', () => {
  it('is valid to the last day of its expiry month, expired the day after', () => {
    expect(storedCardState(card(11, 2026), '2026-11-30')).toBe('EXPIRING_SOON');
    expect(storedCardState(card(11, 2026), '2026-12-01')).toBe('EXPIRED');
    expect(storedCardState(card(2, 2028), '2028-02-29')).toBe('EXPIRING_SOON');
    expect(storedCardState(card(2, 2028), '2028-03-01')).toBe('EXPIRED');
  });

  it('warns 30 days ahead of the last valid day', () => {
    // Last valid day 31 December 2026.
    expect(storedCardState(card(12, 2026), '2026-12-01')).toBe('EXPIRING_SOON');
    expect(storedCardState(card(12, 2026), '2026-11-30')).toBe('ACTIVE');
    expect(storedCardState(card(12, 2029), '2026-11-23')).toBe('ACTIVE');
  });

  it('names a stopped card inactive unless it has expired anyway', () => {
    expect(storedCardState(card(12, 2029, false), '2026-11-23')).toBe('INACTIVE');
    expect(storedCardState(card(11, 2026, false), '2026-11-23')).toBe('INACTIVE');
    expect(storedCardState(card(10, 2026, false), '2026-11-23')).toBe('EXPIRED');
  });
});
