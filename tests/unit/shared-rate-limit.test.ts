/**
 * The door's rate limits counted across instances (lib/bff/rate-limit.ts, issue 17 §2): in Redis when
 * it answers, in this process while it does not; and the name they are counted under.
 */
import { createSharedRateLimiter } from '@/lib/bff/rate-limit';
import { routePattern } from '@/lib/bff/route-pattern';
import type { RedisConnection } from '@/lib/redis/connection.mjs';

/** A Redis that counts like the fixed-window script: INCR, and the window's time left. */
function countingRedis(windowMs: number) {
  const counts = new Map<string, number>();
  const redis = {
    client: {} as RedisConnection['client'],
    up: true,
    async run<T>(command: (client: { eval: (script: string, options: { keys: string[] }) => Promise<unknown> }) => Promise<T>) {
      if (!redis.up) return undefined;
      return command({
        eval: async (_script, { keys: [key] }) => {
          const count = (counts.get(key!) ?? 0) + 1;
          counts.set(key!, count);
          return [count, windowMs];
        },
      });
    },
  };
  return redis;
}

const WINDOW = { limit: 2, windowMs: 60_000, name: 'POST /api/auth/login#0' };

describe('rate limits shared through Redis', () => {
  it('counts the hits of every instance together', async () => {
    const redis = countingRedis(WINDOW.windowMs) as unknown as RedisConnection;
    const a = createSharedRateLimiter(WINDOW, redis);
    const b = createSharedRateLimiter(WINDOW, redis);
    expect(await a('AT:1.2.3.4')).toEqual({ allowed: true });
    expect(await b('AT:1.2.3.4')).toEqual({ allowed: true });
    expect(await a('AT:1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('counts in memory while Redis is away, and in Redis again when it is back', async () => {
    const redis = countingRedis(WINDOW.windowMs);
    const hit = createSharedRateLimiter(WINDOW, redis as unknown as RedisConnection);
    redis.up = false;
    expect(await hit('AT:5.6.7.8')).toEqual({ allowed: true });
    expect(await hit('AT:5.6.7.8')).toEqual({ allowed: true });
    expect((await hit('AT:5.6.7.8')).allowed).toBe(false);
    redis.up = true;
    expect(await hit('AT:5.6.7.8')).toEqual({ allowed: true });
  });

  it('counts without REDIS_URL in memory as before', async () => {
    const hit = createSharedRateLimiter(WINDOW, undefined);
    await hit('k');
    await hit('k');
    expect((await hit('k')).allowed).toBe(false);
  });
});

describe('the route a limit is counted under', () => {
  it('names dynamic segments as app/ does, whatever their value', () => {
    expect(routePattern('/api/account/voicemail/4711/greeting', { product: '4711' })).toBe('/api/account/voicemail/[product]/greeting');
    expect(routePattern('/api/upstream/customerarea/products/1', { path: ['customerarea', 'products', '1'] })).toBe('/api/upstream/[...path]');
    expect(routePattern('/api/identification/upload/id%20card/status', { kind: 'id card' })).toBe('/api/identification/upload/[kind]/status');
    expect(routePattern('/api/auth/login', {})).toBe('/api/auth/login');
  });
});
