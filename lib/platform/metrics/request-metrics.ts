/**
 * The door's requests in the metrics (ADR 38): each answer, once done or abandoned, counted by route
 * pattern, method, status and market and timed by route pattern and method; a page request's use of
 * the door's page cache (hit, miss, bypass) and any answer's x-nextjs-cache (Next's ISR cache).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { metrics } from './registry.ts';
import { runNotingRoute } from './route-note.ts';
import type { RouteLabel } from './route-patterns.ts';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const NEXT_CACHE = new Set(['hit', 'stale', 'miss', 'revalidated']);
/** How many pages' routes are remembered for the answers the door's cache gives without asking the proxy. */
const REMEMBERED = 10_000;

export const methodLabel = (method = '') => (METHODS.has(method) ? method : 'other');

/** hit: answered from the door's cache; miss: rendered and kept; bypass: rendered and not kept (or not asked). */
export function doorCacheResult(header: unknown): 'hit' | 'miss' | 'bypass' {
  return header === 'hit' || header === 'miss' ? header : 'bypass';
}

/** x-nextjs-cache as a label (lowercase), or undefined when absent or unknown. */
export function nextCacheResult(header: unknown): string | undefined {
  const value = typeof header === 'string' ? header.toLowerCase() : undefined;
  return value && NEXT_CACHE.has(value) ? value : undefined;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * `handler` with its requests counted. `labelOf(pathname, internalPath)`: routeLabeller();
 * `isPage(pathname)`: whether the proxy and the door's page cache handle the path; `now()`: ms (tests).
 */
export function withRequestMetrics(
  handler: Handler,
  {
    labelOf,
    isPage,
    now = () => performance.now(),
  }: {
    labelOf: (pathname: string, internalPath: string | undefined) => RouteLabel;
    isPage: (pathname: string) => boolean;
    now?: () => number;
  },
): Handler {
  // The door's cache answers a page without the proxy: its route is the one the proxy noted when the
  // page was rendered in this process (the cache keeps only what it rendered), by host and path.
  const remembered = new Map<string, string>();
  const remember = (key: string, internalPath: string) => {
    remembered.delete(key);
    remembered.set(key, internalPath);
    if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value!);
  };
  return (req, res) => {
    const started = now();
    // Taken now: the door serves a page's HEAD as GET.
    const method = methodLabel(req.method);
    const pathname = (req.url ?? '/').split('?')[0] || '/';
    const { result, read } = runNotingRoute(() => handler(req, res));
    res.once('close', () => {
      const { requests, requestSeconds, doorCache, nextCache } = metrics();
      // The host as the door settled it (a trusted proxy's X-Forwarded-Host).
      const key = `${req.headers.host ?? ''} ${pathname}`;
      const doorResult = doorCacheResult(res.getHeader('x-door-cache'));
      const noted = read();
      if (noted !== undefined) remember(key, noted);
      const { route, market } = labelOf(pathname, noted ?? (doorResult === 'hit' ? remembered.get(key) : undefined));
      requests.inc({ route, method, status: String(res.statusCode), market });
      requestSeconds.observe({ route, method }, (now() - started) / 1000);
      if (isPage(pathname) && (method === 'GET' || method === 'HEAD')) doorCache.inc({ result: doorResult });
      const next = nextCacheResult(res.getHeader('x-nextjs-cache'));
      if (next) nextCache.inc({ result: next });
    });
    return result;
  };
}
