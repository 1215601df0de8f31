import { Hono } from 'hono';
import type { Env } from '../context';
import type { Store } from '../store';

/** GET /sandbox/fixedline/contacts: the stored leads of the market, so a person or a test can see what the form sent. */
export function sandboxFixedLineRoutes({ fixedLine }: Pick<Store, 'fixedLine'>) {
  return new Hono<Env>().get('/contacts', (c) => c.json(fixedLine.leads(c.get('market'))));
}
