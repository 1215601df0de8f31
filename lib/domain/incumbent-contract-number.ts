import type { PortingContractType } from '@storefront/wire';

/**
 * SPEC §5: "an incumbent provider's business contract number starts with 3". When a business
 * customer ports a number from the incumbent (the market's former state operator), the contract number at the
 * old provider must begin with 3; SPEC says nothing more about its format, so nothing more is checked
 * here. SPEC does not name the incumbent either: /portings/providers carries no such flag, so the caller
 * says whether the chosen provider is the market's incumbent.
 */

export type IncumbentContractNumberProblem = 'incumbent_business_starts_with_3';

export function incumbentContractNumberProblem(
  contractNumber: string,
  porting: { fromIncumbent: boolean; contractType: PortingContractType },
): IncumbentContractNumberProblem | undefined {
  const number = contractNumber.trim();
  if (!porting.fromIncumbent || porting.contractType !== 'BUSINESS' || number === '') return undefined;
  return number.startsWith('3') ? undefined : 'incumbent_business_starts_with_3';
}
