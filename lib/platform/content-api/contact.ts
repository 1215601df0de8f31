import 'server-only';
import { call, type ContentContext } from './client';
import { contactReceipt, type ContactMessage } from './schemas';

/** SPEC §7 POST /contact/send: a message of the contact form; 400 carries the field errors. */
export const sendContactMessage = (ctx: ContentContext, message: ContactMessage) =>
  call(ctx, 'contact/send', contactReceipt, { method: 'post', json: message });
