/**
 * Passwords under /authentication: reset by a link texted to the phone, the first password by a link
 * e-mailed (standing in for the letter) to the customer, and the change of a logged-in customer. The
 * requests answer the same 202 whether or not the account exists (SPEC §8); a used or expired link is
 * token_invalid (SPEC §8 "link invalid or expired"); a new password follows the shared policy.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { changePasswordRequest, initPasswordRequest, initPasswordSet, resetPasswordRequest, resetPasswordSet } from '@storefront/wire';
import { passwordProblem } from '@storefront/rules/password-policy';
import type { Env } from '../context';
import { verifySecret } from '../passwords';
import { requireCustomer, type CustomerEnv } from '../require-customer';
import type { Customer } from '../store/customers';
import { customerKey, identify, identifyPhone } from './identify';
import { jsonBody } from '../json-body';
import { deliver, emailOf, invalidFields, tokenInvalid, tooMany, type AuthDeps } from './kit';
import { TEXTS } from './texts';

/** A texted reset link is valid for an hour, a first-password link (a letter's stand-in) for 14 days. */
export const RESET_LINK_MS = 60 * 60_000;
export const INIT_LINK_MS = 14 * 24 * 60 * 60_000;

type LinkKind = 'RESET' | 'INIT';

export function passwordRoutes(deps: AuthDeps) {
  const { store, clock, throttle, linkTo } = deps;
  const app = new Hono<Env>();

  /** A link token of `kind` for the customer, stored hashed. */
  const newLinkToken = (customer: Customer, kind: LinkKind, lifetimeMs: number) => {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    store.oneTimeCodes.add(
      customer.market,
      kind,
      customer.customerNumber,
      customer.customerNumber,
      token,
      new Date(now.getTime() + lifetimeMs),
      now,
    );
    return token;
  };

  /** The policy's checks that need the customer: never their own number. */
  const weakFor = (customer: Customer, password: string) => passwordProblem(password, [customer.customerNumber, customer.phoneNumber]);

  /**
   * Sets the password of a link: checked first (a weak one does not use up the link), then the link
   * used, every token of the customer revoked and the failure count cleared (the lock-out ends too).
   */
  const setWithLink = (c: Context<Env>, kind: LinkKind, token: string, password: string, field: string) => {
    const market = c.get('market');
    const customerNumber = store.oneTimeCodes.peek(market, kind, token, clock.now());
    const customer = customerNumber ? store.customers.find(market, customerNumber, null) : undefined;
    if (!customer) return tokenInvalid(c);
    const problem = weakFor(customer, password);
    if (problem) return invalidFields(c, [{ field, code: problem }]);
    store.oneTimeCodes.redeemToken(market, kind, token, clock.now());
    store.customers.setSecret(customer, password);
    store.customers.revokeTokensOf(customer);
    throttle.succeeded(market, customerKey(customer));
    return c.body(null, 204);
  };

  app.post('/resetpassword', jsonBody(resetPasswordRequest, invalidFields), async (c) => {
    const body = c.req.valid('json');
    const market = c.get('market');
    const { customer, key } = identifyPhone(store, market, body.phoneNumber);
    const wait = throttle.send(market, key);
    if (wait > 0) return tooMany(c, wait);
    if (customer) {
      const url = linkTo(market, c.req.header('Accept-Language'), '/account/password/new', newLinkToken(customer, 'RESET', RESET_LINK_MS));
      deliver(deps, customer, {
        channel: 'SMS',
        to: customer.phoneNumber,
        text: TEXTS[c.get('language')].resetLink(url, RESET_LINK_MS / 60_000),
      });
    }
    return c.body(null, 202);
  });

  app.put('/resetpassword', jsonBody(resetPasswordSet, invalidFields), (c) => {
    const body = c.req.valid('json');
    return setWithLink(c, 'RESET', body.resetPasswordToken, body.newPassword, 'newPassword');
  });

  app.post('/initpassword', jsonBody(initPasswordRequest, invalidFields), async (c) => {
    const body = c.req.valid('json');
    const market = c.get('market');
    const { customer, key } = identify(store, market, body.customerNumber);
    const wait = throttle.send(market, key);
    if (wait > 0) return tooMany(c, wait);
    // Only a customer number names whom the letter is for (a phone number is not accepted here).
    if (customer && customer.customerNumber === body.customerNumber.replace(/\s+/g, '')) {
      const url = linkTo(
        market,
        c.req.header('Accept-Language'),
        '/account/password/first/set',
        newLinkToken(customer, 'INIT', INIT_LINK_MS),
      );
      const texts = TEXTS[c.get('language')].initLink;
      deliver(deps, customer, {
        channel: 'EMAIL',
        to: emailOf(deps, customer),
        subject: texts.subject,
        text: texts.text(url, INIT_LINK_MS / 86_400_000),
      });
    }
    return c.body(null, 202);
  });

  app.put('/initpassword', jsonBody(initPasswordSet, invalidFields), (c) => {
    const body = c.req.valid('json');
    return setWithLink(c, 'INIT', body.initPasswordToken, body.newPassword, 'newPassword');
  });

  /** A logged-in customer's change: the current password first (it counts as a guess), then the new one; other devices are logged out. */
  const change = new Hono<CustomerEnv>();
  change.use('*', requireCustomer(store, clock));
  change.put('/', jsonBody(changePasswordRequest, invalidFields), async (c) => {
    const body = c.req.valid('json');
    const { customer, token } = c.get('bearer');
    const key = customerKey(customer);
    const wait = throttle.secondsToWait(customer.market, key);
    if (wait > 0) return tooMany(c, wait);
    if (!verifySecret(body.currentPassword, customer.secretHash)) {
      throttle.failed(customer.market, key);
      return invalidFields(c, [{ field: 'currentPassword', code: 'incorrect' }]);
    }
    throttle.succeeded(customer.market, key);
    const problem = weakFor(customer, body.newPassword);
    if (problem) return invalidFields(c, [{ field: 'newPassword', code: problem }]);
    store.customers.setSecret(customer, body.newPassword);
    store.customers.revokeTokensOf(customer, token);
    return c.body(null, 204);
  });
  app.route('/changepassword', change);

  return app;
}
