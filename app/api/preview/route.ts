/**
 * GET /api/preview?secret=…&date=YYYY-MM-DD[&path=/tarife] — the editors' preview (issue 5 §4).
 * With the PREVIEW_SECRET (compared in constant time) and a calendar date it turns on Next's draft
 * mode, stores the date in the preview_date cookie (httpOnly, SameSite=Lax) and redirects (303) to
 * `path` on this host (default "/"). From then on every content read of this browser passes
 * previewdate and every page shows the preview banner; nothing rendered for it is cached.
 *
 * 401 {error:'unauthorized'} for a missing or wrong secret; 400 {error:'invalid_request'} for a
 * missing or impossible date or a path that is not a local path. GET because editors open it as a
 * link; the secret is what authorises it, so no Origin check applies.
 */
import { cookies, draftMode } from 'next/headers';
import { jsonError } from '@/lib/bff/errors';
import { seeOther } from '@/lib/bff/form';
import { secretMatches } from '@/lib/bff/secret';
import { parsePreviewDate, PREVIEW_DATE_COOKIE, previewCookieOptions } from '@/lib/preview/preview-date';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** A path on this host: one leading slash (not "//", which a browser reads as another host). */
const localPath = (value: string | null) => (value === null ? '/' : /^\/(?![/\\])/.test(value) ? value : null);

export async function GET(request: Request) {
  const query = new URL(request.url).searchParams;
  if (!secretMatches(query.get('secret'), process.env.PREVIEW_SECRET)) return jsonError(401, 'unauthorized', {}, NO_STORE);
  const date = parsePreviewDate(query.get('date'));
  const path = localPath(query.get('path'));
  if (!date || !path) return jsonError(400, 'invalid_request', { fields: [...(date ? [] : ['date']), ...(path ? [] : ['path'])] }, NO_STORE);
  (await draftMode()).enable();
  (await cookies()).set(PREVIEW_DATE_COOKIE, date, previewCookieOptions());
  return seeOther(path);
}
