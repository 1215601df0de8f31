import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { MarketCode } from '@/lib/platform/markets/markets';

const tracer = trace.getTracer('storefront/content-api');

/** A call as a trace shows it: its method, its path's pattern (never the path: ids, phone numbers, tokens) and the market. */
export type TracedCall = { method: string; pattern: string; market: MarketCode };

/**
 * Runs `send` in a span of its own, a child of what is being handled (a page's rendering, a route
 * handler; ADR 39): "content-api GET customerarea/usage/{}", with method, status, pattern and market.
 * `send` gets the W3C trace headers to send on, so a traced content API continues the trace (Next's
 * data cache leaves them out of its keys). Tracing off, the span is the API's no-op and the headers empty.
 */
export function inCallSpan(call: TracedCall, send: (traceHeaders: Record<string, string>) => Promise<Response>): Promise<Response> {
  const method = call.method.toUpperCase();
  const attributes = { 'http.request.method': method, 'url.template': call.pattern, 'storefront.market': call.market };
  return tracer.startActiveSpan(`content-api ${method} ${call.pattern}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    const traceHeaders: Record<string, string> = {};
    propagation.inject(context.active(), traceHeaders);
    try {
      const response = await send(traceHeaders);
      span.setAttribute('http.response.status_code', response.status);
      if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return response;
    } catch (error) {
      // ky's TimeoutError, fetch's TypeError for a refused connection: the kind, never the message (it names the URL).
      span.setAttribute('error.type', error instanceof Error ? error.name : 'unknown');
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}
