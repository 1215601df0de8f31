import type { MarketCode } from './markets';

/**
 * Example values a form's hint shows, in each market's own formats (issue 25 §0.8: the British, Swiss
 * and Italian login pages suggested an Austrian number and customer). Messages take them as arguments,
 * so a language spoken in several markets gives each market its own. Each phone number fits the
 * market's patterns of /config/mandant and each IBAN its check digits (tests/unit/market-examples.test.ts);
 * the customer numbers are in each market's range and belong to no one.
 */
export type MarketExamples = {
  /** A mobile number as dialled in the country, and with its country code. */
  mobile: { national: string; international: string };
  customerNumber: string;
  iban: string;
};

const AUSTRIA = { mobile: { national: '0664 1234567', international: '+43 664 1234567' }, iban: 'AT61 1904 3002 3457 3201' };

export const MARKET_EXAMPLES: Record<MarketCode, MarketExamples> = {
  AT: { ...AUSTRIA, customerNumber: '10012345' },
  DE: {
    mobile: { national: '0151 23456789', international: '+49 151 23456789' },
    customerNumber: '20012345',
    iban: 'DE89 3704 0044 0532 0130 00',
  },
  CH: {
    mobile: { national: '079 123 45 67', international: '+41 79 123 45 67' },
    customerNumber: '30012345',
    iban: 'CH93 0076 2011 6238 5295 7',
  },
  UK: {
    mobile: { national: '07700 900123', international: '+44 7700 900123' },
    customerNumber: '40012345',
    iban: 'GB29 NWBK 6016 1331 9268 19',
  },
  IT: {
    mobile: { national: '347 123 4567', international: '+39 347 123 4567' },
    customerNumber: '50012345',
    iban: 'IT60 X054 2811 1010 0000 0123 456',
  },
  // The camp variant sells in Austria.
  CAMP: { ...AUSTRIA, customerNumber: '60012345' },
};
