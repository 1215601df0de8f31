import type { Context, MiddlewareHandler } from 'hono';
import type { Clock } from './clock';
import { apiError, type Env } from './context';
import type { Store } from './store';
import type { Customer } from './store/customers';

export type CustomerEnv = { Variables: Env['Variables'] & { customer: Customer } };

/** The customer whose valid bearer token of this market the request carries, if any. */
export function customerOf<E extends Env>(c: Context<E>, { customers }: Pick<Store, 'customers'>, clock: Clock): Customer | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  return token ? customers.forToken(c.get('market'), token, clock.now()) : undefined;
}

/** Reads of a logged-in customer: a valid bearer token of this market, 401 otherwise (SPEC §4, §8). */
export function requireCustomer(store: Pick<Store, 'customers'>, clock: Clock): MiddlewareHandler<CustomerEnv> {
  return async (c, next) => {
    const customer = customerOf(c, store, clock);
    if (!customer) return apiError(c, 401, 'unauthorized', 'A valid bearer token is required.');
    c.set('customer', customer);
    await next();
  };
}
