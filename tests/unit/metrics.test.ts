/**
 * The metrics (issue 26 §3, ADR 38): route patterns from Next's manifest, bounded content-API call
 * patterns and outcomes, the door's request observer, rate-limit refusals, the /metrics endpoint, and
 * one registry per process however many copies of the module load.
 */
import { EventEmitter } from 'node:events';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { callOutcome, callPattern, timeContentApiCall } from '@/lib/platform/metrics/content-api-calls';
import { callCountingInterceptor } from '@/lib/platform/metrics/content-api-dispatch';
import { metricsHandler } from '@/lib/platform/metrics/metrics-server';
import { countRateLimitRefusal } from '@/lib/platform/metrics/rate-limit-refusals';
import { metrics } from '@/lib/platform/metrics/registry';
import { doorCacheResult, nextCacheResult, withRequestMetrics } from '@/lib/platform/metrics/request-metrics';
import { noteRoute } from '@/lib/platform/metrics/route-note';
import { OTHER_ROUTE, routeLabeller, routeMatcher, STATIC_ROUTE, type RoutesManifest } from '@/lib/platform/metrics/route-patterns';

/** Routes as `next build` writes them to .next/routes-manifest.json. */
const MANIFEST: RoutesManifest = {
  staticRoutes: [
    { page: '/api/health', regex: '^/api/health(?:/)?$' },
    { page: '/robots.txt', regex: '^/robots\\.txt(?:/)?$' },
    { page: '/[market]/[locale]/tariffs', regex: '^/([^/]+?)/([^/]+?)/tariffs(?:/)?$' },
  ],
  dynamicRoutes: [
    { page: '/[market]/[locale]', regex: '^/([^/]+?)/([^/]+?)(?:/)?$' },
    { page: '/[market]/[locale]/tariffs/[slug]', regex: '^/([^/]+?)/([^/]+?)/tariffs/([^/]+?)(?:/)?$' },
    { page: '/api/upstream/[...path]', regex: '^/api/upstream/(.+?)(?:/)?$' },
    { page: '/[market]/[locale]/[...rest]', regex: '^/([^/]+?)/([^/]+?)/(.+?)(?:/)?$' },
  ],
};
const isPage = (pathname: string) => !/^\/(api|_next)\//.test(pathname) && !/\.[a-zA-Z0-9]+$/.test(pathname);

