/**
 * The storefront pages that e-mails and SMS of the login methods link to, with the token in the query:
 * the one-time login link's landing, the new-password page of a reset and the first-password page.
 * Shared by the storefront's path table (lib/platform/i18n/pathnames.ts) and the reference API, which builds
 * the links (content-api/src/auth/links.ts).
 */
import { languageOf, type Locale } from '@storefront/markets/markets';
import { localePrefix } from './market-locale';

export const ACCOUNT_LINK_PAGES = {
  '/account/login/link': {
    de: '/mein-konto/anmelden/link',
    en: '/account/login/link',
    fr: '/mon-compte/connexion/lien',
    it: '/area-clienti/accesso/link',
  },
  '/account/password/new': {
    de: '/mein-konto/neues-passwort',
    en: '/account/new-password',
    fr: '/mon-compte/nouveau-mot-de-passe',
    it: '/area-clienti/nuova-password',
  },
  '/account/password/first/set': {
    de: '/mein-konto/erstes-passwort/festlegen',
    en: '/account/first-password/set',
    fr: '/mon-compte/premier-mot-de-passe/definir',
    it: '/area-clienti/prima-password/imposta',
  },
} as const;

export type AccountLinkPage = keyof typeof ACCOUNT_LINK_PAGES;

/** The public path and query of a link page in a locale ("/en/account/login/link?token=…"). */
export function accountLinkPath(page: AccountLinkPage, locale: Locale, defaultLocale: Locale, token: string): string {
  return `${localePrefix(locale, defaultLocale)}${ACCOUNT_LINK_PAGES[page][languageOf(locale)]}?token=${encodeURIComponent(token)}`;
}
