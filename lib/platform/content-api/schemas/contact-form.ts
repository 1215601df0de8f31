/**
 * SPEC §3 Contact form. Written with zod/mini: the contact page validates with it in the browser, and
 * classic zod would add about 30 kB to that page's JavaScript. Same parse, same issues, same codes.
 */
import { z } from 'zod/mini';
import { isMarketPhoneNumber, type PhoneRules } from '@storefront/rules/market-patterns';

/** The subjects of the contact form (a select); the storefront translates them. */
export const CONTACT_SUBJECTS = ['tariff', 'order', 'invoice', 'technical', 'porting', 'contract', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Longest accepted value per field; the form shows them in its "too long" messages. */
export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, message: 2000, customerNumber: 20, callbackNumber: 30 } as const;

/** The market's phone patterns from /config/mandant countryConfig, applied by lib/domain/market-patterns. */
export { isMarketPhoneNumber, type PhoneRules };

// Messages are field-error codes (fieldErrorCode): the form turns them into SPEC §5 texts.
const required = (max: number) => z.string({ error: 'required' }).check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'too_long'));

/** An optional field: '' from the form becomes absent; anything else must be valid. */
const optional = (max: number, valid: (value: string) => boolean) =>
  z.optional(
    z.pipe(
      z.string().check(
        z.trim(),
        z.maxLength(max, 'too_long'),
        z.refine((value) => value === '' || valid(value), 'invalid_format'),
      ),
      z.transform((value) => value || undefined),
    ),
  );

/**
 * The contact message of one market: name, e-mail, phone, subject, message, optional customer number
 * and call-back number. The same schema validates in the browser (react-hook-form), in our route
 * handler and in the reference API (POST /contact/send).
 */
export function contactMessage(rules: PhoneRules) {
  const isPhone = (value: string) => isMarketPhoneNumber(rules, value);
  return z.object({
    name: required(CONTACT_LIMITS.name),
    email: z.pipe(required(CONTACT_LIMITS.email), z.email('invalid_format')),
    phone: required(CONTACT_LIMITS.phone).check(z.refine(isPhone, 'invalid_format')),
    // A string first: the form's empty choice is '' ("please choose").
    subject: z.pipe(z.string({ error: 'required' }), z.enum(CONTACT_SUBJECTS, { error: 'required' })),
    message: required(CONTACT_LIMITS.message),
    customerNumber: optional(CONTACT_LIMITS.customerNumber, (value) => /^\d+$/.test(value)),
    callbackNumber: optional(CONTACT_LIMITS.callbackNumber, isPhone),
  });
}
export type ContactMessageInput = z.input<ReturnType<typeof contactMessage>>;
export type ContactMessage = z.output<ReturnType<typeof contactMessage>>;
