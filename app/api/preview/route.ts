/**
 * GET /api/preview?secret=…&date=YYYY-MM-DD[&path=/tarife] — the editors' preview (issue 5 §4).
 * With the PREVIEW_SECRET (compared in constant time) and a calendar date it turns on Next's draft
 * mode, stores the date in the preview_date cookie (httpOnly, SameSite=Lax) and redirects (303) to
 * `path` on this host (default "/"). From then on every content read of this browser passes
 * previewdate and every page shows the preview banner; nothing rendered for it is cached.
 *
 * 401 {error:'unauthorized'} for a missing or wrong secret; 400 {error:'invalid_request', fields} for a
 * missing or impossible date or a path that is not a local path (fields name date and/or path). GET
 * because editors open it as a link; the secret is what authorises it, so no Origin check applies.
 */
import { cookies, draftMode } from 'next/headers';
import { defineHandler, failure, seeOther } from '@/lib/platform/bff/handler';
import { parsePreviewDate, PREVIEW_DATE_COOKIE, previewCookieOptions } from '@/lib/platform/preview/preview-date';

/** A path on this host: one leading slash (not "//", which a browser reads as another host). */
const localPath = (value: string | null) => (value === null ? '/' : /^\/(?![/\\])/.test(value) ? value : null);

export const GET = defineHandler({
  access: { secret: 'PREVIEW_SECRET', query: 'secret' },
  async handle({ query }) {
    const date = parsePreviewDate(query.get('date'));
    const path = localPath(query.get('path'));
    if (!date || !path) {
      return failure(400, 'invalid_request', {
        fields: [
          ...(date ? [] : [{ field: 'date', code: 'invalid_format' as const }]),
          ...(path ? [] : [{ field: 'path', code: 'invalid_format' as const }]),
        ],
      });
    }
    (await draftMode()).enable();
    (await cookies()).set(PREVIEW_DATE_COOKIE, date, previewCookieOptions());
    return seeOther(path);
  },
});
