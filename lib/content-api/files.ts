import 'server-only';
import type { Locale } from '@/lib/markets/markets';
import { getBinary } from './binary';
import type { ContentContext } from './client';
import type { Result } from './result';

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

/**
 * GET /files/<path> (a PDF) in the context's market and language. The answer's body is not read:
 * the caller streams it on. Never cached here (the route handler sets Cache-Control).
 */
export const getFile = (ctx: ContentContext, path: string): Promise<Result<Response>> => getBinary(ctx, `files/${path}`, ['application/pdf']);
