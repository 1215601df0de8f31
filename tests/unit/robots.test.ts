import { disallowedPaths, robotsTxt } from '@/lib/platform/seo/robots';

describe('robots.txt', () => {
  it('disallows the API and the cart and customer area in every language of the market', () => {
    expect(disallowedPaths('AT', 'de-AT')).toEqual(
      expect.arrayContaining(['/api/', '/warenkorb', '/en/cart', '/mein-konto', '/en/account']),
    );
    expect(disallowedPaths('CH', 'de-CH')).toEqual(
      expect.arrayContaining(['/warenkorb', '/fr/panier', '/it/carrello', '/en/cart', '/fr/mon-compte', '/it/area-clienti']),
    );
    expect(disallowedPaths('UK', 'en-GB')).toEqual(expect.arrayContaining(['/api/', '/cart', '/account']));
  });

  it('leaves out paths a shorter rule already covers', () => {
    const paths = disallowedPaths('AT', 'de-AT');
    expect(paths).not.toContain('/mein-konto/anmelden');
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('never disallows public pages', () => {
    const paths = disallowedPaths('AT', 'de-AT');
    for (const open of ['/', '/tarife', '/en/tariffs', '/smartphones']) {
      expect(paths.some((p) => open.startsWith(p))).toBe(false);
    }
  });

  it('allows everything else and names the sitemap of the host', () => {
    expect(robotsTxt({ disallow: ['/api/', '/cart'], sitemapUrl: 'https://uk.example/sitemap.xml' })).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /cart', '', 'Sitemap: https://uk.example/sitemap.xml', ''].join('\n'),
    );
  });
});
