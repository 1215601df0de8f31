/**
 * SPEC §1/§3 payment by direct debit (SEPA): the IBAN a visitor types, checked as ISO 13616 says
 * (country code, two check digits, mod-97 = 1) and against the length the SWIFT IBAN registry gives
 * the country. SPEC names no accepted countries; like real operators we take any SEPA country's
 * account, since a SEPA direct debit can draw on all of them. Countries that joined the SEPA scheme
 * only in 2024–2025 (Albania, Moldova, Montenegro, North Macedonia, Serbia) are left out until the
 * payment provider confirms it debits them; add them here with their registry length.
 */

/** IBAN length per SEPA country (SWIFT IBAN registry). French overseas departments, Åland, Jersey, Guernsey and Man use FR, FI and GB IBANs. */
export const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

export type IbanProblem = 'required' | 'invalid_format' | 'unsupported_country' | 'wrong_length' | 'wrong_checksum';

/** What a visitor typed as the machine form: no spaces (also non-breaking ones from a pasted statement), upper case. */
export function normalizeIban(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The printed form: groups of four ("DE89 3704 0044 0532 0130 00"). */
export function formatIban(input: string): string {
  return normalizeIban(input).replace(/(.{4})(?=.)/g, '$1 ');
}

/** An IBAN with all but its country, check digits and last four characters hidden ("AT61 **** **** **** 3201"). */
export function maskIban(input: string): string {
  const iban = normalizeIban(input);
  return formatIban(iban.slice(0, 4) + '*'.repeat(iban.length - 8) + iban.slice(-4));
}

/** ISO 7064 MOD 97-10 over the IBAN with its first four characters moved to the end (A = 10 … Z = 35). */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = parseInt(char, 36);
    remainder = (value < 10 ? remainder * 10 + value : remainder * 100 + value) % 97;
  }
  return remainder;
}

/**
 * Why an IBAN cannot be taken, checked in the order a visitor fixes them: empty, not an IBAN at all
 * (letters, digits, check digits), a country we cannot debit, the length for its country, the check
 * digits. Undefined for a valid IBAN. `lengths` narrows or widens the accepted countries.
 */
export function ibanProblem(input: string, lengths: Readonly<Record<string, number>> = SEPA_IBAN_LENGTHS): IbanProblem | undefined {
  const iban = normalizeIban(input);
  if (iban === '') return 'required';
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'invalid_format';
  const length = lengths[iban.slice(0, 2)];
  if (length === undefined) return 'unsupported_country';
  if (iban.length !== length) return 'wrong_length';
  return mod97(iban) === 1 ? undefined : 'wrong_checksum';
}

export function isValidIban(input: string, lengths?: Readonly<Record<string, number>>): boolean {
  return ibanProblem(input, lengths) === undefined;
}
