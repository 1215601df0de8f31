import { PAGE_VIEWS } from '@/app/page-views';
import { routeRequest } from '@/lib/platform/i18n/route-request';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { defaultLocaleOf } from '@/lib/domain/market-locale';

describe('routing a public path to an internal route', () => {
  it('serves the default locale without a prefix', () => {
    expect(routeRequest('AT', 'de-AT', '/')).toEqual({ kind: 'rewrite', to: '/at/de-AT', locale: 'de-AT' });
    expect(routeRequest('AT', 'de-AT', '/tarife')).toEqual({ kind: 'rewrite', to: '/at/de-AT/tariffs', locale: 'de-AT' });
  });

  it('serves other locales under their language prefix with localised paths', () => {
    expect(routeRequest('AT', 'de-AT', '/en/tariffs/mobil-m')).toMatchObject({ to: '/at/en-GB/tariffs/mobil-m' });
    expect(routeRequest('CH', 'de-CH', '/fr/forfaits')).toMatchObject({ to: '/ch/fr-CH/tariffs', locale: 'fr-CH' });
    expect(routeRequest('CH', 'de-CH', '/it/tariffe')).toMatchObject({ to: '/ch/it-CH/tariffs', locale: 'it-CH' });
  });

  it('redirects the default locale prefix away', () => {
    expect(routeRequest('AT', 'de-AT', '/de/tarife')).toEqual({ kind: 'redirect', to: '/tarife' });
    expect(routeRequest('UK', 'en-GB', '/en')).toEqual({ kind: 'redirect', to: '/' });
  });

  it("sends paths of another language, other markets' locales and internal paths to the 404 route", () => {
    expect(routeRequest('AT', 'de-AT', '/tariffs')).toEqual({ kind: 'rewrite', to: '/at/de-AT/not-found', locale: 'de-AT', status: 404 });
    expect(routeRequest('AT', 'de-AT', '/fr/forfaits')).toMatchObject({ to: '/at/de-AT/not-found' });
    expect(routeRequest('AT', 'de-AT', '/at/de-AT/tariffs')).toMatchObject({ to: '/at/de-AT/not-found' });
    expect(routeRequest('UK', 'en-GB', '/tarife')).toMatchObject({ to: '/uk/en-GB/not-found' });
  });

  it('follows a default locale that the market configuration changes', () => {
    expect(routeRequest('CH', 'fr-CH', '/forfaits')).toMatchObject({ to: '/ch/fr-CH/tariffs' });
    expect(routeRequest('CH', 'fr-CH', '/de/tarife')).toMatchObject({ to: '/ch/de-CH/tariffs' });
  });
});

describe('building localised links', () => {
  it('prefixes only non-default locales', () => {
    expect(localizedPath({ locale: 'de-AT', defaultLocale: 'de-AT' }, '/tariffs/[slug]', { slug: 'mobil-m' })).toBe('/tarife/mobil-m');
    expect(localizedPath({ locale: 'en-GB', defaultLocale: 'de-AT' }, '/')).toBe('/en');
    expect(localizedPath({ locale: 'fr-CH', defaultLocale: 'de-CH' }, '/cart', undefined, 'notice=added')).toBe('/fr/panier?notice=added');
  });

  it('round-trips every route through the proxy', () => {
    const path = localizedPath({ locale: 'it-CH', defaultLocale: 'de-CH' }, '/account/login');
    expect(routeRequest('CH', 'de-CH', path)).toMatchObject({ to: '/ch/it-CH/account/login' });
  });
});

describe('the language links (?hl=)', () => {
  const on = (market: 'CH' | 'AT', path: string, query: string) =>
    routeRequest(market, market === 'CH' ? 'de-CH' : 'de-AT', path, {
      views: PAGE_VIEWS,
      search: new URLSearchParams(query),
      shownHiddenCookie: undefined,
      now: new Date('2026-11-28T10:00:00Z'),
    });

  it('lead to the same page in the other language, for a moment (307), with the rest of the query', () => {
    expect(on('CH', '/fr/forfaits/mobil-m', 'hl=de-CH')).toEqual({ kind: 'redirect', to: '/tarife/mobil-m', search: '', temporary: true });
    expect(on('CH', '/tarife', 'sim=esim&hl=it-CH')).toEqual({ kind: 'redirect', to: '/it/tariffe', search: '?sim=esim', temporary: true });
    expect(on('AT', '/', 'hl=en-GB')).toMatchObject({ to: '/en' });
  });

  it('lead to the home page in that language from a path that names no page', () => {
    expect(on('CH', '/fr/nulle-part', 'hl=it-CH')).toMatchObject({ kind: 'redirect', to: '/it' });
  });

  it('only drop the parameter when it names no locale of the market', () => {
    expect(on('AT', '/tarife', 'hl=fr-CH')).toMatchObject({ kind: 'redirect', to: '/tarife', search: '' });
  });
});

describe('the default locale of a market', () => {
  it("is the mandant locale when it is one of the market's", () => {
    expect(defaultLocaleOf('CH', { locale: 'fr-CH' })).toBe('fr-CH');
    expect(defaultLocaleOf('AT', { locale: 'de-at' })).toBe('de-AT');
  });

  it('is en-GB when the mandant names none', () => {
    expect(defaultLocaleOf('IT', {})).toBe('en-GB');
    expect(defaultLocaleOf('IT', { locale: null })).toBe('en-GB');
  });

  it("is the market's first locale when the mandant names a foreign one, or cannot be read", () => {
    expect(defaultLocaleOf('IT', { locale: 'fr-CH' })).toBe('it-IT');
    expect(defaultLocaleOf('AT', undefined)).toBe('de-AT');
  });
});
