import { applyCostLimit, DEFAULT_RATES, overageCost, THROTTLED_SPEED_KBITS } from '@/lib/domain/cost-control';
import { formatMoney } from '@/lib/platform/i18n/format';

const NBSP = '\u00a0';

describe('overage at the default rates (SPEC §9)', () => {
  it('charges 0.004 per MB and 0.04 per call minute and per SMS', () => {
    expect(DEFAULT_RATES).toEqual({ perMb: 0.004, perMinute: 0.04, perSms: 0.04 });
    expect(overageCost({ dataMb: 1, minutes: 0, sms: 0 }).total).toBe(0);
    expect(overageCost({ dataMb: 0, minutes: 1, sms: 1 })).toEqual({ data: 0, voice: 0.04, sms: 0.04, total: 0.08 });
  });

  it('prices 500 MB and 30 minutes beyond the allowance at 3.20 without float error', () => {
    expect(overageCost({ dataMb: 500, minutes: 30, sms: 0 })).toEqual({ data: 2, voice: 1.2, sms: 0, total: 3.2 });
    expect(overageCost({ dataMb: 1024, minutes: 7, sms: 3 })).toEqual({ data: 4.1, voice: 0.28, sms: 0.12, total: 4.5 });
  });

  it('adds the exact thousandths before rounding the total to the cent', () => {
    // 1 MB (0.004) + 1 MB (0.004) would be 0.00 + 0.00 if each kind were rounded first.
    expect(overageCost({ dataMb: 2, minutes: 0, sms: 0 }, { perMb: 0.004, perMinute: 0, perSms: 0 }).total).toBe(0.01);
  });

  it('rejects negative or non-numeric usage', () => {
    expect(() => overageCost({ dataMb: -1, minutes: 0, sms: 0 })).toThrow(RangeError);
    expect(() => overageCost({ dataMb: 0, minutes: Number.NaN, sms: 0 })).toThrow(RangeError);
  });
});

describe('cost limit (SPEC §4)', () => {
  it('with a limit of 0 allows nothing beyond the included units', () => {
    expect(applyCostLimit(3.2, 0)).toEqual({ limit: 0, charged: 0, reached: true });
  });

  it('with a limit above 0 charges the overage up to the limit', () => {
    expect(applyCostLimit(3.2, 10)).toEqual({ limit: 10, charged: 3.2, reached: false });
    expect(applyCostLimit(3.2, 2)).toEqual({ limit: 2, charged: 2, reached: true });
    expect(applyCostLimit(3.2, 3.2)).toEqual({ limit: 3.2, charged: 3.2, reached: true });
  });

  it('is not reached when nothing was used beyond the allowance', () => {
    expect(applyCostLimit(0, 0)).toEqual({ limit: 0, charged: 0, reached: false });
  });

  it('throttles data to 64 kbit/s at the limit', () => {
    expect(THROTTLED_SPEED_KBITS).toBe(64);
  });
});

describe('per-unit rates in the market currency', () => {
  it('keep their third decimal', () => {
    expect(formatMoney(0.004, 'GBP', 'en-GB', { unitRate: true })).toBe(`£${NBSP}0.004`);
    expect(formatMoney(0.004, 'CHF', 'fr-CH', { unitRate: true })).toBe(`0.004${NBSP}CHF`);
    expect(formatMoney(0.04, 'EUR', 'de-AT', { unitRate: true })).toBe(`€${NBSP}0,04`);
    expect(formatMoney(0.004, 'EUR', 'it-IT')).toBe(`0,00${NBSP}€`);
  });
});
