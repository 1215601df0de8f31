import 'server-only';
import ky from 'ky';
import type { Locale } from '@/lib/markets/markets';
import { failureKind, type ContentContext } from './client';
import { fail, ok, type Result } from './result';
import { contentApiConfig } from './settings';

/** File names the files API serves: lower-case letters, digits and hyphens, ending in .pdf. */
export const FILE_NAME = /^[a-z0-9-]+\.pdf$/;

const FILES = '/files/';

/**
 * The public address of a content-API file: browsers never call the content API, so
 * "/files/legal/x.pdf" becomes our route "/api/files/legal/x.pdf?locale=de-AT". Other URLs
 * (absolute ones, say) pass unchanged.
 */
export function publicFileUrl(url: string, locale: Locale): string {
  if (!url.startsWith(FILES)) return url;
  const separator = url.includes('?') ? '&' : '?';
  return `/api${url}${separator}locale=${encodeURIComponent(locale)}`;
}

function discard(response: Response): void {
  response.body?.cancel().catch(() => undefined);
}

/**
 * GET /files/<path> (a PDF) in the context's market and language. The answer's body is not read:
 * the caller streams it on. Never cached here (the route handler sets Cache-Control).
 */
export async function getFile(ctx: ContentContext, path: string): Promise<Result<Response>> {
  const apiPath = `files/${path}`;
  let response: Response;
  try {
    response = await ky(apiPath, {
      prefixUrl: contentApiConfig.CONTENT_API_URL,
      timeout: contentApiConfig.CONTENT_API_TIMEOUT_MS,
      throwHttpErrors: false,
      retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] },
      headers: { 'X-Market': ctx.market, 'Accept-Language': ctx.locale, Accept: 'application/pdf' },
      cache: 'no-store',
    });
  } catch {
    return fail({ kind: 'unavailable', path: apiPath });
  }
  // Bodies that are not passed on are dropped without waiting: ky tees the response, and a tee's
  // cancel only settles once both branches are cancelled.
  if (!response.ok) {
    discard(response);
    return fail({ kind: failureKind(response.status), status: response.status, path: apiPath });
  }
  if (response.headers.get('content-type')?.split(';')[0]?.trim() !== 'application/pdf') {
    discard(response);
    return fail({ kind: 'invalid_response', status: response.status, path: apiPath });
  }
  return ok(response);
}
