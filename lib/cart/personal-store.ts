import 'server-only';
import { sealedCookie } from '@/lib/platform/bff/sealed-cookie';
import type { MarketCode } from '@/lib/platform/markets/markets';
import { isEmpty, NO_PERSONAL_DATA, PERSONAL_COOKIE, PERSONAL_MAX_AGE_SECONDS, personalData, type PersonalData } from './personal-data';

/** The personal-data cookie (ADR 13): sealed, httpOnly, host-only and Secure (`__Host-`). */
const personalCookie = sealedCookie(PERSONAL_COOKIE, personalData, PERSONAL_MAX_AGE_SECONDS, NO_PERSONAL_DATA);

/** The sealed cookie value of the data, given in `market`; iron ends the seal after PERSONAL_MAX_AGE_SECONDS. */
export const sealPersonal = personalCookie.seal;

/** The data of a sealed value; absent, tampered, sealed with another secret, expired, of another market or of another shape is none. */
export const unsealPersonal = personalCookie.unseal;

/** This request's personal data (pages and route handlers). */
export const readPersonal = personalCookie.read;

/** Route handlers only: stores the data for PERSONAL_MAX_AGE_SECONDS from now; empty data delete the cookie. */
export async function writePersonal(market: MarketCode, data: PersonalData): Promise<void> {
  return isEmpty(data) ? personalCookie.remove() : personalCookie.write(market, data);
}

/** Route handlers only: deletes the cookie. */
export const deletePersonal = personalCookie.remove;
