/**
 * Next's incremental cache (ISR pages, route answers, the data cache of fetch) shared by every
 * storefront instance through Redis (issue 17 §2, ADR 23; the maintained handler was tried: ADR 36).
 * next.config.mjs names this file only when REDIS_URL is set; without it Next keeps its own
 * file-system cache. Node loads it as it is (erasable TypeScript), outside Next's bundles.
 *
 * - Each instance reads its own in-memory LRU first (Next's own, cacheMaxMemorySize), then Redis; what
 *   it renders goes to both. With Redis away it goes on from its LRU and renders what is missing.
 * - revalidateTag marks tags in Next's tags manifest, as Next's own handler does ('max': stale now,
 *   rebuilt in the background; without a profile: expired now), and in Redis, announced to every
 *   other instance, which marks them in its manifest too: their entries from before are stale there
 *   as well, whether read from their LRU or from Redis.
 * - Nothing here throws into Next: a Redis that is away or slow is a miss (lib/platform/redis/connection.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CacheHandlerContext, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import { getMemoryCache } from 'next/dist/server/lib/incremental-cache/memory-cache.external.js';
import { areTagsExpired, tagsManifest, type TagManifestEntry } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { redisConnection } from '../redis/connection.ts';
import { redisCacheStore, type CacheStore, type TagMarks } from './redis-cache-store.ts';

/** Next's default for cacheMaxMemorySize: 50 MB. */
const DEFAULT_MEMORY_BYTES = 50 * 1024 * 1024;
const TAGS_HEADER = 'x-next-cache-tags';

type Manifest = Map<string, TagManifestEntry>;
type Memory = { get(key: string): CacheHandlerValue | undefined; set(key: string, entry: CacheHandlerValue): unknown };
type Durations = { expire?: number };
type SetContext = { fetchCache?: boolean; cacheControl?: CacheHandlerValue['cacheControl'] };

/** The tags manifest entries for a revalidation, as Next's file-system cache makes them. */
export function tagMarks(
  tags: string[],
  durations: Durations | undefined,
  now: number,
  known = (tag: string) => tagsManifest.get(tag),
): TagMarks {
  return Object.fromEntries(
    tags.map((tag) => {
      const before = known(tag) ?? {};
      if (!durations) return [tag, { ...before, expired: now }];
      return [tag, { ...before, stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) }];
    }),
  );
}

/** Marks that came from another instance, kept unless this instance already knows a later one. */
export function mergeTags(manifest: Manifest, marks: TagMarks) {
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
function tagsExpired(entry: CacheHandlerValue) {
  const header = entry.value && 'headers' in entry.value ? entry.value.headers?.[TAGS_HEADER] : undefined;
  return typeof header === 'string' && header !== '' && areTagsExpired(header.split(','), entry.lastModified);
}

/**
 * The handler over a store (redis-cache-store.ts; undefined: local only), a local LRU and a tags
 * manifest: the parts are given so the unit tests can stand in for them.
 */
export function createCacheHandler({
  store,
  memory,
  manifest = tagsManifest,
  now = Date.now,
}: {
  store: CacheStore | undefined;
  memory: Memory;
  manifest?: Manifest;
  now?: () => number;
}) {
  store?.onTags((marks) => mergeTags(manifest, marks));
  return {
    async get(key: string): Promise<CacheHandlerValue | null> {
      let entry = memory.get(key);
      if (!entry && store) {
        entry = await store.get(key);
        if (entry) memory.set(key, entry);
      }
      if (!entry || tagsExpired(entry)) return null;
      return entry;
    },

    async set(key: string, value: CacheHandlerValue['value'], ctx?: SetContext) {
      const entry = { value, lastModified: now(), cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl };
      memory.set(key, entry);
      await store?.set(key, entry);
    },

    async revalidateTag(tags: string | string[], durations?: Durations) {
      const list = [tags].flat();
      if (list.length === 0) return;
      const marks = tagMarks(list, durations, now(), (tag) => manifest.get(tag));
      for (const [tag, mark] of Object.entries(marks)) manifest.set(tag, mark);
      await store?.markTags(marks);
    },
  };
}

let shared: ReturnType<typeof createCacheHandler> | undefined;

/** One handler per process, whatever number of times Next constructs the class. */
function sharedHandler(ctx: CacheHandlerContext) {
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
  #shared: ReturnType<typeof createCacheHandler>;

  constructor(ctx: CacheHandlerContext) {
    this.#shared = sharedHandler(ctx);
  }

  get(key: string) {
    return this.#shared.get(key);
  }

  set(key: string, value: CacheHandlerValue['value'], ctx?: SetContext) {
    return this.#shared.set(key, value, ctx);
  }

  revalidateTag(tags: string | string[], durations?: Durations) {
    return this.#shared.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}
