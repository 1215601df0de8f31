import { passesLuhn } from './luhn';

/**
 * SPEC §3 Payment: card number and CVV, checked in the browser before the payment provider is
 * called; the card number never reaches our server (the provider's form or token takes it). Card
 * numbers have 13 to 19 digits (ISO/IEC 7812); people type them with spaces or dashes.
 */

export const CARD_NUMBER_LENGTH = { min: 13, max: 19 } as const;

export type CardNumberProblem = 'required' | 'invalid_format' | 'wrong_length' | 'wrong_checksum';

/** Display only: the brand's mark beside the field. The provider decides what it accepts. */
export type CardBrand = 'visa' | 'mastercard' | 'amex';

/** The digits of a typed card number, spaces and dashes dropped. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]+/g, '');
}

/** Why a card number cannot be right; undefined when it can (whether the card exists only the provider knows). */
export function cardNumberProblem(input: string): CardNumberProblem | undefined {
  const digits = normalizeCardNumber(input);
  if (digits === '') return 'required';
  if (!/^\d+$/.test(digits)) return 'invalid_format';
  if (digits.length < CARD_NUMBER_LENGTH.min || digits.length > CARD_NUMBER_LENGTH.max) return 'wrong_length';
  return passesLuhn(digits) ? undefined : 'wrong_checksum';
}

/**
 * The brand by the issuer prefix, as soon as the first digits are typed: Visa 4; Mastercard 51–55
 * and 2221–2720; American Express 34 and 37. Undefined for any other or too few digits.
 */
export function cardBrand(input: string): CardBrand | undefined {
  const digits = normalizeCardNumber(input);
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  const four = Number(digits.slice(0, 4));
  if (digits.length >= 4 && four >= 2221 && four <= 2720) return 'mastercard';
  return undefined;
}

/** The card security code: four digits on the front of an American Express card, three on the back of the others. */
export function isValidCardCode(code: string, brand: CardBrand | undefined): boolean {
  return (brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(code.trim());
}
