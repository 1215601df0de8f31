import { z } from 'zod';
import { routeContract } from './answer';

/**
 * The contact form's message, shared by the form, our handler and the reference API: from the
 * zod/mini module itself, never the schemas index, so the form's own validation pulls in no classic zod.
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

/**
 * POST /api/contact: the message (contactMessage of the market's phone rules). 201 {ok:true}; 400 with
 * fields; 429; 503. Without JavaScript the contact page gets ?status=sent or ?error=<code>.
 */
export const contactContract = routeContract(z.object({ ok: z.literal(true) }), []);
