import { FALLBACK_LOCALE, languageOf, MARKETS, type Locale, type MarketCode } from '@storefront/markets/markets';

/** What /config/mandant said about the locale; undefined when it could not be read. */
export type MandantAnswer = { locale?: string | null } | undefined;

/**
 * A market's default locale, the one rule the proxy, the pages and the reference API follow: the
 * locale of its /config/mandant when that is one of the market's locales; when the mandant names none,
 * SPEC §3/§9's default en-GB (ARCHITECTURE §3) where the market has it; when it names another market's
 * locale, or cannot be read (the content API down before any answer was kept), the market's first
 * locale, so that its URLs do not move during an outage. Here rather than in lib/platform/i18n because the
 * reference API builds links into the storefront with it.
 */
export function defaultLocaleOf(market: MarketCode, mandant: MandantAnswer): Locale {
  const { locales } = MARKETS[market];
  if (!mandant) return locales[0]!;
  const { locale } = mandant;
  if (!locale) return locales.includes(FALLBACK_LOCALE) ? FALLBACK_LOCALE : locales[0]!;
  return locales.find((l) => l.toLowerCase() === locale.toLowerCase()) ?? locales[0]!;
}

/** URL prefix of a locale in a market: none for the default locale, "/{language}" otherwise. */
export function localePrefix(locale: Locale, defaultLocale: Locale): string {
  return locale === defaultLocale ? '' : `/${languageOf(locale)}`;
}
