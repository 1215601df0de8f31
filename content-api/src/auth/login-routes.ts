/**
 * The login methods of SPEC §6 under /authentication: phone or customer number with the password or
 * a TAN, OpenID with a second-factor TAN, a one-time link by e-mail, and auto-login from the mobile
 * network. Every wrong secret counts against the identifier (throttle.ts), unknown ones alike, and
 * every failure answers the same 401.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import {
  loginRequest,
  oneTimeLinkRequest,
  openId2faRequest,
  openIdLoginResponse,
  tanRequest,
  tokenLoginRequest,
  type LoginRequest,
} from '@storefront/wire';
import type { Env } from '../context';
import { verifySecret } from '../passwords';
import { internationalNumber } from '../phone';
import { tokenHash, type Customer } from '../store/customers';
import { customerKey, identify, identifyPhone } from './identify';
import { jsonBody } from '../json-body';
import { deliver, emailOf, invalidFields, issueToken, loginFailed, TAN_MS, tokenInvalid, tooMany, type AuthDeps } from './kit';
import { sendTan } from './tans';
import { TEXTS } from './texts';

/** A one-time login link is valid for 15 minutes. */
export const LOGIN_LINK_MS = 15 * 60_000;
/** The header the mobile network adds to a subscriber's requests; the storefront forwards it. */
export const MSISDN_HEADER = 'X-Msisdn';

export function loginRoutes(deps: AuthDeps) {
  const { store, clock, throttle, linkTo } = deps;
  const app = new Hono<Env>();

  /** The secret is the password or a live TAN of POST /tan/ (TAN login). */
  const secretMatches = (customer: Customer, secret: string) =>
    verifySecret(secret, customer.secretHash) ||
    store.oneTimeCodes.redeemTan(customer.market, 'TAN', customer.customerNumber, secret, clock.now()) !== undefined;

  /**
   * The first factor of /login and /login/openid: the customer, or the answer to give (429 while the
   * identifier waits, 401 for a wrong secret or an unknown identifier).
   */
  const firstFactor = (c: Context<Env>, body: LoginRequest) => {
    const market = c.get('market');
    const { customer, key } = identify(store, market, body.phoneNumberOrCustomerNumber);
    const wait = throttle.secondsToWait(market, key);
    if (wait > 0) return { response: tooMany(c, wait) };
    if (!customer || !secretMatches(customer, body.secret)) {
      throttle.failed(market, key);
      return { response: loginFailed(c) };
    }
    throttle.succeeded(market, key);
    return { customer };
  };

  const loginBody = jsonBody(loginRequest, invalidFields);

  app.post('/login', loginBody, (c) => {
    const passed = firstFactor(c, c.req.valid('json'));
    return passed.customer ? issueToken(c, deps, passed.customer) : passed.response;
  });

  /** OpenID: the first factor answers an authcode and texts a TAN that /openid2fa takes with it. */
  app.post('/login/openid', loginBody, (c) => {
    const passed = firstFactor(c, c.req.valid('json'));
    if (!passed.customer) return passed.response;
    const customer = passed.customer;
    const wait = throttle.send(customer.market, customerKey(customer));
    if (wait > 0) return tooMany(c, wait);
    const authcode = randomBytes(24).toString('base64url');
    const now = clock.now();
    store.oneTimeCodes.add(
      customer.market,
      'OPENID',
      customer.customerNumber,
      customer.customerNumber,
      authcode,
      new Date(now.getTime() + TAN_MS),
      now,
    );
    sendTan(deps, customer, 'OPENID_TAN', tokenHash(authcode), c.get('language'));
    return c.json(openIdLoginResponse.parse({ authcode }));
  });

  app.post('/openid2fa', jsonBody(openId2faRequest, invalidFields), async (c) => {
    const body = c.req.valid('json');
    const market = c.get('market');
    const { authcode, tan } = body;
    const customerNumber = store.oneTimeCodes.peek(market, 'OPENID', authcode, clock.now());
    const customer = customerNumber ? store.customers.find(market, customerNumber, null) : undefined;
    if (!customer) return loginFailed(c);
    const key = customerKey(customer);
    const wait = throttle.secondsToWait(market, key);
    if (wait > 0) return tooMany(c, wait);
    if (!store.oneTimeCodes.redeemTan(market, 'OPENID_TAN', tokenHash(authcode), tan, clock.now())) {
      throttle.failed(market, key);
      return loginFailed(c);
    }
    store.oneTimeCodes.redeemToken(market, 'OPENID', authcode, clock.now());
    throttle.succeeded(market, key);
    return issueToken(c, deps, customer);
  });

  /** Texts a TAN for login or upgrade; the same 202 whether or not the number is a customer's. */
  app.post('/tan', jsonBody(tanRequest, invalidFields), async (c) => {
    const body = c.req.valid('json');
    const market = c.get('market');
    const { customer, key } = identifyPhone(store, market, body.phoneNumber);
    const wait = throttle.send(market, key);
    if (wait > 0) return tooMany(c, wait);
    if (customer) sendTan(deps, customer, 'TAN', customer.customerNumber, c.get('language'));
    return c.body(null, 202);
  });

  /** E-mails a one-time login link into the storefront; the same 202 whether or not the account exists. */
  app.post('/onetimelink/email', jsonBody(oneTimeLinkRequest, invalidFields), async (c) => {
    const body = c.req.valid('json');
    const market = c.get('market');
    const { customer, key } = identify(store, market, body.phoneNumberOrCustomerNumber);
    const wait = throttle.send(market, key);
    if (wait > 0) return tooMany(c, wait);
    if (customer) {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      store.oneTimeCodes.add(
        market,
        'LOGIN_LINK',
        customer.customerNumber,
        customer.customerNumber,
        token,
        new Date(now.getTime() + LOGIN_LINK_MS),
        now,
      );
      const texts = TEXTS[c.get('language')].loginLink;
      const url = linkTo(market, c.req.header('Accept-Language'), '/account/login/link', token);
      deliver(deps, customer, {
        channel: 'EMAIL',
        to: emailOf(deps, customer),
        subject: texts.subject,
        text: texts.text(url, LOGIN_LINK_MS / 60_000),
      });
    }
    return c.body(null, 202);
  });

  /** The token of a one-time link, once: a bearer token; a used, expired or unknown one is token_invalid. */
  app.post('/login/token', jsonBody(tokenLoginRequest, invalidFields), async (c) => {
    const body = c.req.valid('json');
    const market = c.get('market');
    const customerNumber = store.oneTimeCodes.redeemToken(market, 'LOGIN_LINK', body.token, clock.now());
    const customer = customerNumber ? store.customers.find(market, customerNumber, null) : undefined;
    return customer ? issueToken(c, deps, customer) : tokenInvalid(c);
  });

  /**
   * Auto-login (the sandbox's rule): the mobile network names the subscriber in X-Msisdn; the login
   * phone number of a customer logs that customer in, anything else is 401. A company's further lines
   * do not log into the company's account.
   */
  app.post('/autologin', (c) => {
    const market = c.get('market');
    const msisdn = internationalNumber(c.req.header(MSISDN_HEADER) ?? '', market);
    const customer = msisdn ? store.customers.find(market, '', msisdn) : undefined;
    return customer ? issueToken(c, deps, customer) : loginFailed(c);
  });

  return app;
}
