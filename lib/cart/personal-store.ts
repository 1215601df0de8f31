import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';
import { sealingPassword } from '@/lib/bff/session';
import type { MarketCode } from '@/lib/markets/markets';
import { isEmpty, NO_PERSONAL_DATA, PERSONAL_COOKIE, PERSONAL_MAX_AGE_SECONDS, sealedPersonal, type PersonalData } from './personal-data';

/**
 * The personal-data cookie (ADR 13): sealed with SESSION_SECRET by iron (encrypted and signed, with
 * its own expiry), httpOnly so no script reads it, host-only and Secure (`__Host-`).
 */
const COOKIE_OPTIONS = { path: '/', sameSite: 'lax', secure: true, httpOnly: true } as const;

/** The sealed cookie value of the data, given in `market`; iron ends the seal after PERSONAL_MAX_AGE_SECONDS. */
export function sealPersonal(data: PersonalData, market: MarketCode, password: string): Promise<string> {
  return sealData({ ...data, market }, { password, ttl: PERSONAL_MAX_AGE_SECONDS });
}

/** The data of a sealed value; absent, tampered, sealed with another secret, expired, of another market or of another shape is none. */
export async function unsealPersonal(value: string | undefined, market: MarketCode, password: string): Promise<PersonalData> {
  if (!value) return NO_PERSONAL_DATA;
  try {
    const parsed = sealedPersonal.safeParse(await unsealData(value, { password, ttl: PERSONAL_MAX_AGE_SECONDS }));
    if (!parsed.success || parsed.data.market !== market) return NO_PERSONAL_DATA;
    const { market: _market, ...data } = parsed.data;
    return data;
  } catch {
    // iron-session returns {} for a bad seal it recognises and throws for a malformed one.
    return NO_PERSONAL_DATA;
  }
}

/** This request's personal data (pages and route handlers). */
export async function readPersonal(market: MarketCode): Promise<PersonalData> {
  const value = (await cookies()).get(PERSONAL_COOKIE)?.value;
  return value ? unsealPersonal(value, market, sealingPassword()) : NO_PERSONAL_DATA;
}

/** Route handlers only: stores the data for PERSONAL_MAX_AGE_SECONDS from now; empty data delete the cookie. */
export async function writePersonal(market: MarketCode, data: PersonalData): Promise<void> {
  if (isEmpty(data)) return deletePersonal();
  const value = await sealPersonal(data, market, sealingPassword());
  (await cookies()).set(PERSONAL_COOKIE, value, { ...COOKIE_OPTIONS, maxAge: PERSONAL_MAX_AGE_SECONDS });
}

/**
 * Route handlers only: deletes the cookie. A `__Host-` cookie is only replaced by one with Secure and
 * Path=/, which cookies().delete(name) leaves out, so it is overwritten expired (as iron-session ends
 * the session).
 */
export async function deletePersonal(): Promise<void> {
  (await cookies()).set(PERSONAL_COOKIE, '', { ...COOKIE_OPTIONS, maxAge: 0 });
}
