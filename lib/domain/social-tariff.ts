/**
 * SPEC §9 social tariff: household net income limits from 2025 (1426.87 for one person, 2251.03 for
 * two, plus 220.16 for each further person) and the base fee without a positive notice (12.00 EUR).
 * Amounts are in EUR, the currency of the markets that offer the social tariff. Computed in cents so
 * that a limit is exact at any household size.
 */

export const INCOME_LIMIT_CENTS = { onePerson: 142_687, twoPersons: 225_103, eachFurtherPerson: 22_016 } as const;

/** SPEC §9: the base fee of the social tariff without a positive notice. */
export const BASE_FEE_WITHOUT_NOTICE = 12;

/** The largest household the calculator and the application accept. */
export const MAX_HOUSEHOLD_SIZE = 20;

/** The monthly net income limit of a household of `persons` (at least one person), in EUR. */
export function incomeLimit(persons: number): number {
  if (!Number.isInteger(persons) || persons < 1) throw new RangeError(`A household has at least one person, got ${persons}.`);
  const cents =
    persons === 1 ? INCOME_LIMIT_CENTS.onePerson : INCOME_LIMIT_CENTS.twoPersons + (persons - 2) * INCOME_LIMIT_CENTS.eachFurtherPerson;
  return cents / 100;
}

export type Eligibility = {
  qualifies: boolean;
  limit: number;
  /** How far the income is below (≥ 0) or above (< 0) the limit. */ margin: number;
};

/** Whether a household's monthly net income is within its limit (an income equal to the limit qualifies). */
export function socialTariffEligibility(persons: number, monthlyNetIncome: number): Eligibility {
  const limitCents = Math.round(incomeLimit(persons) * 100);
  const incomeCents = Math.round(monthlyNetIncome * 100);
  return { qualifies: incomeCents <= limitCents, limit: limitCents / 100, margin: (limitCents - incomeCents) / 100 };
}
