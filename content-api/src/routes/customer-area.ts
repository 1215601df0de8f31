import { Hono } from 'hono';
import { customerProducts } from '../../../lib/content-api/schemas';
import type { Clock } from '../clock';
import { requireCustomer, type CustomerEnv } from '../require-customer';
import type { Store } from '../store';
import { customerLineRoutes } from './customer-lines';

/** GET /customerarea/…: the logged-in customer's products (every path needs a bearer token, unknown ones too). */
export function customerAreaRoutes(store: Pick<Store, 'customers' | 'tariffs' | 'customerState' | 'outbox'>, clock: Clock) {
  const app = new Hono<CustomerEnv>();
  app.use('*', requireCustomer(store, clock));

  app.get('/products', (c) => c.json(customerProducts.parse(c.get('customer').products)));
  app.route('/', customerLineRoutes(store, clock));

  return app;
}
