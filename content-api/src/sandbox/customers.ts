/**
 * Sandbox stand-in for the customer sessions: DELETE /sandbox/customers/{customerNumber}/tokens revokes
 * every bearer token of a demo customer (204; 404 for an unknown customer), so that a test sees the
 * content API answer 401 in the middle of a session without moving everyone's clock.
 */
import { Hono } from 'hono';
import { apiError, type Env } from '../context';
import type { Store } from '../store';

export function sandboxCustomerRoutes({ customers }: Pick<Store, 'customers'>) {
  const app = new Hono<Env>();
  app.delete('/:customerNumber/tokens', (c) => {
    const market = c.get('market');
    const customer = customers.find(market, c.req.param('customerNumber'), null);
    if (!customer) return apiError(c, 404, 'not_found', 'No such customer.');
    customers.revokeTokensOf(customer);
    return c.body(null, 204);
  });
  return app;
}
