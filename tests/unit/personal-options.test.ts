import { countryName, languageName, languageOptions } from '@/lib/account/personal-options';

describe('personal details options', () => {
  it('names a language in itself, capitalised as a menu lists it', () => {
    expect(languageName('it-IT')).toBe('Italiano (Italia)');
    expect(languageName('de-AT')).toBe('Deutsch (Österreich)');
    expect(languageName('en-GB')).toBe('English (United Kingdom)');
  });

  it('offers the market’s languages, keeping the customer’s own when the market no longer lists it', () => {
    expect(languageOptions(['it-IT', 'en-GB'], 'en-GB').map((o) => o.code)).toEqual(['it-IT', 'en-GB']);
    expect(languageOptions(['it-IT', 'en-GB'], 'de-AT').map((o) => o.code)).toEqual(['de-AT', 'it-IT', 'en-GB']);
    expect(languageOptions([], 'it-IT')).toEqual([{ code: 'it-IT', name: 'Italiano (Italia)' }]);
  });

  it('names the country in the page’s locale', () => {
    expect(countryName('IT', 'it-IT')).toBe('Italia');
    expect(countryName('IT', 'de-AT')).toBe('Italien');
  });
});
