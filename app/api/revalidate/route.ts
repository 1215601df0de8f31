/**
 * POST /api/revalidate — refreshes cached catalogue reads, and the ISR pages built from them, without
 * a rebuild (issue 5 §4). Called server to server (the reference API calls it after a data change),
 * so the REVALIDATE_SECRET, compared in constant time, authorises it instead of an Origin check.
 *
 * Secret in the `x-revalidate-secret` header or as `secret` in the body.
 * Body (JSON): { "tags": ["tariffs:AT", "devices:AT"] } — 1 to 50 tags of lib/platform/content-api/tags.ts.
 * → 200 {revalidated: [...tags]}: each marked stale (revalidateTag(tag, 'max')); the next visit of a
 *   page that read it is still served from cache and rebuilt in the background, the one after sees
 *   the new data.
 * 401 {error:'unauthorized'} for a missing or wrong secret (also when none is configured);
 * 400 {error:'invalid_request', fields} for a body that is not that shape; a tag no fetcher sets is
 * named as a field ("tags.1", invalid_format).
 */
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { defineHandler, success } from '@/lib/platform/bff/handler';
import { isKnownTag } from '@/lib/platform/content-api/tags';

export const POST = defineHandler({
  access: { secret: 'REVALIDATE_SECRET', header: 'x-revalidate-secret', field: 'secret' },
  body: z.object({ tags: z.array(z.string().min(1).max(64).refine(isKnownTag)).min(1).max(50) }),
  async handle({ body }) {
    const tags = [...new Set(body.tags)];
    for (const tag of tags) revalidateTag(tag, 'max');
    return success({ revalidated: tags });
  },
});
