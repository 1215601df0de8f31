/**
 * The storefront page a porting's signing link opens on the phone (SPEC §2 Porting signature page,
 * QR code or SMS link), with the token in the query. Shared by the storefront's routes and the
 * reference API, which builds the links (content-api/src/portings/links.ts).
 */
import { languageOf, type Locale } from '@storefront/markets/markets';
import { localePrefix } from './market-locale';

export const PORTING_SIGN_PAGE = {
  de: '/portierung/unterschreiben',
  en: '/porting/sign',
  fr: '/portabilite/signer',
  it: '/portabilita/firma',
} as const;

/** The public path and query of the signing page in a locale ("/en/porting/sign?token=…"). */
export function portingSignPath(locale: Locale, defaultLocale: Locale, token: string): string {
  return `${localePrefix(locale, defaultLocale)}${PORTING_SIGN_PAGE[languageOf(locale)]}?token=${encodeURIComponent(token)}`;
}
