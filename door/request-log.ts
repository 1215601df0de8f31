/**
 * Each request's id and access line (issue 26 §3). The id is a valid X-Request-Id that one of
 * TRUSTED_PROXIES sent (the balancer's, so its logs and ours share it), else a new one; it replaces
 * the request's X-Request-Id for Next, is sent back in the answer's, and the handler runs in its
 * context (lib/platform/log/request-context.ts), so every log line and content-API call of the request names
 * it. When the answer is done, or the visitor gone, one line: method, path (never the query string,
 * which may carry tokens or search words), status, duration and id. The build's immutable assets
 * (/_next/static/…, about twenty per first page view) answered well are logged at debug: at info they
 * would outnumber the lines that tell what visitors did, and cost the server a write each.
 * A trace context (W3C `traceparent`, `tracestate`) is believed from TRUSTED_PROXIES only, like the
 * id: from anyone else it is dropped, so a client can neither choose a trace id nor force sampling
 * (ADR 39).
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from '../lib/platform/log/logger.ts';
import { runWithRequestId } from '../lib/platform/log/request-context.ts';

/** Printable, no spaces or quotes, bounded: what a log line and a header can carry unescaped. */
const VALID_ID = /^[\w.:+/=@-]{1,128}$/;

/** The request's id: the trusted proxy's X-Request-Id when it is valid, else a new UUID. */
export function requestIdOf(req: IncomingMessage, fromTrustedProxy: (req: IncomingMessage) => boolean): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && VALID_ID.test(given) && fromTrustedProxy(req) ? given : randomUUID();
}

/** The W3C trace-context headers a traced caller sends on (Next continues the trace they name). */
const TRACE_CONTEXT = ['traceparent', 'tracestate'];

/** The path of a request target, without its query string. */
export const pathOf = (target = '/'): string => target.split('?')[0] || '/';

/** Build assets: content-hashed, cached for a year, requested many times per page view. */
const ASSET = /^\/_next\/static\//;
/** A well answered asset's line is debug; any other, and an asset that failed, info. */
const levelOf = (path: string, status: number): 'debug' | 'info' => (ASSET.test(path) && status < 400 ? 'debug' : 'info');

/**
 * `handler` with ids and access lines. `log`: the logger; `fromTrustedProxy(req)`: whether the peer
 * is one of TRUSTED_PROXIES; `now()`: milliseconds (tests).
 */
export function withRequestLog(
  handler: RequestListener,
  {
    log,
    fromTrustedProxy,
    now = () => performance.now(),
  }: { log: Pick<Logger, 'info' | 'debug'>; fromTrustedProxy: (req: IncomingMessage) => boolean; now?: () => number },
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    const started = now();
    const requestId = requestIdOf(req, fromTrustedProxy);
    // Taken now: the door serves a page's HEAD as GET.
    const { method } = req;
    const path = pathOf(req.url);
    req.headers['x-request-id'] = requestId;
    if (!fromTrustedProxy(req)) for (const name of TRACE_CONTEXT) delete req.headers[name];
    res.setHeader('X-Request-Id', requestId);
    res.once('close', () => {
      const line = { requestId, method, path, status: res.statusCode, durationMs: Math.round(now() - started) };
      log[levelOf(path, res.statusCode)](res.writableFinished ? line : { ...line, aborted: true }, 'request');
    });
    return runWithRequestId(requestId, () => handler(req, res));
  };
}
