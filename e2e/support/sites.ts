import type { PathContext } from '@/lib/platform/i18n/paths';
import type { Locale, MarketCode } from '@/lib/platform/markets/markets';

export type E2ESite = { market: MarketCode; locale: Locale; path: PathContext };

const site = (market: MarketCode, locale: Locale, defaultLocale: Locale): E2ESite => ({
  market,
  locale,
  path: { locale, defaultLocale },
});

/** The market/locale pairs the main journeys run in: a default locale, English only, a prefixed one. */
export const SITES: E2ESite[] = [site('AT', 'de-AT', 'de-AT'), site('UK', 'en-GB', 'en-GB'), site('CH', 'fr-CH', 'de-CH')];
