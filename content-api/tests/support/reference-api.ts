import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { SEEDS } from '../../seed';
import { createApp } from '../../src/app';
import { sandboxClock, type Clock } from '../../src/clock';
import { openStore } from '../../src/store';

/**
 * The sandbox clock standing still at its start until a test moves it: a rule timed in seconds
 * (Retry-After 540) must not read 539 because the machine was busy between two requests.
 */
function stoppedClock(now?: string): Clock {
  let instant = sandboxClock(now).now();
  return { now: () => new Date(instant.getTime()), set: (to) => (instant = new Date(to.getTime())) };
}

let seeded: Uint8Array | undefined;
/** The seeded database's image, seeded once per test file (0.7 s) and copied for each API (milliseconds). */
function seededImage(): Uint8Array {
  if (!seeded) {
    const store = openStore(':memory:');
    store.seed(SEEDS);
    seeded = store.image();
    store.close();
  }
  return seeded;
}

/** A freshly seeded in-memory reference API, for app.request() tests. */
export function referenceApp(now?: string) {
  const store = openStore(':memory:', seededImage());
  const clock = stoppedClock(now);
  return { app: createApp({ store, clock }), clock, store };
}

type App = ReturnType<typeof createApp>;

/** app.request as the storefront sends: the market and language headers, a JSON body when there is one. */
export function jsonRequest(app: App, method: 'GET' | 'POST', path: string, body?: unknown, { market = 'AT', language = 'de-AT' } = {}) {
  return app.request(path, {
    method,
    headers: { 'X-Market': market, 'Accept-Language': language, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export type RunningApi = { url: string; clock: Clock; close: () => Promise<void> };

/** The same, listening on a free local port, for tests of the storefront's HTTP client. */
export async function startReferenceApi(now?: string): Promise<RunningApi> {
  const { app, clock, store } = referenceApp(now);
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        clock,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            store.close();
          }),
      }),
    );
  });
}
