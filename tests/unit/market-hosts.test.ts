import { createDefaultLocaleCache } from '@/lib/platform/i18n/default-locale-cache';
import { marketForHost, marketOrigin, parseMarketHosts } from '@/lib/platform/markets/hosts';

describe('host to market', () => {
  const hosts = parseMarketHosts('at=www.example.at, uk=https://www.example.co.uk,xx=nowhere,de=');

  it('reads production hosts from MARKET_HOSTS and ignores bad entries', () => {
    expect([...hosts.keys()]).toEqual(['AT', 'UK']);
    expect(marketForHost('www.example.co.uk', hosts)).toBe('UK');
  });

  it('maps development subdomains of localhost, with or without a port', () => {
    expect(marketForHost('ch.localhost:3000', hosts)).toBe('CH');
    expect(marketForHost('camp.localhost', hosts)).toBe('CAMP');
  });

  it('falls back to AT for plain localhost and unknown hosts', () => {
    expect(marketForHost('localhost:3000', hosts)).toBe('AT');
    expect(marketForHost('evil.example', hosts)).toBe('AT');
    expect(marketForHost(null, hosts)).toBe('AT');
  });

  it('gives each market its public origin', () => {
    expect(marketOrigin('UK', hosts, '3000')).toBe('https://www.example.co.uk');
    expect(marketOrigin('IT', hosts, '3100')).toBe('http://it.localhost:3100');
  });
});

describe("the proxy's cache of default locales", () => {
  it('reads the mandant once, then serves the cached value until it expires', async () => {
    let now = 0;
    const fetcher = jest.fn(async () => 'fr-CH');
    const cache = createDefaultLocaleCache(fetcher, 1000, () => now);
    expect(await cache('CH')).toBe('fr-CH');
    expect(await cache('CH')).toBe('fr-CH');
    expect(fetcher).toHaveBeenCalledTimes(1);
    now = 2000;
    await cache('CH');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("keeps each market's first locale while the content API is unreachable and nothing was read yet", async () => {
    const cache = createDefaultLocaleCache(async () => {
      throw new Error('down');
    });
    expect(await cache('IT')).toBe('it-IT');
    expect(await cache('UK')).toBe('en-GB');
  });
});
