/**
 * Next's incremental cache (ISR pages, route answers, the data cache of fetch) shared by every
 * storefront instance through Redis (issue 17 §2, ADR 23). next.config.mjs names this file only when
 * REDIS_URL is set; without it Next keeps its own file-system cache.
 *
 * - Each instance reads its own in-memory LRU first (Next's own, cacheMaxMemorySize), then Redis; what
 *   it renders goes to both. With Redis away it goes on from its LRU and renders what is missing.
 * - revalidateTag marks tags in Next's tags manifest, as Next's own handler does ('max': stale now,
 *   rebuilt in the background; without a profile: expired now), and in Redis, announced to every
 *   other instance, which marks them in its manifest too: their entries from before are stale there
 *   as well, whether read from their LRU or from Redis.
 * - Nothing here throws into Next: a Redis that is away or slow is a miss (lib/redis/connection.mjs).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getMemoryCache } from 'next/dist/server/lib/incremental-cache/memory-cache.external.js';
import { areTagsExpired, tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { redisConnection } from '../redis/connection.mjs';
import { redisCacheStore } from './redis-cache-store.mjs';

/** Next's default for cacheMaxMemorySize: 50 MB. */
const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;
const TAGS_HEADER = 'x-next-cache-tags';

/** The tags manifest entries for a revalidation, as Next's file-system cache makes them. */
export function tagMarks(tags, durations, now, known = (tag) => tagsManifest.get(tag)) {
  return Object.fromEntries(
    tags.map((tag) => {
      const before = known(tag) ?? {};
      if (!durations) return [tag, { ...before, expired: now }];
      return [tag, { ...before, stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) }];
    }),
  );
}

/** Marks that came from another instance, kept unless this instance already knows a later one. */
export function mergeTags(manifest, marks) {
  for (const [tag, { stale, expired }] of Object.entries(marks)) {
    const known = manifest.get(tag) ?? {};
    manifest.set(tag, {
      ...known,
      ...(stale !== undefined && stale > (known.stale ?? -Infinity) ? { stale } : {}),
      ...(expired !== undefined && expired > (known.expired ?? -Infinity) ? { expired } : {}),
    });
  }
}

/** A page or route answer whose tags were expired since it was made: Next's own handler drops it too. */
function tagsExpired(entry) {
  const header = entry.value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header !== '' && areTagsExpired(header.split(','), entry.lastModified);
}

/**
 * The handler over a store (redis-cache-store.mjs; undefined: local only), a local LRU and a tags
 * manifest: the parts are given so the unit tests can stand in for them.
 */
export function createCacheHandler({ store, memory, manifest = tagsManifest, now = Date.now }) {
  store?.onTags((marks) => mergeTags(manifest, marks));
  return {
    async get(key) {
      let entry = memory.get(key);
      if (!entry && store) {
        entry = await store.get(key);
        if (entry) memory.set(key, entry);
      }
      if (!entry || tagsExpired(entry)) return null;
      return entry;
    },

    async set(key, value, ctx) {
      const entry = { value, lastModified: now(), cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl };
      memory.set(key, entry);
      await store?.set(key, entry);
    },

    async revalidateTag(tags, durations) {
      const list = [tags].flat();
      if (list.length === 0) return;
      const marks = tagMarks(list, durations, now(), (tag) => manifest.get(tag));
      for (const [tag, mark] of Object.entries(marks)) manifest.set(tag, mark);
      await store?.markTags(marks);
    },
  };
}

let shared;

/** One handler per process, whatever number of times Next constructs the class. */
function sharedHandler(ctx) {
  if (!shared) {
    const redis = redisConnection();
    const buildId = readFileSync(path.join(ctx.serverDistDir ?? '.next/server', '..', 'BUILD_ID'), 'utf8').trim();
    shared = createCacheHandler({
      store: redis && redisCacheStore(redis, buildId),
      memory: getMemoryCache(ctx.maxMemoryCacheSize || DEFAULT_MEMORY_BYTES),
    });
  }
  return shared;
}

/** What next.config.mjs names: Next constructs it per request, with its context. */
export default class RedisCacheHandler {
  #shared;

  constructor(ctx) {
    this.#shared = sharedHandler(ctx);
  }

  get(key) {
    return this.#shared.get(key);
  }

  set(key, value, ctx) {
    return this.#shared.set(key, value, ctx);
  }

  revalidateTag(tags, durations) {
    return this.#shared.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}
