/**
 * The storefront's production server, "the door": Next.js's own request handler plus what Next cannot
 * express (modules in door/).
 * - Page cache: HTML that Next declares shareable is kept for a few seconds and answered from memory
 *   (door/page-cache.ts, ADR 25).
 * - Content-Security-Policy: proxy.ts writes every page's. Pages rendered per request carry a nonce
 *   and stream through (ADR 34); to the pages the door holds it adds the SHA-256 hashes of their inline
 *   scripts (door/script-hashes.ts, ADR 26), computed once per version of a page.
 * - Inline scripts marked data-first-in-head (the consent boot script) go before the stylesheet links,
 *   so they never keep the parser waiting for the CSS (door/first-in-head.ts, ADR 28).
 * - A held page's stylesheets are inlined, so it paints before the framework's scripts run
 *   (door/inline-stylesheets.ts, ADR 60).
 * - The 404 page: the proxy's status mark becomes the status, and Next's empty document for a page's own
 *   notFound() is replaced by the 404 page (door/not-found.ts).
 * - A page whose content API is unreachable with nothing cached throws a ContentUnavailableError
 *   (digest CONTENT_UNAVAILABLE); Next answers that with 500, and this turns such an answer into
 *   "503 Service Unavailable" with Retry-After (door/unavailable.ts).
 *   Shareable pages' HTML, 404s and 500s are held until complete for these (door/held-response.ts);
 *   everything else, pages rendered per request included, streams through untouched.
 * - The client's address (per-IP rate limits, lib/platform/bff/rate-limit.ts) is the socket's peer, or, when
 *   that peer is one of TRUSTED_PROXIES, what the proxies appended to X-Forwarded-For: read from the
 *   right, the first address that is not a trusted proxy. Whatever else a client sends in
 *   X-Forwarded-For or X-Real-IP is dropped before Next sees the request.
 * - A connection that closes without a request after headersTimeout (Node answered it 408) is logged
 *   at warn (door/unused-connections.ts).
 * - The market host: Host, or, from one of TRUSTED_PROXIES, the X-Forwarded-Host it set. The door
 *   writes it into Host and drops X-Forwarded-Host before anything reads it, so the page cache's key,
 *   the proxy's market and every route handler see the same one host; a client's own X-Forwarded-Host
 *   names nothing (issue 26: it once put another market's page into this market's cache).
 */
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import next from 'next';
import { decodedBody, encodedBody } from './decoded-body.ts';
import { firstInHead } from './first-in-head.ts';
import { builtStylesheets, inlineStylesheets, type Stylesheets } from './inline-stylesheets.ts';
import { holdResponse } from './held-response.ts';
import { createPageCache, isPagePath, serveEntry, type PageCache } from './page-cache.ts';
import { drainOnSignals } from './drain.ts';
import { withRequestLog } from './request-log.ts';
import { warnOfUnusedConnections } from './unused-connections.ts';
import { checkEnv, startEnv } from '../lib/platform/config/server-env.ts';
import { createLogger, installLogger, logger } from '../lib/platform/log/logger.ts';
import { sendRequestIds } from '../lib/platform/log/outgoing-request-id.ts';
import { applyDoorStatus, loopbackNotFoundPage, type ReplacementPage } from './not-found.ts';
import { markUnavailable } from './unavailable.ts';
import { inlineScriptHashes, withScriptHashes } from './script-hashes.ts';
import { countContentApiCalls } from '../lib/platform/metrics/content-api-dispatch.ts';
import { addProcessMetrics, startMetricsServer } from '../lib/platform/metrics/metrics-server.ts';
import { withRequestMetrics } from '../lib/platform/metrics/request-metrics.ts';
import { readRoutesManifest, routeLabeller } from '../lib/platform/metrics/route-patterns.ts';
import { shutDownTracing } from '../lib/platform/tracing/shut-down.ts';

/** The hidden tariffs a visitor was shown (lib/domain/hidden-tariffs.ts SHOWN_HIDDEN_COOKIE) choose the overview's HTML. */
export const VARY_COOKIES = ['__Host-shown-hidden'];
/** Next's draft mode (an editor's preview) is never answered from the cache. */
export const BYPASS_COOKIES = ['__prerender_bypass'];

