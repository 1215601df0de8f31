/**
 * The door's page cache (issue 17 §1, ADR 25): a small shared HTTP cache in front of Next, like a CDN
 * would be. It keeps the HTML Next itself declares shareable (Cache-Control s-maxage, neither private
 * nor no-store, no Set-Cookie) for at most DOOR_CACHE_SECONDS, so a burst of visitors costs Next one
 * render per page and a few seconds, while Next's ISR below stays the cache that revalidation refreshes.
 *
 * Key: host, path, the query without tracking parameters (utm_*, gclid, …; no page reads them), the
 * Accept-Encoding (the body is stored as Next encoded it) and the cookies a page's HTML may depend on
 * (`varyCookies`: the hidden tariffs a visitor was shown, ADR 16). Requests carrying a `bypassCookies`
 * cookie (an editor's draft mode) and Next's own client-navigation requests (RSC) are never served
 * from it.
 */
import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';

const TRACKING = /^(utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i;
const ROUTER_HEADERS = ['rsc', 'next-action', 'next-url', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'];
const CACHED_STATUSES = new Set([200, 404]);
/** Headers that describe one connection or one answer, not the page. */
const NOT_STORED = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'x-request-id']);

/** A page request: what proxy.ts handles (no route handler, no Next asset, no file). */
export const isPagePath = (pathname: string): boolean => !/^\/(api|_next)\//.test(pathname) && !/\.[a-zA-Z0-9]+$/.test(pathname);

function cookiesOf(header = ''): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

function sharedMaxAge(cacheControl = ''): number {
  if (/\b(private|no-store|no-cache)\b/i.test(cacheControl)) return 0;
  const match = /\bs-maxage=(\d+)/i.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

/** A kept answer: status, headers and body as the door sent them, and when it was stored and expires. */
export type CacheEntry = { status: number; headers: [string, OutgoingHttpHeader][]; body: Buffer; storedAt: number; expiresAt: number };

export type PageCacheOptions = {
  /** The longest time an answer is kept. */
  maxSeconds: number;
  /** The LRU's size. */
  maxBytes: number;
  varyCookies?: readonly string[];
  bypassCookies?: readonly string[];
  now?: () => number;
};

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache({ maxSeconds, maxBytes, varyCookies = [], bypassCookies = [], now = Date.now }: PageCacheOptions) {
  const entries = new Map<string, CacheEntry>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.body.length;
  };

  /** The request's key (`url`: its URL, as the door parsed it), or undefined when the cache must not answer it. */
  function keyOf(req: IncomingMessage, url: URL): string | undefined {
    if (maxSeconds <= 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return undefined;
    if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return undefined;
    if (!isPagePath(url.pathname) || url.searchParams.has('_rsc')) return undefined;
    const cookies = cookiesOf(req.headers.cookie);
    if (bypassCookies.some((name) => cookies.has(name))) return undefined;
    const query = [...url.searchParams].filter(([name]) => !TRACKING.test(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const host = String(req.headers.host ?? '').toLowerCase();
    const encoding = String(req.headers['accept-encoding'] ?? '')
      .toLowerCase()
      .replace(/\s+/g, '');
    return JSON.stringify([host, url.pathname, query, encoding, varyCookies.map((name) => cookies.get(name) ?? '')]);
  }

  /** A fresh entry for the key: { status, headers, body, storedAt }. */
  function get(key: string): CacheEntry | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() >= entry.expiresAt) {
      drop(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  /** Keeps the held answer in `res` with `body` when Next declared it shareable; returns whether it did. */
  function store(key: string, res: Pick<ServerResponse, 'statusCode' | 'getHeader' | 'hasHeader' | 'getHeaders'>, body: Buffer): boolean {
    const maxAge = Math.min(sharedMaxAge(String(res.getHeader('Cache-Control') ?? '')), maxSeconds);
    if (!CACHED_STATUSES.has(res.statusCode) || maxAge <= 0 || res.hasHeader('Set-Cookie') || body.length > maxBytes / 8) return false;
    const headers = Object.entries(res.getHeaders()).filter(
      (header): header is [string, OutgoingHttpHeader] => header[1] !== undefined && !NOT_STORED.has(header[0]),
    );
    drop(key);
    entries.set(key, { status: res.statusCode, headers, body, storedAt: now(), expiresAt: now() + maxAge * 1000 });
    bytes += body.length;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
    return true;
  }

  return { keyOf, get, store, size: () => ({ entries: entries.size, bytes }) };
}

/** Answers a request from an entry (HEAD: Node leaves the body out). */
export function serveEntry(req: IncomingMessage, res: ServerResponse, entry: CacheEntry, now = Date.now): void {
  const headers: Record<string, OutgoingHttpHeader> = {
    ...Object.fromEntries(entry.headers),
    age: String(Math.floor((now() - entry.storedAt) / 1000)),
    'x-door-cache': 'hit',
  };
  // The browser's copy is this one (If-None-Match holds its ETag): the headers without the body.
  const etag = headers.etag;
  if (
    etag &&
    String(req.headers['if-none-match'] ?? '')
      .split(/\s*,\s*/)
      .includes(String(etag))
  ) {
    for (const name of ['content-length', 'content-encoding', 'content-type']) delete headers[name];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(entry.status, { ...headers, 'content-length': String(entry.body.length) });
  res.end(entry.body);
}
