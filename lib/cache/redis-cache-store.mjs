/**
 * Where the Redis cache handler (redis-cache-handler.mjs) keeps what every instance shares:
 * - entries under `next:<build id>:<cache key>` (a page's HTML and RSC payload, a fetch's answer), as
 *   JSON with Buffers and Maps spelled out, for a day at most (redis-server evicts them first when
 *   full: `maxmemory-policy volatile-lru`);
 * - when each cache tag was revalidated, in the hash `next:tags` ({stale, expired} per tag, as Next
 *   keeps them in its tags manifest), and announced on the channel `next:tags`.
 * Every method answers undefined or does nothing while Redis is away (lib/redis/connection.mjs).
 */
export const TAGS_KEY = 'next:tags';
export const ENTRY_TTL_SECONDS = 24 * 60 * 60;

/** JSON for a cache entry: Buffers (RSC payloads, route bodies) as base64, Maps (segment data) as pairs. */
export function serialize(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    const raw = this[key];
    if (Buffer.isBuffer(raw)) return { $buffer: raw.toString('base64') };
    if (raw instanceof Map) return { $map: [...raw] };
    return value;
  });
}

export function deserialize(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
    if (value && typeof value === 'object' && Array.isArray(value.$map)) return new Map(value.$map);
    return value;
  });
}

/** Tag timestamps as stored ({tag: JSON}) → {tag: {stale?, expired?}}, skipping what does not parse. */
export function parseTags(stored) {
  const tags = {};
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
 * The store on a connection (lib/redis/connection.mjs). `onTags(listener)` hears every tag change an
 * instance announces, and all of them again after each (re)connect, so a change made while this
 * instance was cut off still arrives.
 * @param {import('../redis/connection.mjs').RedisConnection} redis
 * @param {string} buildId entries of another build are never read
 */
export function redisCacheStore(redis, buildId) {
  const entryKey = (key) => `next:${buildId}:${key}`;
  return {
    async get(key) {
      const text = await redis.run((client) => client.get(entryKey(key)));
      if (typeof text !== 'string') return undefined;
      try {
        return deserialize(text);
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
      const announced = (message) => listener(parseTags(safeJson(message)));
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

function safeJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
