/**
 * Next calls register() once as the server starts, before any request. Traces (issue 26 §3, ADR 39)
 * only when an OTLP endpoint is configured (lib/platform/tracing/enabled.ts): only then is OpenTelemetry's SDK
 * loaded and a tracer provider registered. Without one Next makes no spans, and the content-API
 * client's go to the API's no-op tracer.
 */
import { tracingEnabled } from './lib/platform/tracing/enabled';

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !tracingEnabled(process.env)) return;
  const { startTracing } = await import('./lib/platform/tracing/start-tracing');
  startTracing();
}
