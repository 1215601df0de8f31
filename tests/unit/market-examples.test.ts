/**
 * Issue 25 §0.8: the examples a form's hint shows are each market's own: its mobile number fits the
 * market's patterns of /config/mandant (the reference API's seed), its IBAN the check digits, and its
 * customer number the market's range without being a demo customer's.
 */
import { at } from '@/content-api/seed/markets/at';
import { camp } from '@/content-api/seed/markets/camp';
import { ch } from '@/content-api/seed/markets/ch';
import { de } from '@/content-api/seed/markets/de';
import { it as italy } from '@/content-api/seed/markets/it';
import { uk } from '@/content-api/seed/markets/uk';
import type { MarketSeed } from '@/content-api/seed/types';
import { ibanProblem } from '@/lib/domain/iban';
import { matchesMarketPattern } from '@/lib/domain/market-patterns';
import { MARKET_EXAMPLES } from '@/lib/platform/markets/examples';
import { MARKET_CODES, type MarketCode } from '@/lib/platform/markets/markets';

const SEEDS: Record<MarketCode, MarketSeed> = { AT: at, DE: de, CH: ch, UK: uk, IT: italy, CAMP: camp };

describe.each(MARKET_CODES)('the examples of %s', (market) => {
  const examples = MARKET_EXAMPLES[market];
  const seed = SEEDS[market];

  it('give a mobile number the market takes, at home and with its country code', () => {
    const { mobilePhoneNumberRegex } = seed.mandant.countryConfig;
    expect(matchesMarketPattern(mobilePhoneNumberRegex, examples.mobile.national)).toBe(true);
    expect(matchesMarketPattern(mobilePhoneNumberRegex, examples.mobile.international)).toBe(true);
  });

  it('give an IBAN with valid check digits', () => {
    expect(ibanProblem(examples.iban)).toBeUndefined();
  });

  it('give a customer number of the market’s range that is no demo customer’s', () => {
    const numbers = seed.customers.map((c) => c.customerNumber);
    expect(examples.customerNumber).toHaveLength(numbers[0]!.length);
    expect(examples.customerNumber[0]).toBe(numbers[0]![0]);
    expect(numbers).not.toContain(examples.customerNumber);
  });
});
