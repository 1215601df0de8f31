import { FALLBACK_LOCALE, languageOf, MARKETS, type Locale, type MarketCode } from '../markets/markets';

/**
 * A market's default locale: the locale of its /config/mandant when that is one of the market's
 * locales, en-GB when the mandant names none (ARCHITECTURE §3), else the market's first locale.
 * Here rather than in lib/i18n because the reference API builds links into the storefront with it.
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
