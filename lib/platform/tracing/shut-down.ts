/**
 * The tracer provider's shutdown, reachable from the door (ADR 39). Next registers the provider inside
 * its own bundle (instrumentation.ts), the door runs outside it: the provider's shutdown is kept on
 * globalThis, so the door can send the last batch of spans before the process exits.
 */
const SHUTDOWN = Symbol.for('storefront.tracing.shutdown');
type WithShutdown = typeof globalThis & { [SHUTDOWN]?: () => Promise<void> };

/** Keeps the registered provider's shutdown (lib/platform/tracing/start-tracing.ts). */
export function keepTracingShutdown(shutdown: () => Promise<void>): void {
  (globalThis as WithShutdown)[SHUTDOWN] = shutdown;
}

/**
 * Sends the spans still batched and stops tracing; resolves at once when tracing is off, and after
 * `ms` at the latest (an unreachable collector must not hold a stopping server).
 */
export async function shutDownTracing(ms: number): Promise<void> {
  const shutdown = (globalThis as WithShutdown)[SHUTDOWN];
  if (!shutdown) return;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([shutdown().catch(() => undefined), deadline]).finally(() => clearTimeout(timer));
}
