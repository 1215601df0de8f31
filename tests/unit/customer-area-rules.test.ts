import { aliquotUnits, hasAliquotUnits } from '@/lib/domain/aliquot';
import { pairBalances } from '@/lib/domain/balance-pairs';
import { isUnpaid } from '@/lib/domain/unpaid-invoice';
import { forecastUsage } from '@/lib/domain/usage-forecast';
import type { Balance } from '@/lib/platform/content-api/schemas';

const balance = (balanceGroupType: Balance['balanceGroupType'], name: string): Balance => ({
  balanceGroupType,
  name,
  limit: 10,
  unit: 'GB',
  unlimited: false,
  usage: 1,
});

describe('pairBalances', () => {
  it('pairs each roaming balance with the domestic balance of its group type, in domestic order', () => {
    const data = balance('DATA', 'Data');
    const minutes = balance('MINUTES', 'Minutes');
    const sms = balance('SMS', 'SMS');
    const euData = balance('DATA', 'EU data');
    const euMinutes = balance('MINUTES', 'EU minutes');
    expect(pairBalances([data, minutes, sms], [euMinutes, euData])).toEqual([
      { domestic: data, roaming: euData },
      { domestic: minutes, roaming: euMinutes },
      { domestic: sms, roaming: undefined },
    ]);
  });

  it('keeps a roaming balance without a domestic one of its type at the end', () => {
    const data = balance('DATA', 'Data');
    const euSms = balance('SMS', 'EU SMS');
    expect(pairBalances([data], [euSms])).toEqual([{ domestic: data, roaming: undefined }, { roaming: euSms }]);
  });
});

describe('isUnpaid (SPEC §4)', () => {
  const total = (amount: number) => ({ amount, currencyCode: 'EUR' });
  it.each(['OPEN', 'APPROVED', 'IN_PROGRESS', 'PARTIAL_PAID'] as const)('counts a positive %s invoice as unpaid', (status) => {
    expect(isUnpaid({ total: total(12.9), status })).toBe(true);
  });
  it.each(['PAID', 'CREATED', 'CANCELLED'] as const)('does not count a %s invoice', (status) => {
    expect(isUnpaid({ total: total(12.9), status })).toBe(false);
  });
  it('does not count an open invoice of zero or a credit', () => {
    expect(isUnpaid({ total: total(0), status: 'OPEN' })).toBe(false);
    expect(isUnpaid({ total: total(-5), status: 'OPEN' })).toBe(false);
  });
});

describe('aliquotUnits (SPEC §9 first month pro rata)', () => {
  it('gives the share of the days left in the month, the activation day included', () => {
    expect(aliquotUnits(40, 16, 30)).toBe(20);
    expect(aliquotUnits(60, 23, 30, 2)).toBe(16);
    expect(aliquotUnits(1000, 2, 31)).toBe(967);
  });
  it('rounds down to the given decimals', () => {
    expect(aliquotUnits(25, 10, 31, 2)).toBe(17.74);
    expect(aliquotUnits(25, 10, 31)).toBe(17);
  });
  it('gives the whole amount from the 1st and says whether units are a share', () => {
    expect(aliquotUnits(40, 1, 30)).toBe(40);
    expect(hasAliquotUnits(1)).toBe(false);
    expect(hasAliquotUnits(2)).toBe(true);
  });
  it('refuses a day that is not in the month', () => {
    expect(() => aliquotUnits(40, 31, 30)).toThrow(RangeError);
    expect(() => aliquotUnits(40, 0, 30)).toThrow(RangeError);
  });
});

describe('forecastUsage', () => {
  const period = { periodStart: '2026-11-01', periodEnd: '2026-11-30' };
  it('continues the pace so far to the end of the period and says when the limit will be passed', () => {
    // 30 GB in 20 days: 1.5 GB a day, 45 GB by the 30th; day 27 brings 40.5 GB > 40.
    expect(forecastUsage({ ...period, usage: 30, limit: 40, unlimited: false, today: '2026-11-20' })).toEqual({
      projected: 45,
      overLimit: false,
      exceedsOn: '2026-11-27',
    });
  });
  it('says nothing will be passed when the pace stays under the limit', () => {
    expect(forecastUsage({ ...period, usage: 10, limit: 40, unlimited: false, today: '2026-11-15' })).toEqual({
      projected: 20,
      overLimit: false,
    });
  });
  it('reports a limit already used up, and never a limit for unlimited balances', () => {
    expect(forecastUsage({ ...period, usage: 41, limit: 40, unlimited: false, today: '2026-11-20' })).toMatchObject({ overLimit: true });
    expect(forecastUsage({ ...period, usage: 500, limit: 0, unlimited: true, today: '2026-11-10' })).toEqual({
      projected: 1500,
      overLimit: false,
    });
  });
  it('counts today as a day used (no division by zero on the first day)', () => {
    expect(forecastUsage({ ...period, usage: 0, limit: 40, unlimited: false, today: '2026-11-01' })).toEqual({
      projected: 0,
      overLimit: false,
    });
    expect(forecastUsage({ ...period, usage: 2, limit: 40, unlimited: false, today: '2026-11-01' })).toEqual({
      projected: 60,
      overLimit: false,
      exceedsOn: '2026-11-21',
    });
  });
  it('refuses a today outside the period', () => {
    expect(() => forecastUsage({ ...period, usage: 1, limit: 40, unlimited: false, today: '2026-12-01' })).toThrow(RangeError);
  });
});
