import { HREFLANG_CLUSTER, hreflangOf, pageAlternates } from '@/lib/platform/seo/hreflang';
import { MARKETS, type Locale, type MarketCode } from '@/lib/platform/markets/markets';

const DEFAULTS: Record<MarketCode, Locale> = { AT: 'de-AT', DE: 'de-DE', CH: 'de-CH', UK: 'en-GB', IT: 'it-IT', CAMP: 'de-AT' };
const origin = (m: MarketCode) => `https://${m.toLowerCase()}.example`;
const alternates = (market: MarketCode, route: Parameters<typeof pageAlternates>[0]['route'], params = {}) =>
  pageAlternates({ market, route, params, defaultLocales: DEFAULTS, origin });

describe('hreflang codes', () => {
  it('pair the language with the market’s country', () => {
    expect(hreflangOf('AT', 'de-AT')).toBe('de-AT');
    expect(hreflangOf('CH', 'fr-CH')).toBe('fr-CH');
    expect(hreflangOf('CH', 'it-CH')).toBe('it-CH');
    expect(hreflangOf('UK', 'en-GB')).toBe('en-GB');
  });

  it('give the English pages of the other markets their own country, so en-GB means the UK shop only', () => {
    expect(hreflangOf('AT', 'en-GB')).toBe('en-AT');
    expect(hreflangOf('IT', 'en-GB')).toBe('en-IT');
  });

  it('are unique across the markets that are alternates of each other', () => {
    const codes = HREFLANG_CLUSTER.flatMap((m) => MARKETS[m].locales.map((l) => hreflangOf(m, l)));
    expect(codes).toHaveLength(11);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('the alternates of a page', () => {
  it('list every locale of the market and the same page in the other markets, with x-default', () => {
    const { languages } = alternates('AT', '/tariffs');
    expect(languages).toEqual({
      'de-AT': 'https://at.example/tarife',
      'en-AT': 'https://at.example/en/tariffs',
      'de-DE': 'https://de.example/tarife',
      'en-DE': 'https://de.example/en/tariffs',
      'de-CH': 'https://ch.example/tarife',
      'fr-CH': 'https://ch.example/fr/forfaits',
      'it-CH': 'https://ch.example/it/tariffe',
      'en-CH': 'https://ch.example/en/tariffs',
      'en-GB': 'https://uk.example/tariffs',
      'it-IT': 'https://it.example/tariffe',
      'en-IT': 'https://it.example/en/tariffs',
      'x-default': 'https://at.example/en/tariffs',
    });
  });

  it('are the same set on every page of the cluster, so each page links back', () => {
    const fromAt = alternates('AT', '/').languages;
    expect(alternates('CH', '/').languages).toEqual(fromAt);
    expect(alternates('UK', '/').languages).toEqual(fromAt);
  });

  it('follow a market whose default locale is not its first one', () => {
    const { languages } = pageAlternates({ market: 'AT', route: '/', params: {}, defaultLocales: { ...DEFAULTS, CH: 'fr-CH' }, origin });
    expect(languages['fr-CH']).toBe('https://ch.example/');
    expect(languages['de-CH']).toBe('https://ch.example/de');
  });

  it('keep a tariff page within its market: tariffs differ between markets', () => {
    const { languages, urlOf } = alternates('CH', '/tariffs/[slug]', { slug: 'mobil-m' });
    expect(languages).toEqual({
      'de-CH': 'https://ch.example/tarife/mobil-m',
      'fr-CH': 'https://ch.example/fr/forfaits/mobil-m',
      'it-CH': 'https://ch.example/it/tariffe/mobil-m',
      'en-CH': 'https://ch.example/en/tariffs/mobil-m',
      'x-default': 'https://ch.example/en/tariffs/mobil-m',
    });
    expect(urlOf('fr-CH')).toBe('https://ch.example/fr/forfaits/mobil-m');
  });

  it('leave out markets where the route does not exist, and keep CAMP to itself', () => {
    expect(Object.keys(alternates('AT', '/smartphones').languages)).not.toContain('de-CAMP');
    const camp = alternates('CAMP', '/tariffs').languages;
    expect(Object.values(camp).every((url) => url.startsWith('https://camp.example/'))).toBe(true);
    expect(camp['x-default']).toBe('https://camp.example/en/tariffs');
  });
});
