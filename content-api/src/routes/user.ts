import { Hono } from 'hono';
import { userStatus } from '@storefront/wire';
import type { Clock } from '../clock';
import { requireCustomer, type CustomerEnv } from '../require-customer';
import type { Store } from '../store';

/** GET /user/…: the logged-in customer (every path needs a bearer token, unknown ones too). */
export function userRoutes(store: Pick<Store, 'customers'>, clock: Clock) {
  const app = new Hono<CustomerEnv>();
  app.use('*', requireCustomer(store, clock));

  /** writeAccess is UPGRADED while the token carries upgraded write access (SPEC §6, 15 minutes). */
  app.get('/status', (c) => {
    const { customer, upgradedUntil } = c.get('bearer');
    const { customerNumber, firstName, lastName, isCompany, companyName, phoneNumber } = customer;
    return c.json(
      userStatus.parse({
        customerNumber,
        firstName,
        lastName,
        isCompany,
        companyName,
        phoneNumber,
        writeAccess: upgradedUntil ? 'UPGRADED' : 'READ',
      }),
    );
  });

  return app;
}
