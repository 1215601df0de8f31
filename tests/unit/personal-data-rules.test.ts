import { at } from '@/content-api/seed/markets/at';
import { AUSTRIA_COUNTRY_CONFIG } from '@/content-api/seed/markets/austria';
import { camp } from '@/content-api/seed/markets/camp';
import { ch } from '@/content-api/seed/markets/ch';
import { de } from '@/content-api/seed/markets/de';
import { it as italy } from '@/content-api/seed/markets/it';
import { uk } from '@/content-api/seed/markets/uk';
import { COMPANY_NAME_MAX_LENGTH, companyNameProblem } from '@/lib/domain/company-name';
import {
  digitsOnly,
  isMarketPhoneNumber,
  marketPatternProblem,
  matchesMarketPattern,
  normalizeVatNumber,
  type CountryPatterns,
} from '@/lib/domain/market-patterns';

describe('company name (SPEC §5, §9: at most 60 characters)', () => {
  it('takes up to 60 characters', () => {
    expect(COMPANY_NAME_MAX_LENGTH).toBe(60);
    expect(companyNameProblem('A'.repeat(60), { required: true })).toBeUndefined();
    expect(companyNameProblem('A'.repeat(61), { required: true })).toBe('too_long');
  });

  it('counts without the spaces around it', () => {
    expect(companyNameProblem(`  ${'A'.repeat(60)}  `, { required: true })).toBeUndefined();
  });

  it('is needed from a business customer only', () => {
    expect(companyNameProblem(' ', { required: true })).toBe('required');
    expect(companyNameProblem('', { required: false })).toBeUndefined();
    expect(companyNameProblem('A'.repeat(61), { required: false })).toBe('too_long');
  });

  it('counts as the browser’s maxlength does', () => {
    expect(companyNameProblem(`${'A'.repeat(58)}😀`, { required: true })).toBeUndefined(); // 60 code units
    expect(companyNameProblem(`${'A'.repeat(59)}😀`, { required: true })).toBe('too_long'); // 61
  });
});

describe("a market's pattern from /config/mandant (SPEC §3 countryConfig, §5)", () => {
  it('must match the whole value, with or without ^ and $', () => {
    expect(matchesMarketPattern('\\d{4}', '1070')).toBe(true);
    expect(matchesMarketPattern('\\d{4}', '10700')).toBe(false);
    expect(matchesMarketPattern('^\\d{4}$', '1070')).toBe(true);
    expect(matchesMarketPattern('a|b', 'ab')).toBe(false);
    expect(matchesMarketPattern('a|b', 'b')).toBe(true);
  });

  it('tells a pattern it cannot read from a value that does not match', () => {
    expect(matchesMarketPattern('(', '1070')).toBeUndefined();
    expect(matchesMarketPattern('[0-9', '1070')).toBeUndefined();
  });
});

describe('personal-data fields in the market’s patterns', () => {
  const at: CountryPatterns = AUSTRIA_COUNTRY_CONFIG;

  it('checks the postal code', () => {
    expect(marketPatternProblem('zip', '1070', at)).toBeUndefined();
    expect(marketPatternProblem('zip', ' 1070 ', at)).toBeUndefined();
    expect(marketPatternProblem('zip', '10700', at)).toBe('invalid_format');
  });

  it('checks the VAT number as typed or without spaces and in capitals', () => {
    expect(normalizeVatNumber(' atu 1234 5678 ')).toBe('ATU12345678');
    expect(marketPatternProblem('vatNumber', 'ATU12345678', at)).toBeUndefined();
    expect(marketPatternProblem('vatNumber', 'atu 1234 5678', at)).toBeUndefined();
    expect(marketPatternProblem('vatNumber', 'ATU1234567', at)).toBe('invalid_format');
    expect(marketPatternProblem('vatNumber', 'DE123456789', at)).toBe('invalid_format');
  });

  it('keeps a VAT number whose pattern wants its spaces', () => {
    const withSpace: CountryPatterns = { ...at, vatNumberRegex: '^CHE-\\d{3}\\.\\d{3}\\.\\d{3} MWST$' };
    expect(marketPatternProblem('vatNumber', 'CHE-123.456.789 MWST', withSpace)).toBeUndefined();
  });

  it('takes a mobile or landline number as the phone, only a mobile one where an SMS goes', () => {
    expect(marketPatternProblem('phone', '+43 664 1234567', at)).toBeUndefined();
    expect(marketPatternProblem('phone', '01 890 6600', at)).toBeUndefined();
    expect(marketPatternProblem('mobilePhone', '+43 664 1234567', at)).toBeUndefined();
    expect(marketPatternProblem('mobilePhone', '01 890 6600', at)).toBe('invalid_format');
    expect(marketPatternProblem('phone', '+39 333 1234567', at)).toBe('invalid_format');
  });

  it('asks for a value when the field is empty', () => {
    expect(marketPatternProblem('zip', '  ', at)).toBe('required');
  });

  it('lets a value pass a pattern the browser cannot read: the content API checks the order again', () => {
    const unreadable: CountryPatterns = { ...at, zipCodeRegex: '(?<=', mobilePhoneNumberRegex: '(' };
    expect(marketPatternProblem('zip', 'anything', unreadable)).toBeUndefined();
    expect(marketPatternProblem('mobilePhone', '01 890 6600', unreadable)).toBeUndefined();
  });

  it('judges a phone number strictly where the content API and the contact forms do: only a readable pattern accepts it', () => {
    expect(isMarketPhoneNumber(at, '0664 1234567')).toBe(true);
    expect(isMarketPhoneNumber({ mobilePhoneNumberRegex: '(', phoneNumberRegex: '(' }, '0664 1234567')).toBe(false);
    expect(isMarketPhoneNumber({ mobilePhoneNumberRegex: '(', phoneNumberRegex: at.phoneNumberRegex }, '0664 1234567')).toBe(true);
  });
});

describe('the digit keyboard for a market’s postal codes', () => {
  it('is for postal codes of digits alone (AT, DE, CH, IT), not for British postcodes', () => {
    const zipOf = (seed: { mandant: { countryConfig: { zipCodeRegex: string } } }) => seed.mandant.countryConfig.zipCodeRegex;
    expect([at, de, ch, italy, camp].map((seed) => digitsOnly(zipOf(seed)))).toEqual([true, true, true, true, true]);
    expect(digitsOnly(zipOf(uk))).toBe(false);
    expect(['^[0-9]{5}$', '\\d{4}', '^\\d+$'].map(digitsOnly)).toEqual([true, true, true]);
    expect(['^\\d{4}[A-Z]{2}$', '^[A-Z0-9 ]{3,8}$', ''].map(digitsOnly)).toEqual([false, false, false]);
  });
});
