/**
 * The request being handled, for code far from it (issue 26 §3): the door runs Next's handler inside
 * runWithRequestId(), and everything that request starts, in route handlers and server components
 * alike, sees its id here (the logger's lines, the calls to the content API). AsyncLocalStorage rather
 * than a request header read with headers(): that would turn every static or ISR page into a dynamic one.
 * Kept on globalThis: the door imports this file as it is, Next's bundles carry copies of it, and all
 * must share one store.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

type RequestContext = { requestId: string };

const SHARED = Symbol.for('storefront.request-context');
const shared = globalThis as typeof globalThis & { [SHARED]?: AsyncLocalStorage<RequestContext> };
const storage = (shared[SHARED] ??= new AsyncLocalStorage<RequestContext>());

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/**
 * Runs `work` outside any request: what it sets up to outlive the request that happened to start it
 * (a connection and its events) does not speak in that request's name.
 */
export function outsideAnyRequest<T>(work: () => T): T {
  return storage.exit(work);
}

/** The id of the request being handled; undefined outside one (start-up, `next build`, `next dev`). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
