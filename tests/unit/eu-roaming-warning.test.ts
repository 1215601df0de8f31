import { euRoamingDataWarning } from '@/lib/domain/eu-roaming-warning';
import type { Balance } from '@/lib/platform/content-api/schemas';

const data = (usage: number, limit: number, unlimited = false): Balance => ({
  usage,
  limit,
  unlimited,
  name: 'EU roaming data',
  unit: 'GB',
  balanceGroupType: 'DATA',
});
const minutes: Balance = { usage: 99, limit: 100, unlimited: false, name: 'EU roaming minutes', unit: 'Min', balanceGroupType: 'MINUTES' };

describe('euRoamingDataWarning', () => {
  it('warns from exactly 80 % of the EU roaming data allowance, counted in hundredths', () => {
    expect(euRoamingDataWarning([data(15.2, 19)])).toEqual({ usedPercent: 80, used: 15.2, limit: 19, unit: 'GB', usedUp: false });
    expect(euRoamingDataWarning([data(6.4, 8)])).toMatchObject({ usedPercent: 80 });
    expect(euRoamingDataWarning([data(15.19, 19)])).toBeUndefined();
  });

  it('rounds the share down and says when the allowance is used up', () => {
    expect(euRoamingDataWarning([data(6.8, 8)])).toMatchObject({ usedPercent: 85, usedUp: false });
    expect(euRoamingDataWarning([data(7.99, 8)])).toMatchObject({ usedPercent: 99, usedUp: false });
    expect(euRoamingDataWarning([data(8, 8)])).toMatchObject({ usedPercent: 100, usedUp: true });
    expect(euRoamingDataWarning([data(9.5, 8)])).toMatchObject({ usedPercent: 118, usedUp: true });
  });

  it('gives no warning for unlimited EU data, no EU roaming data allowance, or no roaming at all', () => {
    expect(euRoamingDataWarning([data(50, 0, true)])).toBeUndefined();
    expect(euRoamingDataWarning([data(0.5, 0)])).toBeUndefined();
    expect(euRoamingDataWarning([minutes])).toBeUndefined();
    expect(euRoamingDataWarning([])).toBeUndefined();
  });
});
