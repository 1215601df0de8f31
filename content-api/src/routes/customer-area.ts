import { Hono } from 'hono';
import { customerProducts } from '@storefront/wire';
import { dayOf, type Clock } from '../clock';
import { productsNow } from '../customer-lines/line-tariff';
import { requireCustomer, type CustomerEnv } from '../require-customer';
import type { Store } from '../store';
import { customerLineRoutes } from './customer-lines';
import { invoiceRoutes } from './customer-area/invoices';
import { personalRoutes } from './customer-area/personal';
import { usageRoutes } from './customer-area/usage';

/**
 * /customerarea/…: the logged-in customer's products, usage, invoices, personal data and lines (every
 * path needs a bearer token, unknown ones too).
 */
export function customerAreaRoutes(
  store: Pick<Store, 'customers' | 'tariffs' | 'devices' | 'customerState' | 'payment' | 'config' | 'outbox' | 'prepaid'>,
  clock: Clock,
) {
  const app = new Hono<CustomerEnv>();
  app.use('*', requireCustomer(store, clock));

  app.get('/products', (c) => c.json(customerProducts.parse(productsNow(store, c.get('market'), c.get('customer'), dayOf(clock.now())))));
  app.route('/usage', usageRoutes(store, clock));
  app.route('/invoices', invoiceRoutes(store, clock));
  app.route('/', personalRoutes(store, clock));
  app.route('/', customerLineRoutes(store, clock));

  return app;
}
