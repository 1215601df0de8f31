/**
 * The storefront's production server, "the door": Next.js's own request handler plus what Next cannot
 * express (modules in door/).
 * - Page cache: HTML that Next declares shareable is kept for a few seconds and answered from memory
 *   (door/page-cache.mjs, ADR 25).
 * - Content-Security-Policy: proxy.ts writes every page's. Pages rendered per request carry a nonce
 *   and stream through (ADR 34); to the pages the door holds it adds the SHA-256 hashes of their inline
 *   scripts (door/script-hashes.mjs, ADR 26), computed once per version of a page.
 * - Inline scripts marked data-first-in-head (the consent boot script) go before the stylesheet links,
 *   so they never keep the parser waiting for the CSS (door/first-in-head.mjs, ADR 28).
 * - The 404 page: the proxy's status mark becomes the status, and Next's empty document for a page's own
 *   notFound() is replaced by the 404 page (door/not-found.mjs).
 * - A page whose content API is unreachable with nothing cached throws a ContentUnavailableError
 *   (digest CONTENT_UNAVAILABLE); Next answers that with 500, and this turns such an answer into
 *   "503 Service Unavailable" with Retry-After (door/unavailable.mjs).
 *   Shareable pages' HTML, 404s and 500s are held until complete for these (door/held-response.mjs);
 *   everything else, pages rendered per request included, streams through untouched.
 * - The client's address (per-IP rate limits, lib/bff/rate-limit.ts) is the socket's peer, or, when
 *   that peer is one of TRUSTED_PROXIES, what the proxies appended to X-Forwarded-For: read from the
 *   right, the first address that is not a trusted proxy. Whatever else a client sends in
 *   X-Forwarded-For or X-Real-IP is dropped before Next sees the request.
 * - The market host: Host, or, from one of TRUSTED_PROXIES, the X-Forwarded-Host it set. The door
 *   writes it into Host and drops X-Forwarded-Host before anything reads it, so the page cache's key,
 *   the proxy's market and every route handler see the same one host; a client's own X-Forwarded-Host
 *   names nothing (issue 26: it once put another market's page into this market's cache).
 */
import http from 'node:http';
import net from 'node:net';
import next from 'next';
import { decodedBody, encodedBody } from './door/decoded-body.mjs';
import { firstInHead } from './door/first-in-head.mjs';
import { holdResponse } from './door/held-response.mjs';
import { createPageCache, isPagePath, serveEntry } from './door/page-cache.mjs';
import { drainOnSignals } from './door/drain.mjs';
import { withRequestLog } from './door/request-log.mjs';
import { checkEnv, startEnv } from './lib/config/server-env.ts';
import { createLogger, installLogger, logger } from './lib/log/logger.ts';
import { sendRequestIds } from './lib/log/outgoing-request-id.ts';
import { applyDoorStatus, loopbackNotFoundPage } from './door/not-found.mjs';
import { markUnavailable } from './door/unavailable.mjs';
import { inlineScriptHashes, withScriptHashes } from './door/script-hashes.mjs';
import { countContentApiCalls } from './lib/metrics/content-api-dispatch.ts';
import { addProcessMetrics, startMetricsServer } from './lib/metrics/metrics-server.ts';
import { withRequestMetrics } from './lib/metrics/request-metrics.ts';
import { readRoutesManifest, routeLabeller } from './lib/metrics/route-patterns.ts';

/** The hidden tariffs a visitor was shown (lib/domain/hidden-tariffs.ts SHOWN_HIDDEN_COOKIE) choose the overview's HTML. */
export const VARY_COOKIES = ['__Host-shown-hidden'];
/** Next's draft mode (an editor's preview) is never answered from the cache. */
export const BYPASS_COOKIES = ['__prerender_bypass'];

const isHtml = (res) => /^text\/html/i.test(String(res.getHeader('Content-Type') ?? ''));
const policyOf = (res) => String(res.getHeader('Content-Security-Policy') ?? '');
/** A page rendered per request: proxy.ts gave it a nonce, and Next its scripts that nonce (ADR 34). A 404 is replaced, so held. */
const streams = (res) => res.statusCode !== 404 && policyOf(res).includes("'nonce-");
/** How many versions of held pages the door remembers the script hashes of. */
const HASHES_KEPT = 1000;

/** A request's conditions on what it already has. */
const CONDITIONAL = ['if-none-match', 'if-modified-since'];

/**
 * The door's request handler. `handle`: Next's; `cache`: createPageCache(); `trusted`: trustedProxies(); `notFoundPage(req)`: loopbackNotFoundPage().
 */
