/**
 * The storefront's metrics (issue 26 §3, ADR 38): one prom-client registry per process and the
 * series the server counts in it. Kept on globalThis like the logger: the door (door/server.ts) imports
 * this file as it is and serves the registry on METRICS_PORT (metrics-server.ts), while Next's bundles
 * carry copies of it and of prom-client (route handlers count rate-limit refusals, the streamed
 * uploads their content-API calls). Whichever copy runs first creates the set (the door, at start);
 * every other uses that one, so a count made inside Next appears on the door's /metrics.
 *
 * Labels are bounded by construction: route patterns from Next's manifest (route-patterns.ts), call
 * patterns of the content API (content-api-calls.ts), limiter names, a few fixed values. Never a raw
 * path, id, host or query.
 */
import { Counter, Histogram, Registry } from 'prom-client';

/** Seconds: a page from the door's cache takes a millisecond, a page rendered on a busy machine seconds. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds: a content-API answer is usually tens of milliseconds; CONTENT_API_TIMEOUT_MS (5 s) is the ceiling. */
const CALL_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: 'storefront_http_requests_total',
      help: 'Requests answered by the door, by route pattern, method, status and market',
      labelNames: ['route', 'method', 'status', 'market'] as const,
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'storefront_http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by route pattern and method',
      labelNames: ['route', 'method'] as const,
      buckets: REQUEST_BUCKETS,
      registers,
    }),
    contentApiCalls: new Counter({
      name: 'storefront_content_api_calls_total',
      help: 'Calls to the content API, by call pattern, method and outcome (ok, 4xx, 5xx, timeout, network_error)',
      labelNames: ['call', 'method', 'outcome'] as const,
      registers,
    }),
    contentApiSeconds: new Histogram({
      name: 'storefront_content_api_call_duration_seconds',
      help: 'Time from a content-API call to the start of its answer (or its failure), by call pattern',
      labelNames: ['call'] as const,
      buckets: CALL_BUCKETS,
      registers,
    }),
    doorCache: new Counter({
      name: 'storefront_door_cache_total',
      help: "Page requests and the door's page cache: hit (answered from it), miss (rendered and kept), bypass (not kept)",
      labelNames: ['result'] as const,
      registers,
    }),
    nextCache: new Counter({
      name: 'storefront_next_cache_total',
      help: "Answers carrying Next's x-nextjs-cache, by its value (hit, stale, miss, revalidated)",
      labelNames: ['result'] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'storefront_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a route handler rate limit, by limiter',
      labelNames: ['limiter'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const SHARED = Symbol.for('storefront.metrics');
const shared = globalThis as typeof globalThis & { [SHARED]?: Metrics };

/** The process's metrics, created on first use. */
export function metrics(): Metrics {
  return (shared[SHARED] ??= createMetrics());
}
