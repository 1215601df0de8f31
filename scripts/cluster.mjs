/**
 * `npm run demo:cluster [-- --skip-build]`: the shop as an operator runs it (ADR 23): HAProxy on PORT
 * (3000) in front of CLUSTER_INSTANCES (2) production storefronts on PORT+1…, sharing Next's cache and
 * the rate limits in a redis-server on REDIS_PORT (6379), and the reference API on CONTENT_API_PORT
 * (4000). Each instance serves its metrics on METRICS_PORT (9464), METRICS_PORT+1…, and Debian's
 * Prometheus scrapes them, its UI on PROMETHEUS_PORT (9090; ADR 38). Installs Debian's redis-server,
 * haproxy and prometheus when missing (as root). Ctrl-C stops everything.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from './lib/cluster.mjs';
import { firstExit, shuttingDown, stopAllOnSignals } from './lib/processes.mjs';
import { preparePrometheus } from './lib/prometheus.mjs';
import { loadOrCreateSecrets, secretsUnlessSet } from './lib/secrets.mjs';
import { checkRuntime } from './runtime.mjs';

checkRuntime();

function number(name, fallback, { min = 1, max = 65535 } = {}) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}, got "${process.env[name]}"`);
    process.exit(1);
  }
  return value;
}

const publicPort = number('PORT', 3000);
const count = number('CLUSTER_INSTANCES', 2, { min: 2, max: 8 });
const webPorts = Array.from({ length: count }, (_, i) => publicPort + 1 + i);
const apiPort = number('CONTENT_API_PORT', 4000);
const redisPort = number('REDIS_PORT', 6379);
const metricsPort = number('METRICS_PORT', 9464);
const metricsPorts = webPorts.map((_, i) => metricsPort + i);
const prometheusPort = number('PROMETHEUS_PORT', 9090);
const skipBuild = process.argv.includes('--skip-build') || process.env.DEMO_SKIP_BUILD === '1';

stopAllOnSignals();
const prometheusDir = mkdtempSync(path.join(os.tmpdir(), 'storefront-prometheus-'));
process.on('exit', () => rmSync(prometheusDir, { recursive: true, force: true }));
let cluster;
let prometheus;
try {
  const scraper = await preparePrometheus({ port: prometheusPort, bind: '0.0.0.0', metricsPorts, dir: prometheusDir });
  cluster = await startCluster({
    publicPort,
    webPorts,
    metricsPorts,
    apiPort,
    redisPort,
    bind: '0.0.0.0',
    build: !skipBuild,
    env: secretsUnlessSet(loadOrCreateSecrets()),
  });
  prometheus = { url: scraper.url, proc: await scraper.start() };
} catch (error) {
  await cluster?.stop();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.info(
  [
    '',
    `The shop runs as ${count} instances behind HAProxy: http://localhost:${publicPort} (at., de., ch., uk., it., camp.localhost too)`,
    `  instances ${webPorts.map((port) => `http://localhost:${port}`).join(', ')}; Redis ${cluster.redis.url}; reference API ${cluster.apiUrl}`,
    `  metrics ${cluster.instances.map((instance) => instance.metricsUrl).join(', ')}; Prometheus ${prometheus.url} (README: Metrics)`,
    '  Stop one instance (kill its pid) and the balancer sends everything to the others. Stop with Ctrl-C.',
    '',
  ].join('\n'),
);

const { proc, code, signal } = await Promise.race([cluster.exited, firstExit([prometheus.proc])]);
if (!shuttingDown()) {
  console.error(`${proc.name} stopped (${signal ?? `exit code ${code}`}); stopping the rest`);
  await Promise.all([cluster.stop(), prometheus.proc.stop()]);
  process.exit(code || 1);
}