/** A series' value in the registry's text (0 when there is none). */
async function sample(name: string, labels: Record<string, string>): Promise<number> {
  const text = await metrics().registry.getSingleMetricAsString(name.replace(/_(sum|count|bucket)$/, ''));
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

beforeEach(() => metrics().registry.resetMetrics());

describe('route patterns', () => {
  const match = routeMatcher(MANIFEST);
  const labelOf = routeLabeller(MANIFEST, isPage);

  it("name the route Next matches, static routes before dynamic ones, with the proxy's market", () => {
    expect(match('/at/de-AT/tariffs')).toEqual({ route: '/[market]/[locale]/tariffs', market: 'at' });
    expect(match('/uk/en-GB/tariffs/mobile-s')).toEqual({ route: '/[market]/[locale]/tariffs/[slug]', market: 'uk' });
    expect(match('/api/upstream/customerarea/usage/K1')).toEqual({ route: '/api/upstream/[...path]', market: '' });
    expect(match('/nothing')).toBeUndefined();
  });

  it("label a page by the proxy's rewrite target, never by its public path", () => {
    expect(labelOf('/tarife/mobil-s', '/at/de-AT/tariffs/mobil-s')).toEqual({ route: '/[market]/[locale]/tariffs/[slug]', market: 'at' });
    // A redirect (no rewrite): the path would pass for /[market]/[locale] with the market "en".
    expect(labelOf('/en/tarife', undefined)).toEqual({ route: OTHER_ROUTE, market: '' });
  });

  it('label route handlers by their pattern, assets as one, anything else as other', () => {
    expect(labelOf('/api/health', undefined)).toEqual({ route: '/api/health', market: '' });
    expect(labelOf('/robots.txt', undefined)).toEqual({ route: '/robots.txt', market: '' });
    expect(labelOf('/_next/static/chunks/app-1f2e.js', undefined)).toEqual({ route: STATIC_ROUTE, market: '' });
    expect(labelOf('/images/phone-42.webp', undefined)).toEqual({ route: STATIC_ROUTE, market: '' });
    // Not the pages' catch-all: it is reached only through the proxy.
    expect(labelOf('/api/gibt/es/nicht', undefined)).toEqual({ route: OTHER_ROUTE, market: '' });
    expect(labelOf('/images/phones/x-42.webp', undefined)).toEqual({ route: STATIC_ROUTE, market: '' });
  });
});

describe('content-API call patterns', () => {
  it('keep the API words and turn ids, slugs and keys into {id}', () => {
    expect(callPattern('config/mandant')).toBe('config/mandant');
    expect(callPattern('tariffs/AT-MOBILE-S')).toBe('tariffs/{id}');
    expect(callPattern('authentication/login/')).toBe('authentication/login');
    expect(callPattern('simcards/K%201/action:lock')).toBe('simcards/{id}/action:lock');
    expect(callPattern('payment/method/paypal:rechargeprepaid')).toBe('payment/method/{id}:rechargeprepaid');
    expect(callPattern('portings/phoneaccounts/17/link:sms/%2B43660123')).toBe('portings/phoneaccounts/{id}/link:sms/{id}');
    expect(callPattern('files/legal/at/terms-2026.pdf')).toBe('files/{id}');
    expect(callPattern('orders/status?x=1')).toBe('orders/status');
  });

  it('have an outcome: ok, the status class, timeout or network error', () => {
    expect(callOutcome({ status: 200 })).toBe('ok');
    expect(callOutcome({ status: 204 })).toBe('ok');
    expect(callOutcome({ status: 404 })).toBe('4xx');
    expect(callOutcome({ status: 503 })).toBe('5xx');
    expect(callOutcome({ error: new DOMException('The operation timed out.', 'TimeoutError') })).toBe('timeout');
    expect(callOutcome({ error: Object.assign(new Error('timed out'), { name: 'TimeoutError' }) })).toBe('timeout');
    expect(callOutcome({ error: new TypeError('fetch failed') })).toBe('network_error');
    expect(callOutcome({ error: undefined })).toBe('network_error');
  });

  it('are counted with their outcome and timed', async () => {
    let t = 0;
    const counted = timeContentApiCall('tariffs/AT-MOBILE-S', 'get', () => (t += 40));
    counted({ status: 503 });
    expect(await sample('storefront_content_api_calls_total', { call: 'tariffs/{id}', method: 'GET', outcome: '5xx' })).toBe(1);
    expect(await sample('storefront_content_api_call_duration_seconds_sum', { call: 'tariffs/{id}' })).toBeCloseTo(0.04);
  });
});

describe('content-API calls at the dispatcher of fetch', () => {
  type Options = { origin?: string | URL; path?: string; method?: string };
  /** A dispatch that answers through the handler's legacy (onHeaders/onError) or current (onResponseStart/onResponseError) methods. */
  const answering =
    (answer: (handler: Record<string, (...args: unknown[]) => unknown>) => void) =>
    (_options: Options, handler: object): boolean => {
      answer(handler as Record<string, (...args: unknown[]) => unknown>);
      return true;
    };
  const intercept = callCountingInterceptor('http://api.test:4000/v1/');

  it('counts calls to the API by their pattern under its URL, with the status of either handler style', async () => {
    const seen: unknown[] = [];
    // undici's own handlers keep their state in private fields: every method must run on the handler itself.
    class Legacy {
      #seen = seen;
      onHeaders(status: number) {
        this.#seen.push(status);
      }
      onComplete() {
        this.#seen.push('complete');
      }
    }
    const legacy = new Legacy();
    intercept(answering((h) => (h.onHeaders!(200, [], () => {}, 'OK'), h.onComplete!([]))))(
      { origin: 'http://api.test:4000', path: '/v1/tariffs/AT-MOBILE-S?previewdate=2026-12-01', method: 'GET' },
      legacy,
    );
    const current = { onResponseStart: (_controller: unknown, status: number) => seen.push(status) };
    intercept(answering((h) => h.onResponseStart!({}, 404, {}, 'Not Found')))(
      { origin: 'http://api.test:4000', path: '/v1/orders/status', method: 'GET' },
      current,
    );
    // the wrapped handler still gets every call
    expect(seen).toEqual([200, 'complete', 404]);
    expect(await sample('storefront_content_api_calls_total', { call: 'tariffs/{id}', method: 'GET', outcome: 'ok' })).toBe(1);
    expect(await sample('storefront_content_api_calls_total', { call: 'orders/status', outcome: '4xx' })).toBe(1);
  });

  it('counts an abort before the answer as a timeout, another error as a network error, each once', async () => {
    const handler = { onError: () => {}, onResponseError: () => {} };
    const abort = Object.assign(new Error('This operation was aborted'), { name: 'AbortError' });
    intercept(answering((h) => (h.onError!(abort), h.onResponseError!({}, abort))))(
      { origin: 'http://api.test:4000', path: '/v1/faq', method: 'GET' },
      handler,
    );
    intercept(answering((h) => h.onError!(new Error('connect ECONNREFUSED'))))(
      { origin: 'http://api.test:4000', path: '/v1/faq', method: 'GET' },
      handler,
    );
    expect(await sample('storefront_content_api_calls_total', { call: 'faq', outcome: 'timeout' })).toBe(1);
    expect(await sample('storefront_content_api_calls_total', { call: 'faq', outcome: 'network_error' })).toBe(1);
  });

  it('leaves calls to other origins alone', async () => {
    const handler = { onHeaders: () => {} };
    let passed: object | undefined;
    intercept((_options, h) => ((passed = h), true))({ origin: 'http://elsewhere.test', path: '/v1/faq' }, handler);
    expect(passed).toBe(handler);
    expect(await metrics().registry.getSingleMetricAsString('storefront_content_api_calls_total')).not.toContain('call=');
  });
});

describe('cache results', () => {
  it("are the door's hit and miss, else bypass; Next's known values in lowercase", () => {
    expect([doorCacheResult('hit'), doorCacheResult('miss'), doorCacheResult(undefined)]).toEqual(['hit', 'miss', 'bypass']);
    expect([
      nextCacheResult('HIT'),
      nextCacheResult('STALE'),
      nextCacheResult('MISS'),
      nextCacheResult('whatever'),
      nextCacheResult(undefined),
    ]).toEqual(['hit', 'stale', 'miss', undefined, undefined]);
  });
});

describe("the door's requests", () => {
  type Fake = { req: IncomingMessage; res: ServerResponse & EventEmitter };
  function exchange(url: string, method = 'GET', host = 'at.localhost'): Fake {
    const headers: Record<string, string> = {};
    const res = Object.assign(new EventEmitter(), {
      statusCode: 200,
      getHeader: (name: string) => headers[name],
      setHeader: (name: string, value: string) => void (headers[name] = value),
    });
    return { req: { url, method, headers: { host } } as unknown as IncomingMessage, res: res as unknown as Fake['res'] };
  }
  let t = 0;
  let inner: (fake: Fake) => void = () => {};
  // One observer, as the door has: what it remembers of one answer serves the next.
  const counted = withRequestMetrics((req, res) => inner({ req, res } as Fake), {
    labelOf: routeLabeller(MANIFEST, isPage),
    isPage,
    now: () => (t += 100),
  });
  const handle = (handler: (fake: Fake) => void) => (fake: Fake) => {
    inner = handler;
    counted(fake.req, fake.res);
    fake.res.emit('close');
  };

  it("are counted by the proxy's route with status and market, timed, with both caches' results", async () => {
    const page = handle(({ res }) => {
      noteRoute('/at/de-AT/tariffs');
      res.setHeader('x-door-cache', 'miss');
      res.setHeader('x-nextjs-cache', 'HIT');
    });
    page(exchange('/tarife?utm_source=x'));
    expect(
      await sample('storefront_http_requests_total', { route: '/[market]/[locale]/tariffs', method: 'GET', status: '200', market: 'at' }),
    ).toBe(1);
    expect(await sample('storefront_http_request_duration_seconds_count', { route: '/[market]/[locale]/tariffs', method: 'GET' })).toBe(1);
    expect(
      await sample('storefront_http_request_duration_seconds_sum', { route: '/[market]/[locale]/tariffs', method: 'GET' }),
    ).toBeCloseTo(0.1);
    expect(await sample('storefront_door_cache_total', { result: 'miss' })).toBe(1);
    expect(await sample('storefront_next_cache_total', { result: 'hit' })).toBe(1);
  });

  it("label a page the door's cache answers by the route noted when it was rendered", async () => {
    const rendered = handle(({ res }) => {
      noteRoute('/de/de-DE/tariffs/daten-300');
      res.setHeader('x-door-cache', 'miss');
    });
    const fromCache = handle(({ res }) => res.setHeader('x-door-cache', 'hit'));
    rendered(exchange('/tarife/daten-300', 'GET', 'de.localhost'));
    fromCache(exchange('/tarife/daten-300', 'GET', 'de.localhost'));
    fromCache(exchange('/tarife/daten-300', 'HEAD', 'uk.localhost'));
    const labels = { route: '/[market]/[locale]/tariffs/[slug]', status: '200', market: 'de' };
    expect(await sample('storefront_http_requests_total', { ...labels, method: 'GET' })).toBe(2);
    expect(await sample('storefront_http_requests_total', { route: OTHER_ROUTE, method: 'HEAD' })).toBe(1);
    expect(await sample('storefront_door_cache_total', { result: 'hit' })).toBe(2);
  });

  it('count route handlers by pattern, with no door-cache result, and unknown methods as other', async () => {
    const api = handle(({ res }) => void (res.statusCode = 404));
    api(exchange('/api/upstream/customerarea/usage/K1', 'BREW'));
    expect(
      await sample('storefront_http_requests_total', { route: '/api/upstream/[...path]', method: 'other', status: '404', market: '' }),
    ).toBe(1);
    expect(await metrics().registry.getSingleMetricAsString('storefront_door_cache_total')).not.toContain('result=');
  });
});

describe('the registry', () => {
  it('is one per process, however many copies of the module load (the door and Next bundles)', () => {
    jest.isolateModules(() => {
      const copy = jest.requireActual<typeof import('@/lib/platform/metrics/registry')>('@/lib/platform/metrics/registry');
      expect(copy.metrics()).toBe(metrics());
    });
  });

  it('counts rate-limit refusals by limiter', async () => {
    countRateLimitRefusal('POST /api/auth/login#0');
    countRateLimitRefusal('POST /api/auth/login#0');
    expect(await sample('storefront_rate_limit_refusals_total', { limiter: 'POST /api/auth/login#0' })).toBe(2);
  });
});

describe('GET /metrics', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer(metricsHandler());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("answers the registry's series in Prometheus's text format, never cached", async () => {
    countRateLimitRefusal('POST /api/contact#0');
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('storefront_rate_limit_refusals_total{limiter="POST /api/contact#0"} 1');
  });

  it('answers nothing else', async () => {
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });
});
