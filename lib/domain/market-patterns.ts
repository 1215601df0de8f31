import type { Mandant } from '@storefront/wire';

/**
 * SPEC §3 Service configuration countryConfig and §5: the market's patterns for postal code, VAT
 * number, mobile and landline numbers come from /config/mandant at run time (regular expressions as
 * strings), so this applies a pattern and never holds one. A pattern must match the whole value, as
 * an HTML pattern attribute does, whether or not it is written with ^ and $.
 */

export type CountryPatterns = Pick<
  Mandant['countryConfig'],
  'zipCodeRegex' | 'vatNumberRegex' | 'mobilePhoneNumberRegex' | 'phoneNumberRegex'
>;

/** The market's phone patterns. */
export type PhoneRules = Pick<CountryPatterns, 'mobilePhoneNumberRegex' | 'phoneNumberRegex'>;

/** Whether the whole value matches; undefined when the pattern cannot be read as a JavaScript regular expression. */
export function matchesMarketPattern(pattern: string, value: string): boolean | undefined {
  let regex: RegExp;
  try {
    regex = new RegExp(`^(?:${pattern})$`);
  } catch {
    return undefined;
  }
  return regex.test(value);
}

/**
 * A mobile or a landline number of the market (SPEC §5 "invalid phone number" otherwise). Strict, as
 * the content API judges and the contact forms check: only a pattern that can be read accepts a number.
 */
export function isMarketPhoneNumber(rules: PhoneRules, value: string): boolean {
  const number = value.trim();
  return [rules.mobilePhoneNumberRegex, rules.phoneNumberRegex].some((pattern) => matchesMarketPattern(pattern, number) === true);
}

/**
 * Whether a pattern takes digits alone (AT's postal code `^\d{4}$`, IT's `^\d{5}$`; not the UK's
 * postcodes): such a field gets the digit keyboard (inputmode numeric). Read from the pattern's
 * text, so a pattern it cannot tell about counts as not only digits.
 */
export function digitsOnly(pattern: string): boolean {
  return /^\^?(?:\\d|\[0-9\])(?:\{\d+(?:,\d*)?\}|[+*])?\$?$/.test(pattern);
}

/** A VAT number as registers print it: no spaces, capital letters ("atu 1234 5678" → "ATU12345678"). */
export function normalizeVatNumber(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export type MarketPatternField = 'zip' | 'vatNumber' | 'phone' | 'mobilePhone';

export type MarketPatternProblem = 'required' | 'invalid_format';

/**
 * Why a personal-data field does not fit the market's pattern: a postal code, a VAT number (as typed
 * or without spaces and in capitals), a phone number (mobile or landline) or a mobile number (for an
 * SMS). A pattern the browser cannot read checks nothing there: the content API validates the order
 * again, and a visitor is never stopped by a pattern no one can satisfy.
 */
export function marketPatternProblem(
  field: MarketPatternField,
  value: string,
  patterns: CountryPatterns,
): MarketPatternProblem | undefined {
  const typed = value.trim();
  if (typed === '') return 'required';
  const candidates = field === 'vatNumber' ? [typed, normalizeVatNumber(typed)] : [typed];
  const regexes = {
    zip: [patterns.zipCodeRegex],
    vatNumber: [patterns.vatNumberRegex],
    phone: [patterns.mobilePhoneNumberRegex, patterns.phoneNumberRegex],
    mobilePhone: [patterns.mobilePhoneNumberRegex],
  }[field];
  const results = regexes.flatMap((pattern) => candidates.map((candidate) => matchesMarketPattern(pattern, candidate)));
  return results.includes(true) || results.includes(undefined) ? undefined : 'invalid_format';
}
