import { isSameOrigin, refererPath } from '@/lib/platform/bff/origin';
import { findUpstreamRoute } from '@/lib/platform/bff/routes';
import { isLive } from '@/lib/platform/bff/session-data';

const request = (headers: Record<string, string>) => new Request('http://at.localhost:3000/api/cart', { method: 'POST', headers });

describe('the origin check of state-changing handlers', () => {
  it('accepts a same-origin Origin header', () => {
    expect(isSameOrigin(request({ host: 'at.localhost:3000', origin: 'http://at.localhost:3000' }))).toBe(true);
  });

  it('rejects another origin, even another market of ours', () => {
    expect(isSameOrigin(request({ host: 'at.localhost:3000', origin: 'http://uk.localhost:3000' }))).toBe(false);
    expect(isSameOrigin(request({ host: 'at.localhost:3000', origin: 'null' }))).toBe(false);
  });

  it('without Origin, trusts only Sec-Fetch-Site same-origin', () => {
    expect(isSameOrigin(request({ host: 'at.localhost:3000', 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOrigin(request({ host: 'at.localhost:3000', 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(isSameOrigin(request({ host: 'at.localhost:3000' }))).toBe(false);
  });
});

describe('the page a form was posted from', () => {
  it('is the path and query of a Referer of this host', () => {
    expect(refererPath(request({ host: 'at.localhost:3000', referer: 'http://at.localhost:3000/tarife?sort=price#top' }))).toBe(
      '/tarife?sort=price',
    );
  });

  it('is unknown for another host, another scheme, a broken or a missing Referer', () => {
    expect(refererPath(request({ host: 'at.localhost:3000', referer: 'http://uk.localhost:3000/tariffs' }))).toBeNull();
    expect(refererPath(request({ host: 'at.localhost:3000', referer: 'javascript://at.localhost:3000/x' }))).toBeNull();
    expect(refererPath(request({ host: 'at.localhost:3000', referer: 'not a url' }))).toBeNull();
    expect(refererPath(request({ host: 'at.localhost:3000' }))).toBeNull();
  });
});

describe('the upstream allow-list', () => {
  it('lets through only listed method and path pairs', () => {
    expect(findUpstreamRoute('GET', 'customerarea/products')?.access).toBe('login');
    expect(findUpstreamRoute('DELETE', 'customerarea/products')).toBeUndefined();
    expect(findUpstreamRoute('GET', 'customerarea/products/../../admin')).toBeUndefined();
    expect(findUpstreamRoute('GET', 'authentication/login')).toBeUndefined();
  });
});

describe('session lifetime', () => {
  const base = { token: 't', market: 'AT' as const, autoLogin: false, createdAt: 0, lastSeen: 0 };

  it('ends after 30 idle minutes', () => {
    expect(isLive(base, 29 * 60_000)).toBe(true);
    expect(isLive(base, 30 * 60_000)).toBe(false);
  });

  it('ends 12 hours after login however active', () => {
    expect(isLive({ ...base, lastSeen: 12 * 3_600_000 - 1 }, 12 * 3_600_000)).toBe(false);
  });
});
