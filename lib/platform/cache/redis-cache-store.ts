/**
 * Where the Redis cache handler (redis-cache-handler.ts) keeps what every instance shares:
 * - entries under `next:<build id>:<cache key>` (a page's HTML and RSC payload, a fetch's answer), as
 *   JSON with Buffers and Maps spelled out, for a day at most (redis-server evicts them first when
 *   full: `maxmemory-policy volatile-lru`);
 * - when each cache tag was revalidated, in the hash `next:tags` ({stale, expired} per tag, as Next
 *   keeps them in its tags manifest), and announced on the channel `next:tags`.
 * Every method answers undefined or does nothing while Redis is away (lib/platform/redis/connection.ts).
 */
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import type { TagManifestEntry } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import type { RedisConnection } from '../redis/connection.ts';

export const TAGS_KEY = 'next:tags';
export const ENTRY_TTL_SECONDS = 24 * 60 * 60;

/** Revalidation marks per tag, as in Next's tags manifest. */
export type TagMarks = Record<string, TagManifestEntry>;

/** What the handler needs of a shared store: entries, and tag marks told to every instance. */
export type CacheStore = {
  get(key: string): Promise<CacheHandlerValue | undefined>;
  set(key: string, entry: CacheHandlerValue): Promise<void>;
  markTags(marks: TagMarks): Promise<void>;
  /** Hears every instance's marks, and all of them again after each (re)connect. */
  onTags(listener: (marks: TagMarks) => void): void;
};

/** JSON for a cache entry: Buffers (RSC payloads, route bodies) as base64, Maps (segment data) as pairs. */
export function serialize(entry: unknown): string {
  return JSON.stringify(entry, function replace(this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw] };
    return value;
  });
}

export function deserialize(text: string): unknown {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
    if (value && typeof value === 'object' && Array.isArray(value.$map)) return new Map(value.$map);
    return value;
  });
}

/** Tag timestamps as stored ({tag: JSON}) → {tag: {stale?, expired?}}, skipping what does not parse. */
export function parseTags(stored: Record<string, string> | undefined): TagMarks {
  const tags: TagMarks = {};
  for (const [tag, text] of Object.entries(stored ?? {})) {
    try {
      const { stale, expired } = JSON.parse(text);
      tags[tag] = { ...(typeof stale === 'number' ? { stale } : {}), ...(typeof expired === 'number' ? { expired } : {}) };
    } catch {
      // an entry of another shape: not ours to read
    }
  }
  return tags;
}

/**
 * The store on a connection (lib/platform/redis/connection.ts). `onTags(listener)` hears every tag change an
 * instance announces, and all of them again after each (re)connect, so a change made while this
 * instance was cut off still arrives. Entries of another build are never read.
 */
export function redisCacheStore(redis: RedisConnection, buildId: string): CacheStore {
  const entryKey = (key: string) => `next:${buildId}:${key}`;
  return {
    async get(key) {
      const text = await redis.run((client) => client.get(entryKey(key)));
      if (typeof text !== 'string') return undefined;
      try {
        return deserialize(text) as CacheHandlerValue;
      } catch {
        return undefined;
      }
    },
    async set(key, entry) {
      await redis.run((client) => client.set(entryKey(key), serialize(entry), { EX: ENTRY_TTL_SECONDS }));
    },
    async markTags(tags) {
      const fields = Object.fromEntries(Object.entries(tags).map(([tag, times]) => [tag, JSON.stringify(times)]));
      await redis.run((client) => client.multi().hSet(TAGS_KEY, fields).publish(TAGS_KEY, JSON.stringify(fields)).exec());
    },
    onTags(listener) {
      const syncAll = () => redis.run((client) => client.hGetAll(TAGS_KEY)).then((stored) => stored && listener(parseTags(stored)));
      const announced = (message: string) => listener(parseTags(safeJson(message)));
      const subscriber = redis.client.duplicate();
      subscriber.on('error', () => {}); // the main connection reports outages (once)
      subscriber.on('ready', () => {
        subscriber.subscribe(TAGS_KEY, announced).catch(() => {});
        void syncAll();
      });
      redis.client.on('ready', syncAll);
      subscriber.connect().catch(() => {}); // retries by itself until Redis answers
      void syncAll();
    },
  };
}

function safeJson(text: string): Record<string, string> {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
