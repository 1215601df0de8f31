import { Hono, type MiddlewareHandler } from 'hono';
import { customerProducts, userStatus } from '../../../lib/content-api/schemas';
import { apiError, type Deps, type Env } from '../context';
import type { Customer } from '../store/customers';

type CustomerEnv = { Variables: Env['Variables'] & { customer: Customer } };

/** Reads of a logged-in customer: a valid bearer token of this market, 401 otherwise (SPEC §4, §8). */
export function customerRoutes({ store, clock }: Deps) {
  const app = new Hono<CustomerEnv>();

  const requireCustomer: MiddlewareHandler<CustomerEnv> = async (c, next) => {
    const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
    const customer = token && store.customers.forToken(c.get('market'), token, clock.now());
    if (!customer) return apiError(c, 401, 'unauthorized', 'A valid bearer token is required.');
    c.set('customer', customer);
    await next();
  };
  app.use('/user/*', requireCustomer);
  app.use('/customerarea/*', requireCustomer);

  app.get('/user/status', (c) => {
    const { customerNumber, firstName, lastName, isCompany, companyName } = c.get('customer');
    return c.json(userStatus.parse({ customerNumber, firstName, lastName, isCompany, companyName, writeAccess: 'READ' }));
  });

  app.get('/customerarea/products', (c) => c.json(customerProducts.parse(c.get('customer').products)));

  return app;
}
