/**
 * Traces (issue 26 §3, ADR 39): a second storefront from the same build, with an OTLP endpoint set,
 * sends its spans to a collector of the test's own (support/otlp-receiver.ts). One page view is one
 * trace: Next's server span for the request, and under it a span for each content-API call, named by
 * the call's pattern. Nothing in what is sent names the tariff's id, the query string or a URL.
 * The run's own storefront (port E2E_WEB_PORT) traces nothing: it has no endpoint.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { MARKETS } from '@/lib/platform/markets/markets';
import { expect, test } from './support/fixtures';
import { SPAN_KIND, startOtlpReceiver, type ReceivedSpan } from './support/otlp-receiver';
import { E2E_API_URL, E2E_WEB_PORT } from './support/urls';

/** Beside the run's storefront (3100), its metrics (3105) and the cluster test's (3102–3104, 3106–3107). */
const TRACED_PORT = E2E_WEB_PORT + 8;
/** A DE data tariff (content-api/seed/markets/de.ts) and its detail page. */
const TARIFF = 'DE-DATA-300';
const PAGE = '/tarife/zuhause-daten-300';
/** A query string a campaign might add, with something in it that must stay on this side. */
const QUERY = '?utm_source=newsletter&email=someone%40example.com';

/** A page of the traced storefront as the DE market's host asks for it (fetch cannot set Host). */
function view(target: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: TRACED_PORT, path: target, headers: { host: `de.localhost:${TRACED_PORT}` } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
  });
}

/** `span`'s ancestors, nearest first, as far as they were received. */
function ancestorsOf(span: ReceivedSpan, spans: ReceivedSpan[]): ReceivedSpan[] {
  const chain: ReceivedSpan[] = [];
  for (
    let parent = spans.find((s) => s.spanId === span.parentSpanId);
    parent;
    parent = spans.find((s) => s.spanId === parent?.parentSpanId)
  )
    chain.push(parent);
  return chain;
}

test.describe('traces', () => {
  // One storefront of its own, started once.
  test.describe.configure({ mode: 'serial' });

  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let storefront: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    receiver = await startOtlpReceiver();
    // The production server from the run's build, as scripts/lib/stack.mjs startStorefront starts one
    // (Playwright loads specs as CommonJS, which cannot import that module).
    storefront = spawn(process.execPath, ['door/server.ts'], {
      cwd: path.resolve(__dirname, '..'),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(TRACED_PORT),
        SESSION_SECRET: randomBytes(32).toString('base64url'),
        CONTENT_API_URL: E2E_API_URL,
        CONTENT_API_TIMEOUT_MS: '30000',
        LOG_LEVEL: 'warn',
        METRICS_PORT: '0',
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        // Batches sent within a tenth of a second, not five: the test waits for them.
        OTEL_BSP_SCHEDULE_DELAY: '100',
      },
    });
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${TRACED_PORT}/api/health`).then(
            (r) => r.status,
            () => storefront?.exitCode ?? 0,
          ),
        { timeout: 150_000, message: 'the traced storefront answers' },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (storefront && storefront.exitCode === null) {
      const exited = new Promise((resolve) => storefront?.once('exit', resolve));
      storefront.kill('SIGTERM');
      await exited;
    }
    await receiver?.stop();
  });

  test("a page view is one trace: Next's server span with the content-API calls under it", async () => {
    expect(await view(PAGE + QUERY)).toBe(200);

    // The server span of the view, once it and the calls under it are in.
    const pageSpan = () =>
      receiver.spans.find((s) => s.kind === SPAN_KIND.server && s.attributes['http.route'] === '/[market]/[locale]/tariffs/[slug]');
    const callsUnder = (page: ReceivedSpan) =>
      receiver.spans.filter(
        (s) => s.traceId === page.traceId && s.name.startsWith('content-api ') && ancestorsOf(s, receiver.spans).includes(page),
      );
    await expect
      .poll(
        () => {
          const page = pageSpan();
          return page ? callsUnder(page).length : 0;
        },
        { message: 'the content-API spans of the page view' },
      )
      .toBeGreaterThan(0);

    const page = pageSpan()!;
    expect(page.service).toBe('storefront');
    expect(page.name).toBe('GET /[market]/[locale]/tariffs/[slug]');
    expect(page.attributes['http.status_code']).toBe(200);

    const calls = callsUnder(page);
    for (const call of calls) {
      expect(call.kind).toBe(SPAN_KIND.client);
      expect(call.name).toBe(`content-api ${call.attributes['http.request.method']} ${call.attributes['url.template']}`);
      // The page's metadata links the other markets' sites (hreflang): their settings are read too.
      expect(Object.keys(MARKETS)).toContain(call.attributes['storefront.market']);
      expect(call.attributes['http.response.status_code']).toBe(200);
    }
    // The page finds its tariff among the market's tariff groups.
    expect(calls.map((call) => `${call.name} ${call.attributes['storefront.market']}`)).toContain('content-api GET tariffs DE');

    // What left the process: no id, no query string, no URL, no credentials.
    const sent = receiver.bodies.join('\n');
    for (const secret of [TARIFF, 'utm_source', 'someone', PAGE, 'localhost:', 'http.target', 'http.url', 'Bearer', 'authorization'])
      expect(sent).not.toContain(secret);
  });
});
