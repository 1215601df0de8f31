/**
 * The internal route of the page being answered, noted by the proxy for the door's metrics (ADR 38).
 * The door asks for a public path (`/tarife`); only the proxy knows the route it rewrites that to
 * (`/at/de-AT/tariffs`). The door runs Next's handler inside runNotingRoute(), the proxy calls
 * noteRoute() in the same request, and the door reads the note when the answer is done. Kept on
 * globalThis: the door imports this file as it is, the proxy's bundle carries a copy of it.
 * Without a door (`next dev`) noteRoute() does nothing.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

type Note = { internalPath?: string };

const SHARED = Symbol.for('storefront.metrics.route-note');
const shared = globalThis as typeof globalThis & { [SHARED]?: AsyncLocalStorage<Note> };
const storage = (shared[SHARED] ??= new AsyncLocalStorage<Note>());

/** Runs `work` (Next's handler) with a note the proxy can write; `read()` gives it afterwards. */
export function runNotingRoute<T>(work: () => T): { result: T; read: () => string | undefined } {
  const note: Note = {};
  return { result: storage.run(note, work), read: () => note.internalPath };
}

/** The proxy's rewrite target of the request being handled (its path, no query). */
export function noteRoute(internalPath: string): void {
  const note = storage.getStore();
  if (note) note.internalPath = internalPath;
}
