import 'server-only';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { z } from 'zod';
import { requestIdHeaders } from '@/lib/platform/log/outgoing-request-id';
import { timeContentApiCall } from '@/lib/platform/metrics/content-api-calls';
import { answerOf, type ContentContext } from './client';
import { fail, type Result } from './result';
import { contentApiConfig } from './settings';

/**
 * How long an upload may take from its first byte to the answer: a phone sends 25 MB of video in
 * about three minutes at 1 Mbit/s. The call's usual timeout counts from the request and would cut it.
 */
export const STREAM_TIMEOUT_MS = 5 * 60_000;

/** The most of an answer read (a receipt or a refusal is a few hundred bytes). */
const MAX_ANSWER_BYTES = 64 * 1024;

/** A body passed on as it arrives: the stream, the Content-Type it was sent with (its multipart boundary), who may cancel it. */
export type StreamBody = { stream: ReadableStream<Uint8Array>; contentType: string; signal?: AbortSignal };

/**
 * A content-API POST whose body is streamed through as it arrives, never held in memory, and never
 * retried (the stream is read once). The answer is read like any call's (client.ts answerOf); a
 * stream that fails (the caller's own size limit, the browser gone) is `unavailable` here: the
 * caller knows why.
 */
export async function postStream<S extends z.ZodType>(
  ctx: ContentContext,
  path: string,
  schema: S,
  { stream, contentType, signal }: StreamBody,
  headers: Record<string, string> = {},
): Promise<Result<z.infer<S>>> {
  const url = new URL(`${contentApiConfig.CONTENT_API_URL.replace(/\/+$/, '')}/${path}`);
  const timeout = AbortSignal.timeout(STREAM_TIMEOUT_MS);
  const counted = timeContentApiCall(path, 'post');
  const answer = await send(
    url,
    { 'X-Market': ctx.market, 'Accept-Language': ctx.locale, 'Content-Type': contentType, ...headers, ...requestIdHeaders() },
    stream,
    signal ? AbortSignal.any([signal, timeout]) : timeout,
  );
  // No answer: the timeout's reason (a TimeoutError) when it ran out, else the connection failed.
  counted(answer ?? { error: timeout.reason });
  return answer ? answerOf(answer, path, schema) : fail({ kind: 'unavailable', path });
}

/**
 * One POST on a connection of its own (node:http, not fetch). A server may refuse an upload before
 * its body is through (a file too large, a used link): the answer is taken as soon as it is complete
 * and the rest is not sent. Such a connection is left mid-request, so it is closed, never reused: a
 * pooled one (fetch's) would carry the next request into a server still stuck in the last one. And
 * ky would tee the stream for its retries, keeping every byte for a clone nobody reads.
 */
function send(
  url: URL,
  headers: Record<string, string>,
  body: ReadableStream<Uint8Array>,
  signal: AbortSignal,
): Promise<Response | undefined> {
  return new Promise((resolve) => {
    const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
    // Keep-alive asked for, so the server does not close on its side while the body still comes (its
    // answer would be lost); this side closes once the answer is read.
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: 'POST',
      agent: false,
      headers: { ...headers, Connection: 'keep-alive' },
      signal,
    });
    const stopSending = () => {
      source.unpipe(request);
      source.destroy();
    };
    request.on('error', () => {
      stopSending();
      resolve(undefined);
    });
    request.on('close', () => resolve(undefined));
    source.on('error', () => request.destroy());
    request.on('response', (incoming: IncomingMessage) => {
      stopSending();
      const chunks: Buffer[] = [];
      let size = 0;
      incoming.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) request.destroy();
        else chunks.push(chunk);
      });
      incoming.on('end', () => {
        resolve(new Response(incoming.statusCode === 204 ? null : Buffer.concat(chunks), { status: incoming.statusCode ?? 502 }));
        request.destroy();
      });
    });
    source.pipe(request);
  });
}
