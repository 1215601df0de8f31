import { ACTIVATION_WITHIN_MONTHS, isActivationDateAllowed } from '@/lib/domain/activation-date';

describe('activation date (SPEC §9)', () => {
  it('activates within 6 months of today', () => {
    expect(ACTIVATION_WITHIN_MONTHS).toBe(6);
    expect(isActivationDateAllowed('2026-11-23', '2026-11-23')).toBe(true);
    expect(isActivationDateAllowed('2027-05-23', '2026-11-23')).toBe(true);
    expect(isActivationDateAllowed('2027-05-24', '2026-11-23')).toBe(false);
    expect(isActivationDateAllowed('2026-11-22', '2026-11-23')).toBe(false);
  });
});
