import { createHash, timingSafeEqual } from 'node:crypto';
import { MIN_SECRET_LENGTH } from '@/lib/platform/config/server-env';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether a secret sent by a caller equals the configured one, compared in constant time (STYLE:
 * "the webhook verifies its secret with a timing-safe comparison"). Both sides are hashed first, so
 * neither the content nor the length of the secret leaks through timing. An unset or too short
 * configured secret never matches: the feature is off rather than open.
 */
export function secretMatches(given: string | null | undefined, expected: string | undefined): boolean {
  if (!expected || expected.length < MIN_SECRET_LENGTH || typeof given !== 'string') return false;
  return timingSafeEqual(digest(given), digest(expected));
}
