/**
 * The request's id on every call to the content API (issue 26 §3), as X-Request-Id, so its logs and
 * ours tell one story. Calls through fetch (lib/platform/content-api/client.ts, binary.ts) get it where fetch
 * hands them to the network: an interceptor on the dispatcher of Node's fetch (undici), for the
 * content API's origin only. Not among the ky client's headers: Next's data cache keys a cached read
 * by its headers (all but the W3C trace headers: generateCacheKey in
 * next/dist/server/lib/incremental-cache), so an id there would give every request a cache entry of
 * its own and no catalogue read would ever come from the cache. Below the cache a cached read makes no
 * call, and a miss carries the id of the request that made it. Calls without fetch (lib/platform/content-api/
 * stream.ts) add requestIdHeaders() themselves.
 */
import { currentRequestId } from './request-context.ts';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Where undici, and so Node's fetch, looks up the dispatcher every fetch goes through (undici's setGlobalDispatcher). */
const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');

type HeaderValue = string | string[] | undefined;
export type DispatchHeaders = string[] | Record<string, HeaderValue> | Iterable<[string, string]> | null | undefined;
type DispatchOptions = { origin?: string | URL; headers?: DispatchHeaders };
type Dispatch = (options: DispatchOptions, handler: unknown) => boolean;
type Dispatcher = { dispatch: Dispatch; compose(interceptor: (dispatch: Dispatch) => Dispatch): Dispatcher };

function entriesOf(headers: DispatchHeaders): [string, HeaderValue][] {
  if (!headers) return [];
  if (Array.isArray(headers)) return headers.flatMap((name, i) => (i % 2 === 0 ? [[name, headers[i + 1]] as [string, HeaderValue]] : []));
  if (Symbol.iterator in headers) return [...(headers as Iterable<[string, string]>)];
  return Object.entries(headers);
}

/** `headers` in any shape undici takes, as an object with X-Request-Id set to `id` (whatever one was there). */
export function withRequestIdHeader(headers: DispatchHeaders, id: string): Record<string, HeaderValue> {
  const kept = entriesOf(headers).filter(([name]) => name.toLowerCase() !== REQUEST_ID_HEADER);
  return { ...Object.fromEntries(kept), [REQUEST_ID_HEADER]: id };
}

/** An undici interceptor adding the current request's id to requests to `origin`. */
export function requestIdInterceptor(origin: string) {
  return (dispatch: Dispatch): Dispatch =>
    (options, handler) => {
      const id = currentRequestId();
      if (!id || !options.origin || new URL(String(options.origin)).origin !== origin) return dispatch(options, handler);
      return dispatch({ ...options, headers: withRequestIdHeader(options.headers, id) }, handler);
    };
}

/** From now on every fetch of this process to the content API carries the request's id (the door, at start). */
export async function sendRequestIds(contentApiUrl: string): Promise<void> {
  // Node loads its fetch, which sets the global dispatcher, on first use.
  await (await fetch('data:,')).arrayBuffer();
  const shared = globalThis as typeof globalThis & { [GLOBAL_DISPATCHER]?: Dispatcher };
  const current = shared[GLOBAL_DISPATCHER];
  if (!current) throw new Error("Node's fetch has no global dispatcher to add request ids to");
  shared[GLOBAL_DISPATCHER] = current.compose(requestIdInterceptor(new URL(contentApiUrl).origin));
}

/** The header for a call made without fetch. */
export function requestIdHeaders(): Record<string, string> {
  const id = currentRequestId();
  return id ? { 'X-Request-Id': id } : {};
}