const isHtml = (res: ServerResponse) => /^text\/html/i.test(String(res.getHeader('Content-Type') ?? ''));
const policyOf = (res: ServerResponse) => String(res.getHeader('Content-Security-Policy') ?? '');
/** A page rendered per request: proxy.ts gave it a nonce, and Next its scripts that nonce (ADR 34). A 404 is replaced, so held. */
const streams = (res: ServerResponse) => res.statusCode !== 404 && policyOf(res).includes("'nonce-");
/** How many versions of held pages the door remembers the script hashes of. */
const HASHES_KEPT = 1000;

/** How long a stopping server waits at most for the last spans to reach the collector. */
const TRACES_FLUSH_MS = 2000;

/** A request's conditions on what it already has. */
const CONDITIONAL = ['if-none-match', 'if-modified-since'];

export type DoorParts = {
  /** Next's request handler. */
  handle: (req: IncomingMessage, res: ServerResponse) => unknown;
  /** createPageCache(). */
  cache: PageCache;
  /** TRUSTED_PROXIES, as the checked configuration yields it. */
  trusted: net.BlockList;
  /** loopbackNotFoundPage(). */
  notFoundPage: (req: IncomingMessage) => Promise<ReplacementPage | undefined>;
  /** builtStylesheets(): the rules a held page's stylesheet links name. */
  stylesheets: Stylesheets;
};

/** The door's request handler. */
export function createDoor({ handle, cache, trusted, notFoundPage, stylesheets }: DoorParts): RequestListener {
  /** Script hashes by ETag: one version of a page is hashed once, however often it is sent. */
  const known = new Map<string, string[]>();
  function hashesOf(text: string, etag: string | undefined) {
    const hashes = (etag && known.get(etag)) || inlineScriptHashes(text);
    if (etag && !known.has(etag)) known.set(etag, hashes);
    const oldest = known.keys().next().value;
    if (known.size > HASHES_KEPT && oldest !== undefined) known.delete(oldest);
    return hashes;
  }

  /** A held page's final form: status, 404 page, 503, CSP; kept when shareable. */
  async function finishPage(req: IncomingMessage, res: ServerResponse, body: Buffer, key: string | undefined): Promise<Buffer> {
    // An HTML 404 the proxy did not mark is Next's empty document for a page's own notFound().
    const marked = applyDoorStatus(res);
    const page = res.statusCode === 404 && !marked ? await notFoundPage(req).catch(() => undefined) : undefined;
    if (page) {
      res.removeHeader('Content-Encoding');
      res.setHeader('Content-Type', page.type);
      body = page.body;
    }
    const decoded = decodedBody(res, body).toString('utf8');
    const text = await inlineStylesheets(firstInHead(decoded), stylesheets);
    if (text !== decoded) body = encodedBody(res, Buffer.from(text, 'utf8'));
    markUnavailable(res, text);
    // The ETag names the body Next sent; a replaced body (the 404 page) is hashed as it is.
    res.setHeader(
      'Content-Security-Policy',
      withScriptHashes(policyOf(res), hashesOf(text, page ? undefined : res.getHeader('ETag')?.toString())),
    );
    if (key && cache.store(key, res, body)) res.setHeader('x-door-cache', 'miss');
    return body;
  }

  return function door(req, res) {
    withClientAddress(req, trusted);
    withMarketHost(req, trusted);
    const url = new URL(req.url ?? '/', 'http://door');
    const key = cache.keyOf(req, url);
    const entry = key ? cache.get(key) : undefined;
    if (entry) return serveEntry(req, res, entry);
    // A browser revalidating a page the door could keep: Next alone would answer 304, nothing to keep,
    // so that browser would never find the page at the door. Render it whole, keep it, answer the same.
    if (key) for (const name of CONDITIONAL) delete req.headers[name];
    const page = isPagePath(url.pathname);
    // A page's HEAD is rendered as GET, so its head carries the CSP of the body it describes (Node sends no body).
    if (page && req.method === 'HEAD') req.method = 'GET';
    holdResponse(res, {
      holds: (r) => r.statusCode === 500 || (page && isHtml(r) && !streams(r)),
      finish: (r, body) => {
        if (page && isHtml(r)) return finishPage(req, r, body, key);
        markUnavailable(r, decodedBody(r, body).toString('utf8'));
        return body;
      },
    });
    return handle(req, res);
  };
}

/** An address as BlockList checks it: IPv4-mapped IPv6 ("::ffff:10.0.0.1") as IPv4. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
const isTrusted = (trusted: net.BlockList, address: string) => {
  const type = net.isIP(address);
  return type !== 0 && trusted.check(address, type === 6 ? 'ipv6' : 'ipv4');
};

/** The client's address: the peer, or past trusted proxies the rightmost forwarded address that is not one. */
export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, trusted: net.BlockList): string {
  let address = plain(peer ?? '');
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter(Boolean);
  while (isTrusted(trusted, address) && hops.length > 0) address = hops.pop() ?? address;
  return address || 'local';
}

