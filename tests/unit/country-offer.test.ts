import { analyticsScripts, analyticsSourcesFromEnv } from '@/lib/platform/consent/analytics';
import { marketOfCountry, offerOf } from '@/lib/platform/markets/country';

describe('country redirect offer (issue 5 §1)', () => {
  it('maps a visitor country to the market that serves it, never to the camp shop', () => {
    expect(marketOfCountry('IT')).toBe('IT');
    expect(marketOfCountry('gb')).toBe('UK');
    expect(marketOfCountry('AT')).toBe('AT');
    expect(marketOfCountry('FR')).toBeUndefined();
  });

  it('reads an offer from the /api/country answer and ignores anything else', () => {
    const offer = {
      market: 'IT',
      countryCode: 'IT',
      href: 'http://it.localhost:3000/',
      header: 'Ti trovi in Italia?',
      text: 'Visita il nostro shop.',
      go: 'Allo shop per Italia',
    };
    expect(offerOf({ offer })).toEqual(offer);
    expect(offerOf({ offer: null })).toBeNull();
    expect(offerOf({ offer: { ...offer, market: 'XX' } })).toBeNull();
    expect(offerOf({ offer: { ...offer, href: 'javascript:alert(1)' } })).toBeNull();
    expect(offerOf('nonsense')).toBeNull();
  });
});

describe('analytics tags (issue 5 §2)', () => {
  it('loads the configured tags from the same-origin stand-ins by default', () => {
    expect(analyticsScripts({ googleTagManagerId: 'GTM-K7Q2XPA', matomoSiteId: '1' })).toEqual([
      { tool: 'gtm', src: '/api/analytics/gtm.js?id=GTM-K7Q2XPA' },
      { tool: 'matomo', src: '/api/analytics/matomo.js?id=1' },
    ]);
  });

  it('leaves out missing or malformed ids and uses the real tag URLs when configured', () => {
    const sources = analyticsSourcesFromEnv({ ANALYTICS_GTM_SRC: 'https://www.googletagmanager.com/gtm.js?id={id}' });
    expect(analyticsScripts({ googleTagManagerId: 'GTM-K7Q2XPA', matomoSiteId: '1"><script>' }, sources)).toEqual([
      { tool: 'gtm', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-K7Q2XPA' },
    ]);
    expect(analyticsScripts({})).toEqual([]);
  });
});
