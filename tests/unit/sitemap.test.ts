import fs from 'node:fs';
import path from 'node:path';
import { PARAMS_SOURCES } from '@/app/sitemap.xml/sources';
import { DEVICE_ROUTES } from '@/lib/catalogue/devices';
import { INFO_ROUTES, INFO_TOPICS, infoTopicsOf } from '@/lib/content/info-topics';
import { ok } from '@/lib/platform/content-api/result';
import { matchPattern } from '@/lib/platform/i18n/pathnames';
import { MARKET_CODES, MARKETS, type Locale, type MarketCode } from '@/lib/platform/markets/markets';
import { ALL_ROUTES, hasParams, isPrivateRoute, publicRoutes, routeAvailableIn } from '@/lib/platform/seo/routes';
import { sitemapEntries } from '@/lib/platform/seo/sitemap';
import { sitemapXml } from '@/lib/platform/seo/sitemap-xml';

const DEFAULTS: Record<MarketCode, Locale> = { AT: 'de-AT', DE: 'de-DE', CH: 'de-CH', UK: 'en-GB', IT: 'it-IT', CAMP: 'de-AT' };
const origin = (m: MarketCode) => `http://${m.toLowerCase()}.localhost:3000`;

/**
 * Internal routes that have a page under app/[market]/[locale] (route groups and _folders left out); a
 * page's cached views (`{route}/-/[...view]`, ADR 24) count as a page of its route.
 */
function pageRoutes(): Set<string> {
  const base = path.join(__dirname, '../../app/[market]/[locale]');
  const routes = new Set<string>();
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith('_')) {
        const grouped = /^\(.*\)$/.test(entry.name);
        walk(path.join(dir, entry.name), grouped ? segments : [...segments, entry.name]);
      } else if (entry.name === 'page.tsx') routes.add(`/${segments.join('/')}`.replace(/\/-\/\[\.\.\.view\]$/, ''));
    }
  };
  walk(base, []);
  return routes;
}

describe('which routes search engines get', () => {
  it('keeps the cart, checkout and customer area out', () => {
    expect(isPrivateRoute('/cart')).toBe(true);
    expect(isPrivateRoute('/checkout/payment')).toBe(true);
    expect(isPrivateRoute('/account/login')).toBe(true);
    expect(isPrivateRoute('/accessibility')).toBe(false);
    expect(publicRoutes('AT')).not.toContain('/cart');
  });

  it('lists device and financing pages only where the market sells devices', () => {
    expect(publicRoutes('AT')).toEqual(expect.arrayContaining(['/smartphones', '/info/financing']));
    expect(publicRoutes('CAMP')).not.toContain('/smartphones');
    expect(publicRoutes('CAMP')).not.toContain('/info/financing');
    expect(publicRoutes('CAMP')).toContain('/info/roaming');
    // The app's landing page is noindex (ADR 50): never in a sitemap.
    expect(publicRoutes('DE')).not.toContain('/app');
  });

  it.each(MARKET_CODES)('has in %s the device and information pages the catalogue and the topics list there', (market) => {
    const deviceRoutes = Object.values(DEVICE_ROUTES).flatMap((routes) => Object.values(routes));
    expect(deviceRoutes.filter((route) => routeAvailableIn(route, market) !== MARKETS[market].sellsDevices)).toEqual([]);
    const topics = infoTopicsOf(MARKETS[market]);
    expect(INFO_TOPICS.filter((topic) => routeAvailableIn(INFO_ROUTES[topic], market) !== topics.includes(topic))).toEqual([]);
  });

  it('has a page for every public route, so no sitemap URL or hreflang link is a 404', () => {
    // A page folder may serve several routes through a parameter (/info/[topic] serves /info/esim).
    const pages = [...pageRoutes()].filter((page) => !page.includes('[...'));
    const hasPage = (route: string) => pages.some((page) => matchPattern(page, route) !== null);
    expect(ALL_ROUTES.filter((route) => !isPrivateRoute(route) && !hasPage(route))).toEqual([]);
  });

  it('knows where to find the pages of every public route with parameters', () => {
    const missing = ALL_ROUTES.filter((route) => !isPrivateRoute(route) && hasParams(route) && !PARAMS_SOURCES[route]);
    expect(missing).toEqual([]);
  });
});

describe('the sitemap of a market', () => {
  const sources = { '/tariffs/[slug]': async () => ok([{ slug: 'mobil-m' }, { slug: 'daten-50' }]) };

  it('lists each page once per locale of the market, with the alternates of the page', async () => {
    const result = await sitemapEntries('AT', DEFAULTS, origin, sources);
    if (!result.ok) throw new Error('expected entries');
    const locs = result.data.map((e) => e.loc);
    expect(locs).toEqual(
      expect.arrayContaining([
        'http://at.localhost:3000/',
        'http://at.localhost:3000/en',
        'http://at.localhost:3000/tarife/mobil-m',
        'http://at.localhost:3000/en/tariffs/daten-50',
      ]),
    );
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.some((l) => l.includes('warenkorb') || l.includes('mein-konto'))).toBe(false);
    const home = result.data.find((e) => e.loc === 'http://at.localhost:3000/')!;
    expect(home.alternates['en-GB']).toBe('http://uk.localhost:3000/');
    expect(home.alternates['x-default']).toBe('http://at.localhost:3000/en');
  });

  it('fails as a whole when a catalogue read fails', async () => {
    const down = { '/tariffs/[slug]': async () => ({ ok: false as const, error: { kind: 'unavailable' as const, path: 'tariffs' } }) };
    expect((await sitemapEntries('UK', DEFAULTS, origin, down)).ok).toBe(false);
  });
});

describe('sitemap XML', () => {
  it('is a sitemaps.org urlset with xhtml:link alternates, escaped', () => {
    const xml = sitemapXml([
      { loc: 'https://a.example/?a=1&b=2', alternates: { 'de-AT': 'https://a.example/x', 'x-default': 'https://a.example/' } },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        '  <url>',
        '    <loc>https://a.example/?a=1&amp;b=2</loc>',
        '    <xhtml:link rel="alternate" hreflang="de-AT" href="https://a.example/x"/>',
        '    <xhtml:link rel="alternate" hreflang="x-default" href="https://a.example/"/>',
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});
