/**
 * Whether the storefront sends traces (ADR 39): only when an OTLP endpoint is configured, and not when
 * OpenTelemetry's own switch turns the SDK off. Without, instrumentation.ts loads nothing of the SDK.
 */
type Env = Readonly<Record<string, string | undefined>>;

export function tracingEnabled(env: Env): boolean {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return Boolean(endpoint) && env.OTEL_SDK_DISABLED?.trim().toLowerCase() !== 'true';
}
