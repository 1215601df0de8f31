/**
 * The signed form of an instalment purchase (SPEC §7: "a fingerprint form is posted directly to a
 * given URL"). The content API, as the merchant, signs the purchase fields with the secret it shares
 * with the financing provider; the provider's page refuses a form whose fingerprint does not match,
 * so a browser cannot change the amount on the way.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The merchant secret agreed with the sandbox financing provider (a real one comes from its portal). */
const SANDBOX_SECRET = 'ratenwerk-sandbox-merchant-secret';

export const FINGERPRINTED_FIELDS = ['purchaseId', 'merchantId', 'amount', 'currencyCode', 'returnUrl'] as const;

export type FingerprintedFields = Record<(typeof FINGERPRINTED_FIELDS)[number], string>;

export function fingerprint(fields: FingerprintedFields): string {
  const message = FINGERPRINTED_FIELDS.map((name) => fields[name]).join('|');
  return createHmac('sha256', SANDBOX_SECRET).update(message).digest('hex');
}

export function hasValidFingerprint(fields: FingerprintedFields, given: string): boolean {
  const expected = Buffer.from(fingerprint(fields), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
