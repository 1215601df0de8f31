/**
 * The contact message's schema (zod/mini, built from the market's phone rules) for the contact form,
 * apart from the route's contract (contact.ts, classic zod): the contact page's first load carries no
 * classic zod, and the form loads the contract when it sends.
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
} from '@/lib/platform/content-api/schemas/contact-form';
