/**
 * Changing the e-mail address with a confirmation (customer-state aspect 'email-change'): the link
 * sent to the new address carries a token the API keeps only as a hash; it works once, for 24 hours.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { tokenHash } from '../store/customers';

export type EmailChangeState = { eMail: string; tokenHash: string; expiresAt: string } | null;

export const EMAIL_CHANGE_ASPECT = 'email-change';
const VALID_MS = 24 * 60 * 60 * 1000;

/** A new pending change and the token of its link. */
export function startEmailChange(eMail: string, now: Date): { state: NonNullable<EmailChangeState>; token: string } {
  const token = randomBytes(24).toString('base64url');
  return { token, state: { eMail, tokenHash: tokenHash(token), expiresAt: new Date(now.getTime() + VALID_MS).toISOString() } };
}

/** The address a token confirms, if it is the pending change's and not expired. */
export function confirmedAddress(state: EmailChangeState | undefined, token: string, now: Date): string | undefined {
  if (!state || Date.parse(state.expiresAt) <= now.getTime()) return undefined;
  const [given, kept] = [Buffer.from(tokenHash(token), 'hex'), Buffer.from(state.tokenHash, 'hex')];
  return given.length === kept.length && timingSafeEqual(given, kept) ? state.eMail : undefined;
}

/** The pending address while its link still works. */
export const pendingAddress = (state: EmailChangeState | undefined, now: Date): string | undefined =>
  state && Date.parse(state.expiresAt) > now.getTime() ? state.eMail : undefined;

/** The link of the e-mail: the storefront's confirmation page with the token. */
export function confirmationLink(confirmUrl: string, token: string): string {
  const url = new URL(confirmUrl);
  url.searchParams.set('token', token);
  return url.toString();
}
