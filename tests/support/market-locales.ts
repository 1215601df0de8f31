/** Every market with one of its locales (CH in French, to cover a second language): the rows of a test run per market. */
export const MARKET_LOCALES = [
  ['AT', 'de-AT'],
  ['DE', 'de-DE'],
  ['CH', 'fr-CH'],
  ['UK', 'en-GB'],
  ['IT', 'it-IT'],
  ['CAMP', 'de-AT'],
] as const;
