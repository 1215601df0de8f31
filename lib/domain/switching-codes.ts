import type { IsoDay } from './holidays';
import { addDays } from './opening-hours';

/**
 * SPEC §3 Authorisation code (type PAC or STAC, code, expiryDate): the UK switching codes a
 * customer requests in the customer area and gives the new provider. Their format and validity are
 * Ofcom's (General Condition C7, "text to switch"), which SPEC does not state: a PAC (to keep the
 * number) is three letters and six digits ("ABC123456"), a STAC (to leave without it) six digits and
 * three letters ("123456ABC"); both are valid for 30 days from the day they are issued.
 */

export type SwitchingCodeType = 'PAC' | 'STAC';

export const SWITCHING_CODE_VALID_DAYS = 30;

const PATTERN: Record<SwitchingCodeType, RegExp> = { PAC: /^[A-Z]{3}\d{6}$/, STAC: /^\d{6}[A-Z]{3}$/ };

export type SwitchingCodeProblem = 'required' | 'invalid_format' | 'wrong_type';

/** The code as the providers write it: no spaces, capital letters ("abc 123 456" → "ABC123456"). */
export function normalizeSwitchingCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** Which of the two codes this is by its shape; undefined when it is neither. */
export function switchingCodeType(input: string): SwitchingCodeType | undefined {
  const code = normalizeSwitchingCode(input);
  return (Object.keys(PATTERN) as SwitchingCodeType[]).find((type) => PATTERN[type].test(code));
}

/**
 * Why a code cannot be the one asked for: a number port needs a PAC, and a STAC (well formed, but
 * for leaving without the number) is 'wrong_type'.
 */
export function switchingCodeProblem(input: string, expected: SwitchingCodeType): SwitchingCodeProblem | undefined {
  if (normalizeSwitchingCode(input) === '') return 'required';
  const type = switchingCodeType(input);
  if (type === undefined) return 'invalid_format';
  return type === expected ? undefined : 'wrong_type';
}

/**
 * The last day a code issued on `issuedOn` can be used: 30 days later. Days are counted from the
 * day after the issue, as periods are in law, so a code issued on 1 March is good to 31 March.
 */
export function switchingCodeExpiry(issuedOn: IsoDay): IsoDay {
  return addDays(issuedOn, SWITCHING_CODE_VALID_DAYS);
}

/** Whether a code is still valid on `today`: up to and including its expiry date (the API's expiryDate, or switchingCodeExpiry). */
export function isSwitchingCodeValidOn(expiryDate: IsoDay, today: IsoDay): boolean {
  return today <= expiryDate;
}
