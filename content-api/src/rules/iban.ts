/**
 * The IBAN check of PUT /payment/method/sepa, a server-backed rule in the manner of SPEC §5: the
 * country must take part in SEPA direct debit, the IBAN must have that country's length, and its
 * check digits must pass ISO 7064 mod 97-10 (ISO 13616). Mirrors the storefront's rule, which lands
 * in lib/domain/iban.ts with the parallel rules work; after that merge the API imports it from there.
 */

/** IBAN length of each country of the SEPA scheme (EU/EEA, CH, UK, and the microstates with SEPA). */
export const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18,
  FR: 27, GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20,
  LV: 21, MC: 27, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
};

/** Why an IBAN is refused, as a field code of the 400 body. */
export type IbanProblem = 'invalid_format' | 'unsupported_country' | 'invalid_length' | 'invalid_checksum';

/** An IBAN as typed ("at61 1904 3002 3457 3201") in its electronic form ("AT611904300234573201"). */
export function normaliseIban(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** ISO 7064 mod 97-10 over the IBAN with its first four characters moved to the end, letters as 10–35. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = Number.parseInt(char, 36);
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder;
}

/** The problem of an IBAN (normalised first), or null when it is one SEPA direct debit can use. */
export function ibanProblem(input: string): IbanProblem | null {
  const iban = normaliseIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'invalid_format';
  const length = SEPA_IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'unsupported_country';
  if (iban.length !== length) return 'invalid_length';
  return mod97(iban) === 1 ? null : 'invalid_checksum';
}

/** An IBAN with all but its country, check digits and last four characters hidden ("AT61 **** **** **** 3201"). */
export function maskIban(iban: string): string {
  const masked = iban.slice(0, 4) + '*'.repeat(iban.length - 8) + iban.slice(-4);
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}
