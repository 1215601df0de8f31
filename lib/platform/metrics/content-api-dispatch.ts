/**
 * Content-API calls counted where fetch hands them to the network (ADR 38): an interceptor on the
 * dispatcher of Node's fetch (undici), for the content API's origin only, like the request ids
 * (lib/platform/log/outgoing-request-id.ts). Below Next's data cache: a catalogue read the cache answers
 * makes no call and is not counted, a retried read counts each try. The streamed uploads
 * (lib/platform/content-api/stream.ts, node:http) count themselves.
 */
import { timeContentApiCall, type CallAnswer } from './content-api-calls.ts';

/** Where undici, and so Node's fetch, looks up the dispatcher every fetch goes through. */
const GLOBAL_DISPATCHER = Symbol.for('undici.globalDispatcher.1');

type DispatchOptions = { origin?: string | URL; path?: string; method?: string };
type Handler = object;
type Dispatch = (options: DispatchOptions, handler: Handler) => boolean;
type Dispatcher = { dispatch: Dispatch; compose(interceptor: (dispatch: Dispatch) => Dispatch): Dispatcher };

/** The handler's methods that tell how a call went, in undici's two handler styles. */
const STATUS_AT: Record<string, number> = { onHeaders: 0, onResponseStart: 1 };
const ERROR_AT: Record<string, number> = { onError: 0, onResponseError: 1 };

/**
 * `handler` reporting to `done` once: the status when the answer starts, or the error before it. An
 * abort before any answer is the client's timeout (ky aborts with no reason; nothing else here
 * cancels a call before its answer).
 */
export function observedHandler<H extends Handler>(handler: H, done: (answer: CallAnswer) => void): H {
  let reported = false;
  const report = (answer: CallAnswer) => {
    if (!reported) done(answer);
    reported = true;
  };
  // Every method runs on the handler itself: undici's have private fields a proxy as `this` lacks.
  return new Proxy(handler, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name, target);
      if (typeof value !== 'function') return value;
      const statusAt = typeof name === 'string' ? STATUS_AT[name] : undefined;
      const errorAt = typeof name === 'string' ? ERROR_AT[name] : undefined;
      if (statusAt === undefined && errorAt === undefined) return value.bind(target);
      return (...args: unknown[]) => {
        if (statusAt !== undefined) report({ status: Number(args[statusAt]) });
        else {
          const error = args[errorAt!];
          report({
            error:
              error instanceof Error && error.name === 'AbortError' ? Object.assign(new Error('aborted'), { name: 'TimeoutError' }) : error,
          });
        }
        return value.apply(target, args);
      };
    },
  });
}

/** An undici interceptor counting the calls to `apiUrl`'s origin, by their path under `apiUrl`. */
export function callCountingInterceptor(apiUrl: string) {
  const { origin, pathname } = new URL(apiUrl);
  const base = pathname.replace(/\/+$/, '');
  return (dispatch: Dispatch): Dispatch =>
    (options, handler) => {
      if (!options.origin || new URL(String(options.origin)).origin !== origin) return dispatch(options, handler);
      const path = (options.path ?? '/').split('?')[0]!;
      const done = timeContentApiCall(path.startsWith(base) ? path.slice(base.length) : path, options.method ?? 'GET');
      return dispatch(options, observedHandler(handler, done));
    };
}

/** From now on every fetch of this process to the content API is counted (the door, at start). */
export async function countContentApiCalls(contentApiUrl: string): Promise<void> {
  // Node loads its fetch, which sets the global dispatcher, on first use.
  await (await fetch('data:,')).arrayBuffer();
  const shared = globalThis as typeof globalThis & { [GLOBAL_DISPATCHER]?: Dispatcher };
  const current = shared[GLOBAL_DISPATCHER];
  if (!current) throw new Error("Node's fetch has no global dispatcher to count content-API calls on");
  shared[GLOBAL_DISPATCHER] = current.compose(callCountingInterceptor(contentApiUrl));
}
