import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-node';

/**
 * Next's span of each fetch: named and described by the full URL, whose path and query may carry ids,
 * phone numbers or tokens (portings/info/{token}). The content-API client's own span stands for the
 * call (lib/platform/content-api/call-span.ts).
 */
const NEXT_FETCH = 'AppRender.fetch';

/** Attributes that hold a request's concrete path or URL (Next's request spans: `http.target`); the route pattern stays. */
export const URL_ATTRIBUTES = ['http.target', 'http.url', 'url.full', 'url.path', 'url.query'];

/**
 * What leaves the process has no personal data or secret (ADR 39): the spans `next` receives lack
 * Next's fetch spans and every URL attribute. Names are left: Next names a request span by its route
 * pattern ("GET /[market]/[locale]/tariffs/[slug]"), the client its calls by theirs.
 */
export class PrivateSpans implements SpanProcessor {
  constructor(private readonly next: SpanProcessor) {}

  onStart(span: Span, parentContext: Context): void {
    this.next.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    if (span.attributes['next.span_type'] === NEXT_FETCH) return;
    if (!URL_ATTRIBUTES.some((name) => name in span.attributes)) return this.next.onEnd(span);
    const attributes = Object.fromEntries(Object.entries(span.attributes).filter(([name]) => !URL_ATTRIBUTES.includes(name)));
    // The span as it ended, but for its attributes: everything else (spanContext() included) read through it.
    this.next.onEnd(Object.create(span, { attributes: { value: attributes, enumerable: true } }) as ReadableSpan);
  }

  forceFlush(): Promise<void> {
    return this.next.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.next.shutdown();
  }
}
