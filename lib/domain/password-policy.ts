/**
 * The password policy, shared by the reference API (which refuses a weak password with 400 field
 * errors) and the storefront's forms (which say so before sending). Length over composition (NIST SP
 * 800-63B): at least 10 characters, letters and something else, not one of the passwords tried first,
 * and not the customer's own number.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'too_short' | 'too_long' | 'too_weak';

/** Passwords (lower case, without digits and separators) that guessing lists try first. */
const COMMON_WORDS = new Set([
  'password',
  'passwort',
  'motdepasse',
  'qwertz',
  'qwerty',
  'azerty',
  'letmein',
  'welcome',
  'willkommen',
  'benvenuto',
  'admin',
  'iloveyou',
  'abc',
  'abcdef',
  'changeme',
  'secret',
  'geheim',
]);

const letters = (password: string) => password.toLowerCase().replace(/[^a-zà-ÿ]/g, '');

/**
 * What is wrong with a new password, or null when it is good enough. `identifiers` are the customer's
 * number and phone number where known (the API knows them, a visitor's form may not).
 */
export function passwordProblem(password: string, identifiers: readonly string[] = []): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too_long';
  const hasLetter = /\p{L}/u.test(password);
  const hasOther = /[^\p{L}]/u.test(password);
  if (!hasLetter || !hasOther) return 'too_weak';
  if (new Set(password).size < 5) return 'too_weak';
  if (COMMON_WORDS.has(letters(password))) return 'too_weak';
  const digits = password.replace(/\D/g, '');
  if (identifiers.some((id) => id.replace(/\D/g, '').length >= 6 && digits.includes(id.replace(/\D/g, '').slice(-6)))) return 'too_weak';
  return null;
}
