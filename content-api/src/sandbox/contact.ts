import { Hono } from 'hono';
import type { Env } from '../context';
import type { Store } from '../store';

/** GET /sandbox/contact/messages: what the contact form stored for the market. */
export function sandboxContactRoutes({ contact }: Pick<Store, 'contact'>) {
  return new Hono<Env>().get('/messages', (c) => c.json(contact.messages(c.get('market'))));
}
