/**
 * What the authentication routes share: the 400 with one code per field (their bodies' refusal,
 * json-body.ts), the 429 and token_invalid answers, issuing a bearer token, and handing an SMS or e-mail
 * to the sandbox outbox.
 */
import type { Context } from 'hono';
import { fieldErrorBody, loginResponse, rateLimitedError, type FieldErrorBody } from '@storefront/wire';
import type { Clock } from '../clock';
import { apiError } from '../context';
import { contactOf } from '../customer-lines/contact';
import { leadRetentionCutoff } from '../retention';
import type { Store } from '../store';
import type { Customer } from '../store/customers';
import type { OutboxMessage } from '../store/outbox';
import type { LinkTo } from './links';
import type { Throttle } from './throttle';

/** How long a bearer token is valid: as long as the storefront's absolute session limit. */
export const TOKEN_LIFETIME_MS = 12 * 60 * 60_000;
/** SPEC §6 upgraded write access lasts 15 minutes. */
export const UPGRADE_MS = 15 * 60_000;

export type AuthDeps = { store: Store; clock: Clock; throttle: Throttle; linkTo: LinkTo };

export function invalidFields(c: Context, fields: FieldErrorBody['fields']) {
  return c.json(fieldErrorBody.parse({ error: 'invalid_request', message: 'Some fields are invalid.', fields }), 400);
}

export function tooMany(c: Context, retryAfter: number) {
  c.header('Retry-After', String(retryAfter));
  return c.json(rateLimitedError.parse({ error: 'rate_limited', message: 'Too many attempts; try again later.', retryAfter }), 429);
}

/** SPEC §8 "link invalid or expired": an unknown, used or expired link token. */
export const tokenInvalid = (c: Context) => apiError(c, 400, 'token_invalid', 'The link is invalid or has expired.');

/** The one answer of a failed login: it never says which part was wrong. */
export const loginFailed = (c: Context) => apiError(c, 401, 'unauthorized', 'Login failed.');

/** A new bearer token of the customer, as every login answers it. */
export function issueToken(c: Context, { store, clock }: AuthDeps, customer: Customer) {
  const expiresAt = new Date(clock.now().getTime() + TOKEN_LIFETIME_MS);
  const token = store.customers.issueToken(customer, expiresAt);
  return c.json(loginResponse.parse({ token, expiresAt: expiresAt.toISOString() }));
}

/** "Sends" an SMS or e-mail: into the sandbox outbox, kept 6 months like other traffic data (SPEC §9). */
export function deliver({ store, clock }: AuthDeps, customer: Customer, message: Omit<OutboxMessage, 'customerNumber'>): void {
  const now = clock.now();
  store.outbox.send(customer.market, { ...message, customerNumber: customer.customerNumber }, now, leadRetentionCutoff(now));
}

/** Where e-mails to a customer go: their personal data's address (as changed in the customer area, else the seed's). */
export function emailOf({ store }: AuthDeps, customer: Customer): string {
  return contactOf(store, customer).to;
}

export const TAN_DIGITS = 6;
/** SPEC-independent but issue-given: TANs expire after 10 minutes. */
export const TAN_MS = 10 * 60_000;
