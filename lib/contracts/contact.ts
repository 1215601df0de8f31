/**
 * The contact form's message (POST /api/contact), shared by the form, our handler and the reference
 * API (lib/contracts: see field-errors.ts). From the zod/mini module itself, never the schemas index:
 * the contact page's JavaScript must not pull in classic zod.
 */
export {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  contactMessage,
  isMarketPhoneNumber,
  type ContactMessage,
  type ContactMessageInput,
  type ContactSubject,
  type PhoneRules,
} from '@/lib/content-api/schemas/contact-form';
