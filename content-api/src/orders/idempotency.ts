/**
 * Idempotency-Key of POST /orders (ARCHITECTURE §5: a double click or a retry never orders twice): the
 * key's form, and the fingerprint that tells a repeated request from another one under the same key.
 */
import { createHash } from 'node:crypto';

/** A key of 1 to 255 visible ASCII characters (a UUID, typically). */
export const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

/** JSON with the keys of every object sorted, so the same body in another key order counts as the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The fingerprint of a request body (its text when it is no JSON). */
export function fingerprintOf(text: string): string {
  let body: string;
  try {
    body = canonical(JSON.parse(text));
  } catch {
    body = text;
  }
  return createHash('sha256').update(body).digest('hex');
}
