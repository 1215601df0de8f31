/**
 * Next's cache shared through Redis (lib/platform/cache/redis-cache-handler.ts, ADR 23) on its own: two
 * instances over one stand-in store, and one whose Redis is away.
 */
import { createCacheHandler, mergeTags, tagMarks } from '@/lib/platform/cache/redis-cache-handler';
import { deserialize, redisCacheStore, serialize, type CacheStore, type TagMarks as Marks } from '@/lib/platform/cache/redis-cache-store';
import type { RedisConnection } from '@/lib/platform/redis/connection';
import type { CacheHandlerValue as Entry } from 'next/dist/server/lib/incremental-cache';
import type { IncrementalCachedAppPageValue } from 'next/dist/server/response-cache/types';

/** What Redis holds for the instances: entries and tag marks, and the announcements. */
function sharedStore() {
  const entries = new Map<string, Entry>();
  const listeners: ((marks: Marks) => void)[] = [];
  return {
    entries,
    store: (): CacheStore => ({
      get: async (key: string) => entries.get(key),
      set: async (key: string, entry: Entry) => void entries.set(key, entry),
      markTags: async (marks: Marks) => listeners.forEach((listener) => listener(marks)),
      onTags: (listener: (marks: Marks) => void) => void listeners.push(listener),
    }),
  };
}

const memory = () => new Map<string, Entry>();
const page = (tags: string): IncrementalCachedAppPageValue => ({
  kind: 'APP_PAGE' as IncrementalCachedAppPageValue['kind'],
  html: '<p>29,90</p>',
  rscData: Buffer.from('rsc'),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});

describe('the Redis cache handler', () => {
  it('lets an instance read what another one rendered', async () => {
    const redis = sharedStore();
    const a = createCacheHandler({ store: redis.store(), memory: memory(), manifest: new Map() });
    const b = createCacheHandler({ store: redis.store(), memory: memory(), manifest: new Map() });
    await a.set('/de/tarife/x', page('tariffs:DE'), { cacheControl: { revalidate: 300, expire: undefined } });
    expect(await b.get('/de/tarife/x')).toMatchObject({ value: page('tariffs:DE'), cacheControl: { revalidate: 300 } });
  });

  it("marks a tag revalidated on one instance stale ('max') in every instance's manifest", async () => {
    const redis = sharedStore();
    const manifestA = new Map();
    const manifestB = new Map();
    const a = createCacheHandler({ store: redis.store(), memory: memory(), manifest: manifestA, now: () => 1000 });
    createCacheHandler({ store: redis.store(), memory: memory(), manifest: manifestB });
    await a.revalidateTag(['tariffs:DE'], { expire: 60 });
    expect(manifestA.get('tariffs:DE')).toEqual({ stale: 1000, expired: 61_000 });
    expect(manifestB.get('tariffs:DE')).toEqual({ stale: 1000, expired: 61_000 });
  });

  it('expires at once a tag revalidated without a profile, as Next does', () => {
    expect(tagMarks(['faq:AT'], undefined, 5, () => ({ stale: 1 }))).toEqual({ 'faq:AT': { stale: 1, expired: 5 } });
  });

  it('keeps the later of two marks for a tag', () => {
    const manifest = new Map([['tariffs:AT', { stale: 50, expired: 90 }]]);
    mergeTags(manifest, { 'tariffs:AT': { stale: 40, expired: 100 } });
    expect(manifest.get('tariffs:AT')).toEqual({ stale: 50, expired: 100 });
  });

  it('goes on from its local cache while Redis is away, never throwing', async () => {
    const away = { run: async () => undefined, client: { duplicate: () => ({ on() {}, connect: async () => {} }), on() {} } };
    const handler = createCacheHandler({
      store: redisCacheStore(away as unknown as RedisConnection, 'build'),
      memory: memory(),
      manifest: new Map(),
    });
    await handler.set('/at/tarife/x', page('tariffs:AT'), { cacheControl: { revalidate: 300, expire: undefined } });
    expect(await handler.get('/at/tarife/x')).toMatchObject({ value: page('tariffs:AT') });
    expect(await handler.get('/at/tarife/missing')).toBeNull();
    await expect(handler.revalidateTag('tariffs:AT')).resolves.toBeUndefined();
  });

  it('stores Buffers and Maps (RSC payloads, segment data) as they were', () => {
    const value = { rscData: Buffer.from([0, 1, 255]), segmentData: new Map([['/_tree', Buffer.from('tree')]]) };
    expect(deserialize(serialize(value))).toEqual(value);
  });
});
