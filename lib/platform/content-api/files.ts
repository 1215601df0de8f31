import 'server-only';
import { apiPath } from './api-path';
import { getBinary } from './binary';
import type { ContentContext } from './client';
import type { Result } from './result';

/** File names the files API serves: lower-case letters, digits and hyphens, ending in .pdf. */
export const FILE_NAME = /^[a-z0-9-]+\.pdf$/;

/**
 * GET /files/<folder>/<name> (a PDF, `legal/at-mobil-s.pdf`) in the context's market and language.
 * The answer's body is not read: the caller streams it on. Never cached here (the route handler
 * sets Cache-Control).
 */
export const getFile = (ctx: ContentContext, folder: string, name: string): Promise<Result<Response>> =>
  getBinary(ctx, apiPath`files/${folder}/${name}`, ['application/pdf']);
