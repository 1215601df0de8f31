/**
 * Traces (issue 26 §3, ADR 39): on only with an OTLP endpoint; each content-API call a span named by
 * its pattern, never its path; nothing exported carries a URL or Next's fetch spans.
 */
import { context, propagation, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { inCallSpan } from '@/lib/platform/content-api/call-span';
import { createLogger } from '@/lib/platform/log/logger';
import { tracingEnabled } from '@/lib/platform/tracing/enabled';
import { PrivateSpans } from '@/lib/platform/tracing/private-spans';

describe('tracingEnabled', () => {
  it('is on when an OTLP endpoint, for traces or for all signals, is set', () => {
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
  });

  it('is off without an endpoint, with an empty one, or when OTEL_SDK_DISABLED is true', () => {
    expect(tracingEnabled({})).toBe(false);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBe(false);
    expect(tracingEnabled({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SDK_DISABLED: 'TRUE' })).toBe(false);
  });
});

describe('with a tracer provider', () => {
  const exporter = new InMemorySpanExporter();
  // As lib/platform/tracing/start-tracing.ts registers one: with W3C trace context and AsyncLocalStorage.
  const provider = new NodeTracerProvider({ spanProcessors: [new PrivateSpans(new SimpleSpanProcessor(exporter))] });

  beforeAll(() => provider.register());
  afterAll(async () => {
    await provider.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  });
  beforeEach(() => exporter.reset());

  const page = trace.getTracer('test');
  const ok = (status: number) => async () => new Response(null, { status });

  it("runs a call in a child span of the request's, named by method and pattern, with the trace headers to send", async () => {
    let sent: Record<string, string> = {};
    await page.startActiveSpan('GET /[market]/[locale]/account/usage/[product]', async (request) => {
      await inCallSpan({ method: 'get', pattern: 'customerarea/usage/{}', market: 'AT' }, async (headers) => {
        sent = headers;
        return new Response(null, { status: 200 });
      });
      request.end();
    });
    const [call, request] = exporter.getFinishedSpans();
    expect(call?.name).toBe('content-api GET customerarea/usage/{}');
    expect(call?.parentSpanContext?.spanId).toBe(request?.spanContext().spanId);
    expect(call?.spanContext().traceId).toBe(request?.spanContext().traceId);
    expect(call?.attributes).toEqual({
      'http.request.method': 'GET',
      'url.template': 'customerarea/usage/{}',
      'storefront.market': 'AT',
      'http.response.status_code': 200,
    });
    expect(sent.traceparent).toBe(`00-${call?.spanContext().traceId}-${call?.spanContext().spanId}-01`);
  });

  it('marks a call that failed, by its kind, and passes the failure on', async () => {
    const timeout = Object.assign(new Error('Request timed out: GET http://api/customerarea/usage/436641234567'), { name: 'TimeoutError' });
    await expect(inCallSpan({ method: 'get', pattern: 'customerarea/usage/{}', market: 'AT' }, () => Promise.reject(timeout))).rejects.toBe(
      timeout,
    );
    await inCallSpan({ method: 'post', pattern: 'orders', market: 'DE' }, ok(503));
    const [failed, unavailable] = exporter.getFinishedSpans();
    expect(failed?.attributes['error.type']).toBe('TimeoutError');
    expect(failed?.status.code).toBe(2);
    expect(JSON.stringify([failed?.name, failed?.attributes, failed?.status, failed?.events])).not.toContain('436641234567');
    expect(unavailable?.status.code).toBe(2);
    expect(unavailable?.attributes['http.response.status_code']).toBe(503);
  });

  it("writes the active span's trace id into log lines", () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => lines.push(line) });
    log.info('outside');
    page.startActiveSpan('GET /[market]/[locale]/tariffs/[slug]', (span) => {
      log.info('inside');
      span.end();
    });
    const [outside, inside] = lines.map((line) => JSON.parse(line) as { traceId?: string });
    expect(outside?.traceId).toBeUndefined();
    expect(inside?.traceId).toBe(exporter.getFinishedSpans()[0]?.spanContext().traceId);
  });

  it("exports no URL attribute and none of Next's fetch spans", () => {
    page.startSpan('GET', { attributes: { 'http.method': 'GET', 'http.target': '/account/usage/436641234567?token=abc' } }).end();
    page
      .startSpan('fetch GET http://api/portings/info/secret-token', {
        attributes: { 'next.span_type': 'AppRender.fetch', 'http.url': 'http://api/portings/info/secret-token' },
      })
      .end();
    const spans = exporter.getFinishedSpans();
    expect(spans).toHaveLength(1);
    expect(spans[0]?.attributes).toEqual({ 'http.method': 'GET' });
    expect(spans[0]?.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
  });
});
