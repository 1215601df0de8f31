import { passesLuhn } from './luhn';

/**
 * SPEC §3 SIM replacement (technicalIccid, humanReadableIccid): the ICCID printed on a SIM card is
 * 19 or 20 digits ending in a Luhn check digit (ITU-T E.118). People type it with spaces as printed
 * in groups of four; the card itself stores it nibble-swapped (the "technical" form, 3GPP TS 31.102
 * EF_ICCID), padded with F to 20 characters.
 */

export type IccidProblem = 'required' | 'invalid_format' | 'invalid_checksum';

/** The ICCID as typed, without the spaces and hyphens of the print ("8943 0110 …" → "89430110…"). */
export function normalizeIccid(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** Why a typed ICCID cannot be a card's; undefined when it can. */
export function iccidProblem(input: string): IccidProblem | undefined {
  const iccid = normalizeIccid(input);
  if (iccid === '') return 'required';
  if (!/^\d{19,20}$/.test(iccid)) return 'invalid_format';
  return passesLuhn(iccid) ? undefined : 'invalid_checksum';
}

/** Groups of four as printed on the card: "8943 0110 0000 0001 2345". */
export function humanReadableIccid(iccid: string): string {
  return normalizeIccid(iccid).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The card's stored form: digit pairs swapped, an odd last digit paired with F ("8943…5" → "9834…F5"). */
export function technicalIccid(iccid: string): string {
  const digits = normalizeIccid(iccid).padEnd(20, 'F');
  return digits.replace(/(.)(.)/g, '$2$1');
}
