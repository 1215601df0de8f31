import { BASE_FEE_WITHOUT_NOTICE, incomeLimit, socialTariffEligibility } from '@/lib/domain/social-tariff';

describe('social tariff income limits from 2025 (SPEC §9)', () => {
  it('is 1426.87 for one person and 2251.03 for two', () => {
    expect(incomeLimit(1)).toBe(1426.87);
    expect(incomeLimit(2)).toBe(2251.03);
  });

  it('adds 220.16 for each further person, exact to the cent', () => {
    expect(incomeLimit(3)).toBe(2471.19);
    expect(incomeLimit(4)).toBe(2691.35);
    expect(incomeLimit(10)).toBe(4012.31);
  });

  it('refuses a household without a person', () => {
    expect(() => incomeLimit(0)).toThrow(RangeError);
    expect(() => incomeLimit(1.5)).toThrow(RangeError);
  });

  it('keeps the base fee without a notice at 12.00', () => {
    expect(BASE_FEE_WITHOUT_NOTICE).toBe(12);
  });
});

describe('eligibility at the boundaries', () => {
  it.each([
    [1, 1426.87, true],
    [1, 1426.88, false],
    [2, 2251.03, true],
    [2, 2251.04, false],
    [3, 2471.19, true],
    [3, 2471.2, false],
    [1, 0, true],
  ])('a household of %i with %d a month qualifies: %s', (persons, income, qualifies) => {
    expect(socialTariffEligibility(persons, income).qualifies).toBe(qualifies);
  });

  it('tells the limit and how far the income is from it', () => {
    expect(socialTariffEligibility(2, 2000)).toEqual({ qualifies: true, limit: 2251.03, margin: 251.03 });
    expect(socialTariffEligibility(1, 1500)).toEqual({ qualifies: false, limit: 1426.87, margin: -73.13 });
  });
});
