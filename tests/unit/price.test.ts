import { financingPrice, grossOf, roundTariffPrice, sameCurrency } from '@/lib/domain/price';
import { setupFeeDifference, setupFeePeriod } from '@/lib/domain/setup-fee';
import { groupSlug } from '@/lib/domain/slug';

describe('amounts and their currency', () => {
  it('says whether every amount is in the given currency', () => {
    expect(
      sameCurrency('CHF', [
        { amount: 290, currencyCode: 'CHF' },
        { amount: 49, currencyCode: 'CHF' },
      ]),
    ).toBe(true);
    expect(
      sameCurrency('CHF', [
        { amount: 290, currencyCode: 'CHF' },
        { amount: 50, currencyCode: 'EUR' },
      ]),
    ).toBe(false);
    expect(sameCurrency('GBP', [])).toBe(true);
  });
});

describe('net to gross (SPEC §3)', () => {
  it('computes total = net × (1 + rate) to the cent', () => {
    expect(grossOf({ netAmount: 16.58, currencyCode: 'EUR', vatRate: 20 })).toBe(19.9);
    expect(grossOf({ netAmount: 10, currencyCode: 'CHF', vatRate: 8.1 })).toBe(10.81);
    expect(grossOf({ netAmount: 0.1, currencyCode: 'EUR', vatRate: 22 })).toBe(0.12);
  });

  it('passes a gross price through', () => {
    expect(grossOf({ amount: 9.9, currencyCode: 'EUR' })).toBe(9.9);
  });
});

describe('tariff price rounding (SPEC §9)', () => {
  it('rounds to one decimal, half up, without float error', () => {
    expect(roundTariffPrice(14.95)).toBe(15);
    expect(roundTariffPrice(14.94)).toBe(14.9);
    expect(roundTariffPrice(1.05)).toBe(1.1);
    expect(roundTariffPrice(9.9)).toBe(9.9);
    expect(roundTariffPrice(-2.45)).toBe(-2.5);
  });
});

describe('device financing (SPEC §9)', () => {
  it('divides the gross price by 24, rounded up so the instalments cover the price', () => {
    expect(financingPrice(1199)).toEqual({ monthly: 49.96, months: 24 });
    expect(financingPrice(240)).toEqual({ monthly: 10, months: 24 });
    expect(financingPrice(199.99).monthly * 24).toBeGreaterThanOrEqual(199.99);
  });
});

describe('setup fee (SPEC §9)', () => {
  const fee = {
    duration: 3,
    setupFee: { amount: 0, currencyCode: 'EUR' },
    basicFeeDuringSetupFeeDuration: { amount: 4.9, currencyCode: 'EUR' },
    description: '',
  };

  it('names the months of the setup period for "first month" / "first N months"', () => {
    expect(setupFeePeriod(fee)).toEqual({ months: 3 });
    expect(setupFeePeriod({ ...fee, duration: 1 })).toEqual({ months: 1 });
  });

  it('tells the monthly difference to the regular fee', () => {
    expect(setupFeeDifference(fee, 9.9)).toBe(-5);
  });
});

describe('group link slugs (SPEC §2)', () => {
  it('is the group name in lower case with spaces removed', () => {
    expect(groupSlug('Galaxy S26 Ultra')).toBe('galaxys26ultra');
    expect(groupSlug('  FRITZ!Box 6690 ')).toBe('fritz!box6690');
    expect(groupSlug('Xiaomi Über')).toBe('xiaomiüber');
  });
});
