import { redisConnection, type RedisConnection } from '@/lib/redis/connection.mjs';

export type Hit = { allowed: true } | { allowed: false; retryAfterSeconds: number };
type Window = { limit: number; windowMs: number };

/** A fixed-window counter per key, in memory: one process's own count. */
export function createRateLimiter({ limit, windowMs }: Window, now = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return function hit(key: string): Hit {
    const t = now();
    if (windows.size > 10_000) {
      for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
    }
    const current = windows.get(key);
    if (!current || t - current.start >= windowMs) {
      windows.set(key, { start: t, count: 1 });
      return { allowed: true };
    }
    current.count += 1;
    if (current.count <= limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.ceil((current.start + windowMs - t) / 1000) };
  };
}

/** One fixed window in Redis: the count after this hit and the window's milliseconds left. */
const FIXED_WINDOW = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`;

/** Counts a hit in Redis; undefined when Redis cannot answer now. */
export async function countInRedis(redis: RedisConnection, key: string, windowMs: number): Promise<{ count: number; msLeft: number } | undefined> {
  const reply = await redis.run((client) => client.eval(FIXED_WINDOW, { keys: [key], arguments: [String(windowMs)] }));
  if (!Array.isArray(reply)) return undefined;
  const [count, msLeft] = reply.map(Number);
  return count === undefined || msLeft === undefined ? undefined : { count, msLeft: msLeft < 0 ? windowMs : msLeft };
}

/**
 * The same fixed window counted across every instance (issue 17 §2): in Redis when REDIS_URL is set,
 * under `rate:<name>:<key>`; in this process's memory without REDIS_URL, and while Redis is away
 * (lib/redis/connection.mjs logs that once).
 */
export function createSharedRateLimiter(window: Window & { name: string }, redis: RedisConnection | undefined = redisConnection()) {
  const local = createRateLimiter(window);
  return async function hit(key: string): Promise<Hit> {
    const counted = redis && (await countInRedis(redis, `rate:${window.name}:${key}`, window.windowMs));
    if (!counted) return local(key);
    if (counted.count <= window.limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(counted.msLeft / 1000)) };
  };
}

/**
 * The client's address as door/server.ts believed it (TRUSTED_PROXIES): it replaces X-Forwarded-For with
 * that one address. `next dev` has no such door: there the header counts as sent.
 */
export function clientIp(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'local';
}
