import 'server-only';
import type { z } from 'zod';
import { answerOf, type ContentContext } from './client';
import { fail, type Result } from './result';
import { contentApiConfig } from './settings';

/**
 * How long an upload may take from its first byte to the answer: a phone sends 25 MB of video in
 * about three minutes at 1 Mbit/s. The call's usual timeout counts from the request and would cut it.
 */
export const STREAM_TIMEOUT_MS = 5 * 60_000;

/** A body passed on as it arrives: the stream, the Content-Type it was sent with (its multipart boundary), who may cancel it. */
export type StreamBody = { stream: ReadableStream<Uint8Array>; contentType: string; signal?: AbortSignal };

/**
 * A content-API POST whose body is streamed through as it arrives, never held in memory: plain fetch
 * with `duplex: 'half'`, because ky clones every request for its retries and a cloned stream is teed,
 * which keeps every byte read for the clone nobody reads. Never retried (the stream is read once).
 * The answer is read like any call's (client.ts answerOf); a stream that fails (the caller's own size
 * limit, the browser gone) is `unavailable` here: the caller knows why.
 */
export async function postStream<S extends z.ZodType>(
  ctx: ContentContext,
  path: string,
  schema: S,
  { stream, contentType, signal }: StreamBody,
  headers: Record<string, string> = {},
): Promise<Result<z.infer<S>>> {
  const timeout = AbortSignal.timeout(STREAM_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${contentApiConfig.CONTENT_API_URL.replace(/\/+$/, '')}/${path}`, {
      method: 'POST',
      headers: { 'X-Market': ctx.market, 'Accept-Language': ctx.locale, 'Content-Type': contentType, ...headers },
      body: stream,
      duplex: 'half',
      cache: 'no-store',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    } as RequestInit);
  } catch {
    return fail({ kind: 'unavailable', path });
  }
  return answerOf(response, path, schema);
}
