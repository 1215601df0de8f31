/**
 * A logged-in customer's token under /authentication: upgraded write access for 15 minutes by the
 * password or by a TAN (SPEC §6), answered with a NEW token while the old one is revoked (rotation),
 * and logout (DELETE /authentication/token, a reference extension: the token ends upstream too).
 */
import { Hono } from 'hono';
import { upgradePasswordRequest, upgradeResponse, upgradeTanRequest } from '@storefront/wire';
import { verifySecret } from '../passwords';
import { internationalNumber } from '../phone';
import { requireCustomer, type CustomerEnv } from '../require-customer';
import type { Bearer } from '../store/customers';
import { customerKey } from './identify';
import { jsonBody } from '../json-body';
import { invalidFields, tooMany, UPGRADE_MS, type AuthDeps } from './kit';

export function accessRoutes(deps: AuthDeps) {
  const { store, clock, throttle } = deps;
  const app = new Hono<CustomerEnv>();
  // Per route: this app is mounted beside the public login routes.
  const loggedIn = requireCustomer(store, clock);

  /** The rotated token: same expiry (an upgrade never lengthens a session), write access for 15 minutes. */
  const rotate = ({ customer, token, expiresAt }: Bearer) => {
    const upgradedUntil = new Date(clock.now().getTime() + UPGRADE_MS);
    const fresh = store.customers.issueToken(customer, expiresAt, upgradedUntil);
    store.customers.revokeToken(token);
    throttle.succeeded(customer.market, customerKey(customer));
    return upgradeResponse.parse({
      token: fresh,
      expiresAt: expiresAt.toISOString(),
      upgradedUntil: upgradedUntil.toISOString(),
      upgradedSeconds: UPGRADE_MS / 1000,
    });
  };

  app.put('/upgrade/password', loggedIn, jsonBody(upgradePasswordRequest, invalidFields), async (c) => {
    const body = c.req.valid('json');
    const bearer = c.get('bearer');
    const key = customerKey(bearer.customer);
    const wait = throttle.secondsToWait(bearer.customer.market, key);
    if (wait > 0) return tooMany(c, wait);
    if (!verifySecret(body.password, bearer.customer.secretHash)) {
      throttle.failed(bearer.customer.market, key);
      return invalidFields(c, [{ field: 'password', code: 'incorrect' }]);
    }
    return c.json(rotate(bearer));
  });

  /** The TAN of POST /authentication/tan/, sent to the customer's own number. */
  app.put('/upgrade/tan', loggedIn, jsonBody(upgradeTanRequest, invalidFields), async (c) => {
    const body = c.req.valid('json');
    const bearer = c.get('bearer');
    const { customer } = bearer;
    if (internationalNumber(body.phoneNumber, customer.market) !== customer.phoneNumber) {
      return invalidFields(c, [{ field: 'phoneNumber', code: 'incorrect' }]);
    }
    const key = customerKey(customer);
    const wait = throttle.secondsToWait(customer.market, key);
    if (wait > 0) return tooMany(c, wait);
    if (!store.oneTimeCodes.redeemTan(customer.market, 'TAN', customer.customerNumber, body.code, clock.now())) {
      throttle.failed(customer.market, key);
      return invalidFields(c, [{ field: 'code', code: 'incorrect' }]);
    }
    return c.json(rotate(bearer));
  });

  app.delete('/token', loggedIn, (c) => {
    store.customers.revokeToken(c.get('bearer').token);
    return c.body(null, 204);
  });

  return app;
}
