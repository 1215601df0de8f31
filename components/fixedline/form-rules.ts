import type { RegisterOptions } from 'react-hook-form';
import type { FieldErrorCode } from '@/lib/contracts/field-errors';
import type { AddressValues, LeadValues } from './check-client';

/*
 * The forms' rules in the browser, without zod so the page loads little JavaScript: the same checks
 * and error codes as the API's schemas (SPEC §5: empty field; search needs more than 1 character),
 * plus the market's patterns from /config/mandant. The API checks everything again.
 */

type Rule = (value: string) => FieldErrorCode | undefined;

/** The first failing rule's code (RHF shows it as the field's message), or true. */
const check =
  (...rules: Rule[]) =>
  (value: string) =>
    rules.map((rule) => rule(value)).find(Boolean) ?? true;

const required: Rule = (v) => (v.trim() === '' ? 'required' : undefined);
const minLength = (n: number): Rule => (v) => (v.trim().length < n ? 'too_short' : undefined);
const maxLength = (n: number): Rule => (v) => (v.trim().length > n ? 'too_long' : undefined);
const matchesOne =
  (patterns: (RegExp | undefined)[]): Rule =>
  (v) =>
    patterns.every((p) => p === undefined) || patterns.some((p) => p?.test(v.trim())) ? undefined : 'invalid_format';
const email: Rule = (v) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? undefined : 'invalid_format');

/** A pattern from /config/mandant as a RegExp; a pattern the browser cannot read checks nothing. */
function patternOf(source: string): RegExp | undefined {
  try {
    return new RegExp(source);
  } catch {
    return undefined;
  }
}

export function addressRules(zipPattern: string): { [K in keyof AddressValues]: RegisterOptions<AddressValues, K> } {
  const optional = { validate: check(maxLength(10)) };
  return {
    zip: { validate: check(required, matchesOne([patternOf(zipPattern)])) },
    city: { validate: check(maxLength(60)) },
    street: { validate: check(required, minLength(2), maxLength(100)) },
    houseNumber: { validate: check(required, maxLength(12)) },
    stairs: optional,
    door: optional,
    buildingType: { validate: (v) => v !== '' || 'required' },
  };
}

/** A phone number must be a mobile or a landline number of the market. */
export function leadRules(phonePatterns: string[]): { [K in keyof LeadValues]: RegisterOptions<LeadValues, K> } {
  return {
    name: { validate: check(required, maxLength(100)) },
    email: { validate: check(required, maxLength(254), email) },
    phone: { validate: check(required, maxLength(30), matchesOne(phonePatterns.map(patternOf))) },
    consent: { validate: (v) => v || 'consent_required' },
  };
}

export type ErrorMessageKey =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'invalidZip'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'invalid'
  | 'consent'
  | 'chooseOption';

const FORMAT_MESSAGE: Record<string, ErrorMessageKey> = {
  zip: 'invalidZip',
  'address.zip': 'invalidZip',
  email: 'invalidEmail',
  phone: 'invalidPhone',
};

/** The message (fibre.errors.*) for an error code on a field, from our rules or the API's 400. */
export function errorMessageKey(field: string, code: string | undefined): ErrorMessageKey {
  switch (code as FieldErrorCode) {
    case 'required':
      return field === 'buildingType' ? 'chooseOption' : 'required';
    case 'too_short':
      return 'tooShort';
    case 'too_long':
      return 'tooLong';
    case 'consent_required':
      return 'consent';
    default:
      return FORMAT_MESSAGE[field] ?? 'invalid';
  }
}
