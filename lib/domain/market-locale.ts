import { FALLBACK_LOCALE, languageOf, MARKETS, type Locale, type MarketCode } from '../markets/markets';

/**
 * A market's default locale, the one rule the proxy, the pages and the reference API follow: the
 * locale of its /config/mandant when that is one of the market's locales; when the mandant names none,
 * or cannot be read, SPEC §3/§9's default en-GB (ARCHITECTURE §3) where the market has it; else the
 * market's first locale. Here rather than in lib/i18n because the reference API builds links into
 * the storefront with it.
 */
export function defaultLocaleOf(market: MarketCode, mandantLocale?: string | null): Locale {
  const { locales } = MARKETS[market];
  if (!mandantLocale) return locales.includes(FALLBACK_LOCALE) ? FALLBACK_LOCALE : locales[0]!;
  const match = locales.find((l) => l.toLowerCase() === mandantLocale.toLowerCase());
  return match ?? locales[0]!;
}

/** URL prefix of a locale in a market: none for the default locale, "/{language}" otherwise. */
export function localePrefix(locale: Locale, defaultLocale: Locale): string {
  return locale === defaultLocale ? '' : `/${languageOf(locale)}`;
}
