import { Hono } from 'hono';
import { loginRequest, loginResponse } from '../../../lib/content-api/schemas';
import type { Clock } from '../clock';
import { apiError, type Env } from '../context';
import { verifySecret } from '../passwords';
import { internationalNumber } from '../phone';
import type { Store } from '../store';

/** How long a bearer token is valid: as long as the storefront's absolute session limit. */
export const TOKEN_LIFETIME_MS = 12 * 60 * 60_000;

export function authRoutes({ customers }: Pick<Store, 'customers'>, clock: Clock) {
  const app = new Hono<Env>();

  /** SPEC §6 login by phone or customer number and secret; a failure never says which part was wrong. */
  app.post('/login', async (c) => {
    const body = loginRequest.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) {
      return apiError(c, 400, 'invalid_request', 'phoneNumberOrCustomerNumber and secret are required.');
    }
    const market = c.get('market');
    const identifier = body.data.phoneNumberOrCustomerNumber.replace(/\s+/g, '');
    const customer = customers.find(market, identifier, internationalNumber(identifier, market));
    if (!customer || !verifySecret(body.data.secret, customer.secretHash)) {
      return apiError(c, 401, 'unauthorized', 'Login failed.');
    }
    const expiresAt = new Date(clock.now().getTime() + TOKEN_LIFETIME_MS);
    const token = customers.issueToken(customer, expiresAt);
    return c.json(loginResponse.parse({ token, expiresAt: expiresAt.toISOString() }));
  });

  return app;
}
