/**
 * The metrics endpoint (issue 26 §3, ADR 38): `GET /metrics` in Prometheus's text format on a port of
 * its own (METRICS_PORT), bound to METRICS_HOSTNAME (127.0.0.1 unless set). Not on the public port:
 * the series tell the shop's traffic, routes and failures to whoever asks, and a scrape never passes
 * the balancer, the page cache or the rate limits. The door starts it (door/server.ts main()); with it the
 * process's own series (Node's default metrics: CPU, memory, event-loop lag, handles) and, with
 * REDIS_URL, whether the shared Redis connection is up.
 */
import http from 'node:http';
import { collectDefaultMetrics, Gauge } from 'prom-client';
import type { Logger } from '../log/logger.ts';
import { redisConnection } from '../redis/connection.ts';
import { metrics } from './registry.ts';

/** Adds the process's default metrics and, with `redisUrl`, storefront_redis_up. */
export function addProcessMetrics({ redisUrl }: { redisUrl: string | undefined }): void {
  const { registry } = metrics();
  collectDefaultMetrics({ register: registry });
  if (!redisUrl) return;
  new Gauge({
    name: 'storefront_redis_up',
    help: 'Whether the connection to REDIS_URL is ready (1) or not (0): cache and rate limits are then local',
    registers: [registry],
    collect() {
      this.set(redisConnection()?.client.isReady ? 1 : 0);
    },
  });
}

/** The metrics server's request handler: GET (or HEAD) /metrics, else 404. */
export function metricsHandler(): http.RequestListener {
  const { registry } = metrics();
  return (req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics could not be collected\n'),
    );
  };
}

/**
 * Serves /metrics on `port` at `hostname`. A port that cannot be had is logged, never fatal: the shop
 * serves without its metrics rather than not at all.
 */
export function startMetricsServer({ port, hostname, log }: { port: number; hostname: string; log: Logger }): http.Server {
  const server = http.createServer(metricsHandler());
  server.on('error', (error) => log.error({ err: error, port, hostname }, 'the metrics server could not listen: serving without /metrics'));
  server.listen(port, hostname, () => log.info({ port, hostname }, `metrics on http://${hostname}:${port}/metrics`));
  // Never what keeps the process alive: the drain ends it when the shop's server is done.
  server.unref();
  return server;
}
