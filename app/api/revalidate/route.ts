/**
 * POST /api/revalidate — refreshes cached catalogue reads, and the ISR pages built from them, without
 * a rebuild (issue 5 §4). Called server to server (the reference API calls it after a data change),
 * so the REVALIDATE_SECRET, compared in constant time, authorises it instead of an Origin check.
 *
 * Secret in the `x-revalidate-secret` header or as `secret` in the body.
 * Body (JSON): { "tags": ["tariffs:AT", "devices:AT"] } — 1 to 50 tags of lib/content-api/tags.ts.
 * → 200 {revalidated: [...tags]}: each marked stale (revalidateTag(tag, 'max')); the next visit of a
 *   page that read it is still served from cache and rebuilt in the background, the one after sees
 *   the new data.
 * 401 {error:'unauthorized'} for a missing or wrong secret (also when none is configured);
 * 400 {error:'invalid_request'} for a body that is not that shape, with `unknownTags` when it names
 * tags no fetcher sets.
 */
import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { jsonError } from '@/lib/bff/errors';
import { secretMatches } from '@/lib/bff/secret';
import { isKnownTag } from '@/lib/content-api/tags';

const NO_STORE = { 'Cache-Control': 'no-store' };

const body = z.object({
  secret: z.string().optional(),
  tags: z.array(z.string().min(1).max(64)).min(1).max(50),
});

const secretOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'secret' in value && typeof value.secret === 'string' ? value.secret : null;

export async function POST(request: Request) {
  const raw: unknown = await request.json().catch(() => undefined);
  const secret = request.headers.get('x-revalidate-secret') ?? secretOf(raw);
  if (!secretMatches(secret, process.env.REVALIDATE_SECRET)) return jsonError(401, 'unauthorized', {}, NO_STORE);
  const parsed = body.safeParse(raw);
  if (!parsed.success) return jsonError(400, 'invalid_request', {}, NO_STORE);
  const tags = [...new Set(parsed.data.tags)];
  const unknownTags = tags.filter((tag) => !isKnownTag(tag));
  if (unknownTags.length > 0) return jsonError(400, 'invalid_request', { unknownTags }, NO_STORE);
  for (const tag of tags) revalidateTag(tag, 'max');
  return Response.json({ revalidated: tags }, { headers: NO_STORE });
}
