import { Hono } from 'hono';
import { faqGroups } from '@storefront/wire';
import { sendWire, type Env } from '../context';
import type { Store } from '../store';

/** GET /faq: the market's FAQ groups in seed order. */
export function faqRoutes({ faq }: Pick<Store, 'faq'>) {
  const app = new Hono<Env>();
  app.get('/', (c) => sendWire(c, faqGroups, faq.all(c.get('market'))));
  return app;
}
