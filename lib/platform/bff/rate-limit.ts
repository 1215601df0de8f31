import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { redisConnection, type RedisConnection } from '@/lib/platform/redis/connection';

export type Hit = { allowed: true } | { allowed: false; retryAfterSeconds: number };
type Window = { limit: number; windowMs: number; name: string };

/**
 * A fixed window per key counted across every instance (issue 17 §2) by rate-limiter-flexible: in
 * Redis when REDIS_URL is set, under `rate:<name>:<key>`, with an in-memory limiter of the same window
 * as its insurance while Redis is away (not ready: at once, lib/platform/redis/connection.ts logs that once);
 * in this process's memory without REDIS_URL.
 */
export function createSharedRateLimiter({ limit, windowMs, name }: Window, redis: RedisConnection | undefined = redisConnection()) {
  const window = { points: limit, duration: windowMs / 1000, keyPrefix: `rate:${name}` };
  const local = new RateLimiterMemory(window);
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({
        ...window,
        storeClient: redis.client,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        insuranceLimiter: local,
      })
    : local;
  return async function hit(key: string): Promise<Hit> {
    try {
      await limiter.consume(key);
      return { allowed: true };
    } catch (refused) {
      if (!(refused instanceof RateLimiterRes)) throw refused;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refused.msBeforeNext / 1000)) };
    }
  };
}

/**
 * The client's address as door/server.ts believed it (TRUSTED_PROXIES): it replaces X-Forwarded-For with
 * that one address. `next dev` has no such door: there the header counts as sent.
 */
export function clientIp(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'local';
}
