/**
 * The door's rate limits (lib/platform/bff/rate-limit.ts, issue 17 §2): a fixed window that says when to retry,
 * counted in Redis across instances when it answers, in this process while it does not; and the name
 * they are counted under.
 */
import { createSharedRateLimiter } from '@/lib/platform/bff/rate-limit';
import { routePattern } from '@/lib/platform/bff/route-pattern';
import type { RedisConnection } from '@/lib/platform/redis/connection';

/** A Redis client that answers the limiter's script as Redis does: the key's count and its milliseconds left. */
function countingRedis() {
  const counts = new Map<string, { count: number; expires: number }>();
  const client = {
    isReady: true,
    keys: () => [...counts.keys()],
    async eval(_script: string, { keys: [key], arguments: [points, seconds] }: { keys: string[]; arguments: string[] }) {
      if (!client.isReady) throw new Error('The client is offline');
      const now = Date.now();
      const known = counts.get(key!);
      const current = known && known.expires > now ? known : { count: 0, expires: now + Number(seconds) * 1000 };
      current.count += Number(points);
      counts.set(key!, current);
      return [current.count, current.expires - now];
    },
  };
  return { client, connection: { client } as unknown as RedisConnection };
}

const WINDOW = { limit: 2, windowMs: 60_000, name: 'POST /api/auth/login#0' };

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('rate limits', () => {
  it('allows the limit per window, then says when to retry, and allows again in the next window', async () => {
    const hit = createSharedRateLimiter(WINDOW, undefined);
    expect(await hit('a')).toEqual({ allowed: true });
    jest.advanceTimersByTime(20_500);
    expect(await hit('a')).toEqual({ allowed: true });
    expect(await hit('a')).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(await hit('b')).toEqual({ allowed: true });
    jest.advanceTimersByTime(39_500);
    expect(await hit('a')).toEqual({ allowed: true });
  });

  it('counts the hits of every instance together in Redis, under the limit name', async () => {
    const redis = countingRedis();
    const a = createSharedRateLimiter(WINDOW, redis.connection);
    const b = createSharedRateLimiter(WINDOW, redis.connection);
    expect(await a('AT:1.2.3.4')).toEqual({ allowed: true });
    expect(await b('AT:1.2.3.4')).toEqual({ allowed: true });
    expect(await a('AT:1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(redis.client.keys()).toEqual(['rate:POST /api/auth/login#0:AT:1.2.3.4']);
  });

  it('counts in memory while Redis is away, and in Redis again when it is back', async () => {
    const redis = countingRedis();
    const a = createSharedRateLimiter(WINDOW, redis.connection);
    const b = createSharedRateLimiter(WINDOW, redis.connection);
    redis.client.isReady = false;
    expect(await a('AT:5.6.7.8')).toEqual({ allowed: true });
    expect(await a('AT:5.6.7.8')).toEqual({ allowed: true });
    expect(await a('AT:5.6.7.8')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(await b('AT:5.6.7.8')).toEqual({ allowed: true });
    redis.client.isReady = true;
    expect(await a('AT:5.6.7.8')).toEqual({ allowed: true });
    expect(await b('AT:5.6.7.8')).toEqual({ allowed: true });
    expect((await a('AT:5.6.7.8')).allowed).toBe(false);
  });

  it('counts in memory when a command fails though the client looked ready', async () => {
    const redis = countingRedis();
    const hit = createSharedRateLimiter(WINDOW, redis.connection);
    redis.client.eval = () => Promise.reject(new Error('Command timeout'));
    await hit('k');
    await hit('k');
    expect((await hit('k')).allowed).toBe(false);
  });
});

describe('the route a limit is counted under', () => {
  it('names dynamic segments as app/ does, whatever their value', () => {
    expect(routePattern('/api/account/voicemail/4711/greeting', { product: '4711' })).toBe('/api/account/voicemail/[product]/greeting');
    expect(routePattern('/api/upstream/customerarea/products/1', { path: ['customerarea', 'products', '1'] })).toBe(
      '/api/upstream/[...path]',
    );
    expect(routePattern('/api/identification/upload/id%20card/status', { kind: 'id card' })).toBe(
      '/api/identification/upload/[kind]/status',
    );
    expect(routePattern('/api/auth/login', {})).toBe('/api/auth/login');
  });
});
