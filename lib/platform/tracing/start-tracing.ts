import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { PrivateSpans } from './private-spans';
import { keepTracingShutdown } from './shut-down';

/** The service the spans name, unless OTEL_SERVICE_NAME says otherwise. */
const SERVICE_NAME = 'storefront';

/**
 * Registers the process's tracer provider (ADR 39): Next's spans (each request, its rendering) and the
 * content-API client's go, stripped of URLs (PrivateSpans), in batches over OTLP/HTTP to the endpoint
 * of OTEL_EXPORTER_OTLP_(TRACES_)ENDPOINT. The exporter, the batches (OTEL_BSP_*), the sampler
 * (OTEL_TRACES_SAMPLER, default: parent-based, always on) and further resource attributes
 * (OTEL_RESOURCE_ATTRIBUTES) follow OpenTelemetry's own variables. W3C trace context is read from
 * requests and written on content-API calls. The door sends the last batch when it stops (shut-down.ts).
 */
export function startTracing(): void {
  const resource = defaultResource()
    .merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: SERVICE_NAME }))
    .merge(detectResources({ detectors: [envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new PrivateSpans(new BatchSpanProcessor(new OTLPTraceExporter()))],
  });
  provider.register();
  keepTracingShutdown(() => provider.shutdown());
}
