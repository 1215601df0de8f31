import { useTranslations } from 'next-intl';

const CODES = ['required', 'too_long', 'too_short', 'too_weak', 'mismatch', 'incorrect', 'invalid_format'] as const;
type Code = (typeof CODES)[number];
const isCode = (code: string | undefined): code is Code => (CODES as readonly (string | undefined)[]).includes(code);

/** The message of a field error code on the login and password forms (any unknown code reads as a wrong format). */
export function useAuthFieldMessage(): (code: string | undefined) => string {
  const t = useTranslations('accountPassword.fieldErrors');
  return (code) => t(isCode(code) ? code : 'invalid_format');
}
