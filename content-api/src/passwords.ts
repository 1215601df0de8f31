import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt with a per-customer salt; the seed's demo passwords are never stored in clear. */
export function hashSecret(secret: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${scryptSync(secret, salt, 32).toString('hex')}`;
}

export function verifySecret(secret: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(secret, salt, expected.length);
  return timingSafeEqual(actual, expected);
}
