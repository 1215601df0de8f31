/**
 * The storefront's one Redis connection per process (issue 17 §2), shared by Next's cache handler
 * (lib/platform/cache/redis-cache-handler.ts) and the door's rate limits (lib/platform/bff/rate-limit.ts) when
 * REDIS_URL is set. Erasable TypeScript: Next loads the cache handler with Node's own import, outside
 * its bundles, while the rate limits are bundled; the connection is kept on globalThis so both copies
 * of this module use the same one.
 *
 * Redis is a help, never a dependency of an answer: commands are not queued while it is away
 * (disableOfflineQueue) and time out after COMMAND_TIMEOUT_MS, so callers fall back to their local
 * state at once; the client reconnects by itself. An outage is logged once, and the recovery once
 * (through the server's logger, lib/platform/log/logger.ts).
 */
import { createClient, type RedisClientType } from '@redis/client';
import { logger } from '../log/logger.ts';
import { outsideAnyRequest } from '../log/request-context.ts';

export const COMMAND_TIMEOUT_MS = 250;
const CONNECT_TIMEOUT_MS = 2000;
const RECONNECT_MAX_DELAY_MS = 2000;
const SHARED = Symbol.for('storefront.redis.connection');

type Log = { warn(...args: unknown[]): void; info(...args: unknown[]): void };

export type RedisConnection = {
  client: RedisClientType;
  /** The command's answer, or undefined when Redis is not there or too slow. */
  run<T>(command: (client: RedisClientType) => Promise<T>): Promise<T | undefined>;
};

/** Wait before the n-th reconnect attempt: 50 ms doubling up to 2 s, for as long as it takes. */
export const reconnectDelay = (retries: number) => Math.min(50 * 2 ** retries, RECONNECT_MAX_DELAY_MS);

/** Options of every connection (main and subscriber). */
export const clientOptions = (url: string) => ({
  url,
  disableOfflineQueue: true,
  commandOptions: { timeout: COMMAND_TIMEOUT_MS },
  socket: { connectTimeout: CONNECT_TIMEOUT_MS, reconnectStrategy: reconnectDelay },
});

/**
 * Watches a client's health and says so once per change: "unreachable" at the first error after it
 * was up (or at start), "reachable again" when it is ready after that.
 */
export function watchHealth(client: { on(event: string, listener: (error: unknown) => void): unknown }, log: Log) {
  let state: 'starting' | 'up' | 'down' = 'starting';
  client.on('error', (error) => {
    if (state === 'down') return;
    state = 'down';
    const reason = error instanceof Error ? error.message || error.constructor.name : String(error);
    log.warn(`Redis unreachable (${reason}): serving from the local cache and counting rate limits in memory until it returns`);
  });
  client.on('ready', () => {
    if (state === 'down') log.info('Redis reachable again: cache and rate limits shared again');
    state = 'up';
  });
}

/** The shared connection to REDIS_URL, connecting on first use; undefined without REDIS_URL. */
export function redisConnection(env: Record<string, string | undefined> = process.env, log: Log = logger()): RedisConnection | undefined {
  const url = env.REDIS_URL;
  if (!url) return undefined;
  const shared = globalThis as unknown as Record<symbol, RedisConnection | undefined>;
  // Opened by whichever request needs it first, but its lines of outage and recovery are no request's.
  shared[SHARED] ??= outsideAnyRequest(() => connect(url, log));
  return shared[SHARED];
}

function connect(url: string, log: Log): RedisConnection {
  const client = createClient(clientOptions(url)) as RedisClientType;
  watchHealth(client, log);
  // The first attempt may fail too: the reconnect strategy keeps trying, 'error' says so once.
  client.connect().catch(() => {});
  return {
    client,
    async run(command) {
      if (!client.isReady) return undefined;
      try {
        return await command(client);
      } catch {
        return undefined;
      }
    },
  };
}
