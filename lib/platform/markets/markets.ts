/**
 * The six markets of ARCHITECTURE §3. The first locale is the fallback default; the content API's
 * /config/mandant may name another of the market's locales as its default.
 */
export const MARKET_CODES = ['AT', 'DE', 'CH', 'UK', 'IT', 'CAMP'] as const;
export type MarketCode = (typeof MARKET_CODES)[number];

export const LOCALES = ['de-AT', 'de-DE', 'de-CH', 'fr-CH', 'it-CH', 'it-IT', 'en-GB'] as const;
export type Locale = (typeof LOCALES)[number];

export const FALLBACK_LOCALE: Locale = 'en-GB';

export type Market = {
  code: MarketCode;
  /** Lower-case segment used in internal routes and dev hosts (at.localhost). */
  slug: string;
  locales: readonly Locale[];
  currency: 'EUR' | 'CHF' | 'GBP';
  /** Standard VAT rate in percent. */
  vatRate: number;
  /** ISO 3166 country of the market (CAMP sells in Austria). */
  country: string;
  /** IANA time zone of the market's shops, dates and deadlines (CAMP sells in Austria). */
  timeZone: string;
  /** Whether the market sells smartphones, routers and repeaters (CAMP does not: its device pages 404). */
  sellsDevices: boolean;
  /** Whether the market sells fixed line and IP TV (CAMP does not: its internet and IP TV pages 404). */
  sellsFixedLine: boolean;
};

export const MARKETS: Record<MarketCode, Market> = {
  AT: {
    code: 'AT',
    slug: 'at',
    locales: ['de-AT', 'en-GB'],
    currency: 'EUR',
    vatRate: 20,
    country: 'AT',
    timeZone: 'Europe/Vienna',
    sellsDevices: true,
    sellsFixedLine: true,
  },
  DE: {
    code: 'DE',
    slug: 'de',
    locales: ['de-DE', 'en-GB'],
    currency: 'EUR',
    vatRate: 19,
    country: 'DE',
    timeZone: 'Europe/Berlin',
    sellsDevices: true,
    sellsFixedLine: true,
  },
  CH: {
    code: 'CH',
    slug: 'ch',
    locales: ['de-CH', 'fr-CH', 'it-CH', 'en-GB'],
    currency: 'CHF',
    vatRate: 8.1,
    country: 'CH',
    timeZone: 'Europe/Zurich',
    sellsDevices: true,
    sellsFixedLine: true,
  },
  UK: {
    code: 'UK',
    slug: 'uk',
    locales: ['en-GB'],
    currency: 'GBP',
    vatRate: 20,
    country: 'GB',
    timeZone: 'Europe/London',
    sellsDevices: true,
    sellsFixedLine: true,
  },
  IT: {
    code: 'IT',
    slug: 'it',
    locales: ['it-IT', 'en-GB'],
    currency: 'EUR',
    vatRate: 22,
    country: 'IT',
    timeZone: 'Europe/Rome',
    sellsDevices: true,
    sellsFixedLine: true,
  },
  CAMP: {
    code: 'CAMP',
    slug: 'camp',
    locales: ['de-AT', 'en-GB'],
    currency: 'EUR',
    vatRate: 20,
    country: 'AT',
    timeZone: 'Europe/Vienna',
    sellsDevices: false,
    sellsFixedLine: false,
  },
};

export const DEFAULT_MARKET: MarketCode = 'AT';

export function isMarketCode(value: string): value is MarketCode {
  return (MARKET_CODES as readonly string[]).includes(value);
}

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

export function marketBySlug(slug: string): Market | undefined {
  return Object.values(MARKETS).find((m) => m.slug === slug);
}

/** The language part of a locale ("de" for de-AT): keys of localised pathnames and URL prefixes. */
export function languageOf(locale: Locale): 'de' | 'en' | 'fr' | 'it' {
  return locale.slice(0, 2) as 'de' | 'en' | 'fr' | 'it';
}
