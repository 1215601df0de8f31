import type { Context, MiddlewareHandler } from 'hono';
import type { Clock } from './clock';
import { apiError, type Env } from './context';
import type { Store } from './store';
import type { Bearer, Customer } from './store/customers';

/** `customer`: whose token it is; `bearer`: the token itself, its expiry and its upgraded write access (SPEC §6). */
export type CustomerEnv = { Variables: Env['Variables'] & { customer: Customer; bearer: Bearer } };

/** The valid bearer token of this market the request carries, if any. */
function bearerOf<E extends Env>(c: Context<E>, { customers }: Pick<Store, 'customers'>, clock: Clock): Bearer | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  return token ? customers.bearer(c.get('market'), token, clock.now()) : undefined;
}

/** The customer whose valid bearer token of this market the request carries, if any. */
export const customerOf = <E extends Env>(c: Context<E>, store: Pick<Store, 'customers'>, clock: Clock): Customer | undefined =>
  bearerOf(c, store, clock)?.customer;

/** Reads of a logged-in customer: a valid bearer token of this market, 401 otherwise (SPEC §4, §8). */
export function requireCustomer(store: Pick<Store, 'customers'>, clock: Clock): MiddlewareHandler<CustomerEnv> {
  return async (c, next) => {
    const bearer = bearerOf(c, store, clock);
    if (!bearer) return apiError(c, 401, 'unauthorized', 'A valid bearer token is required.');
    c.set('customer', bearer.customer);
    c.set('bearer', bearer);
    await next();
  };
}