/** Replaces the request's forwarding headers by the one address the rate limits may believe. */
export function withClientAddress(req: IncomingMessage, trusted: net.BlockList): IncomingMessage {
  const forwarded = req.headers['x-forwarded-for'];
  req.headers['x-forwarded-for'] = clientAddress(
    req.socket.remoteAddress,
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    trusted,
  );
  delete req.headers['x-real-ip'];
  return req;
}

/**
 * Sets the request's Host to the market host the visitor asked for: from a trusted proxy (the peer is
 * one of TRUSTED_PROXIES) the first entry of its X-Forwarded-Host, else Host as it came. Removes
 * X-Forwarded-Host, so nothing behind the door can believe a client's own (Next fills it from Host).
 */
export function withMarketHost(req: IncomingMessage, trusted: net.BlockList): IncomingMessage {
  const header = req.headers['x-forwarded-host'];
  const forwarded = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  if (forwarded && isTrusted(trusted, plain(req.socket.remoteAddress ?? ''))) req.headers.host = forwarded;
  delete req.headers['x-forwarded-host'];
  return req;
}

/**
 * The production server: the configuration checked before anything starts (lib/platform/config/server-env.ts:
 * one message naming every problem, exit 1), JSON logs, each request's id and access line
 * (door/request-log.ts), the id on every content-API call, a drain on SIGTERM (door/drain.ts), and
 * the metrics on METRICS_PORT (lib/platform/metrics, ADR 38).
 */
async function main() {
  const checked = checkEnv(process.env, startEnv);
  if (!checked.ok) {
    logger().fatal(checked.message);
    process.exit(1);
  }
  const config = checked.config;
  const log = installLogger(createLogger(config.LOG_LEVEL));
  await sendRequestIds(config.CONTENT_API_URL);
  const { PORT: port, HOSTNAME: hostname } = config;
  const app = next({ dev: false, dir: path.join(import.meta.dirname, '..'), port, hostname: 'localhost' });
  await app.prepare();
  const trusted = config.TRUSTED_PROXIES;
  const door = createDoor({
    handle: app.getRequestHandler(),
    cache: createPageCache({
      maxSeconds: config.DOOR_CACHE_SECONDS,
      maxBytes: config.DOOR_CACHE_MB * 1024 * 1024,
      varyCookies: VARY_COOKIES,
      bypassCookies: BYPASS_COOKIES,
    }),
    trusted,
    notFoundPage: loopbackNotFoundPage(port, hostname === '0.0.0.0' ? '127.0.0.1' : hostname),
    stylesheets: builtStylesheets(path.join(import.meta.dirname, '..', '.next', 'static')),
  });
  const fromTrustedProxy = (req: IncomingMessage) => isTrusted(trusted, plain(req.socket.remoteAddress ?? ''));
  let handler: RequestListener = door;
  if (config.METRICS_PORT > 0) {
    const root = path.join(import.meta.dirname, '..');
    handler = withRequestMetrics(door, { labelOf: routeLabeller(readRoutesManifest(root), isPagePath), isPage: isPagePath });
    await countContentApiCalls(config.CONTENT_API_URL);
    addProcessMetrics({ redisUrl: config.REDIS_URL });
    startMetricsServer({ port: config.METRICS_PORT, hostname: config.METRICS_HOSTNAME, log });
  }
  const server = http.createServer(withRequestLog(handler, { log, fromTrustedProxy }));
  server.keepAliveTimeout = config.KEEP_ALIVE_SECONDS * 1000;
  // Node wants the time for a request's headers longer than the idle time before it.
  server.headersTimeout = server.keepAliveTimeout + 1000;
  // Node answers 408 to a connection that sent nothing for that long: say so (door/unused-connections.ts).
  warnOfUnusedConnections(server, { log, seconds: server.headersTimeout / 1000 });
  drainOnSignals(server, { seconds: config.DRAIN_SECONDS, log, afterDrain: () => shutDownTracing(TRACES_FLUSH_MS) });
  server.listen(port, hostname, () => log.info({ port, hostname }, `storefront listening on http://localhost:${port}`));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    logger().fatal({ err: error }, 'the storefront could not start');
    process.exit(1);
  });
}