export function createDoor({ handle, cache, trusted, notFoundPage }) {
  /** Script hashes by ETag: one version of a page is hashed once, however often it is sent. */
  const known = new Map();
  function hashesOf(text, etag) {
    const hashes = (etag && known.get(etag)) || inlineScriptHashes(text);
    if (etag && !known.has(etag)) known.set(etag, hashes);
    if (known.size > HASHES_KEPT) known.delete(known.keys().next().value);
    return hashes;
  }

  /** A held page's final form: status, 404 page, 503, CSP; kept when shareable. */
  async function finishPage(req, res, body, key) {
    // An HTML 404 the proxy did not mark is Next's empty document for a page's own notFound().
    const marked = applyDoorStatus(res);
    const page = res.statusCode === 404 && !marked ? await notFoundPage(req).catch(() => undefined) : undefined;
    if (page) {
      res.removeHeader('Content-Encoding');
      res.setHeader('Content-Type', page.type);
      body = page.body;
    }
    const decoded = decodedBody(res, body).toString('utf8');
    const text = firstInHead(decoded);
    if (text !== decoded) body = encodedBody(res, Buffer.from(text, 'utf8'));
    markUnavailable(res, text);
    // The ETag names the body Next sent; a replaced body (the 404 page) is hashed as it is.
    res.setHeader('Content-Security-Policy', withScriptHashes(policyOf(res), hashesOf(text, page ? undefined : res.getHeader('ETag'))));
    if (key && cache.store(key, res, body)) res.setHeader('x-door-cache', 'miss');
    return body;
  }

  return function door(req, res) {
    withClientAddress(req, trusted);
    withMarketHost(req, trusted);
    const url = new URL(req.url ?? '/', 'http://door');
    const key = cache.keyOf(req, url);
    const entry = key && cache.get(key);
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

/** TRUSTED_PROXIES: comma-separated addresses and CIDR ranges ("10.0.0.0/8, 127.0.0.1"); empty trusts none. */
export function trustedProxies(setting = '') {
  const list = new net.BlockList();
  for (const entry of setting.split(',').map((e) => e.trim()).filter(Boolean)) {
    const [address, bits] = entry.split('/');
    const type = net.isIPv6(address) ? 'ipv6' : 'ipv4';
    if (!net.isIP(address)) throw new Error(`TRUSTED_PROXIES: "${entry}" is no IP address or CIDR range`);
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

/** An address as BlockList checks it: IPv4-mapped IPv6 ("::ffff:10.0.0.1") as IPv4. */
const plain = (address) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
const isTrusted = (trusted, address) => {
  const type = net.isIP(address);
  return type !== 0 && trusted.check(address, type === 6 ? 'ipv6' : 'ipv4');
};

/** The client's address: the peer, or past trusted proxies the rightmost forwarded address that is not one. */
export function clientAddress(peer, forwardedFor, trusted) {
  let address = plain(peer ?? '');
  const hops = (forwardedFor ?? '').split(',').map((hop) => plain(hop.trim())).filter(Boolean);
  while (isTrusted(trusted, address) && hops.length > 0) address = hops.pop();
  return address || 'local';
}

/** Replaces the request's forwarding headers by the one address the rate limits may believe. */
export function withClientAddress(req, trusted) {
  const forwarded = req.headers['x-forwarded-for'];
  req.headers['x-forwarded-for'] = clientAddress(req.socket.remoteAddress, Array.isArray(forwarded) ? forwarded.join(',') : forwarded, trusted);
  delete req.headers['x-real-ip'];
  return req;
}

/**
 * Sets the request's Host to the market host the visitor asked for: from a trusted proxy (the peer is
 * one of TRUSTED_PROXIES) the first entry of its X-Forwarded-Host, else Host as it came. Removes
 * X-Forwarded-Host, so nothing behind the door can believe a client's own (Next fills it from Host).
 */
export function withMarketHost(req, trusted) {
  const header = req.headers['x-forwarded-host'];
  const forwarded = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();
  if (forwarded && isTrusted(trusted, plain(req.socket.remoteAddress ?? ''))) req.headers.host = forwarded;
  delete req.headers['x-forwarded-host'];
  return req;
}

/**
 * The production server: the configuration checked before anything starts (lib/config/server-env.ts:
 * one message naming every problem, exit 1), JSON logs, each request's id and access line
 * (door/request-log.mjs), the id on every content-API call, a drain on SIGTERM (door/drain.mjs), and
 * the metrics on METRICS_PORT (lib/metrics, ADR 38).
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
  const app = next({ dev: false, dir: import.meta.dirname, port, hostname: 'localhost' });
  await app.prepare();
  const trusted = trustedProxies(config.TRUSTED_PROXIES);
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
  });
  const fromTrustedProxy = (req) => isTrusted(trusted, plain(req.socket.remoteAddress ?? ''));
  let handler = door;
  if (config.METRICS_PORT > 0) {
    handler = withRequestMetrics(door, { labelOf: routeLabeller(readRoutesManifest(import.meta.dirname), isPagePath), isPage: isPagePath });
    await countContentApiCalls(config.CONTENT_API_URL);
    addProcessMetrics({ redisUrl: config.REDIS_URL });
    startMetricsServer({ port: config.METRICS_PORT, hostname: config.METRICS_HOSTNAME, log });
  }
  const server = http.createServer(withRequestLog(handler, { log, fromTrustedProxy }));
  drainOnSignals(server, { seconds: config.DRAIN_SECONDS, log });
  server.listen(port, hostname, () => log.info({ port, hostname }, `storefront listening on http://localhost:${port}`));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    logger().fatal({ err: error }, 'the storefront could not start');
    process.exit(1);
  });
}
