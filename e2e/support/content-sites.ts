import type { E2ESite } from './sites';

/** The five market/locale pairs of issue 5's pages: AT, DE, CH in French, UK and IT. */
export const CONTENT_SITES: E2ESite[] = [
  { market: 'AT', locale: 'de-AT', path: { locale: 'de-AT', defaultLocale: 'de-AT' } },
  { market: 'DE', locale: 'de-DE', path: { locale: 'de-DE', defaultLocale: 'de-DE' } },
  { market: 'CH', locale: 'fr-CH', path: { locale: 'fr-CH', defaultLocale: 'de-CH' } },
  { market: 'UK', locale: 'en-GB', path: { locale: 'en-GB', defaultLocale: 'en-GB' } },
  { market: 'IT', locale: 'it-IT', path: { locale: 'it-IT', defaultLocale: 'it-IT' } },
];
