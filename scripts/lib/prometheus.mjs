/**
 * Debian's Prometheus for `npm run demo:cluster` (issue 26 §3, ADR 38): scrapes every storefront
 * instance's metrics port (METRICS_PORT, lib/platform/metrics) and itself, keeps its data in a temp folder,
 * and serves its UI on `port`. Installed with apt-get when missing (as root), like redis-server and
 * haproxy (debian-packages.mjs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureProgram } from './debian-packages.mjs';
import { assertPortFree, startProcess, waitForHttp } from './processes.mjs';

/** Every 5 s: a demo shows a page view in its graphs within seconds. */
const SCRAPE_SECONDS = 5;

/** The configuration: one job for the storefront's instances (labelled instance web1, web2 …), one for Prometheus. */
export function prometheusConfig({ port, metricsPorts }) {
  const instances = metricsPorts
    .map((metricsPort, i) => `      - targets: ['127.0.0.1:${metricsPort}']\n        labels: { instance: web${i + 1} }`)
    .join('\n');
  return `global:
  scrape_interval: ${SCRAPE_SECONDS}s
  evaluation_interval: ${SCRAPE_SECONDS}s

scrape_configs:
  - job_name: storefront
    static_configs:
${instances}
  - job_name: prometheus
    static_configs:
      - targets: ['127.0.0.1:${port}']
`;
}

/**
 * Prometheus on `port` (at `bind`) scraping `metricsPorts`, its data under `dir`: installed when
 * missing, its port checked and its configuration written now, before a long build can pass in vain.
 * `start()` starts it and waits until it is ready, giving the process ({ stop(), exited, … }).
 */
export async function preparePrometheus({ port, bind = '127.0.0.1', metricsPorts, dir, prefix = true }) {
  const binary = ensureProgram('prometheus', 'prometheus');
  await assertPortFree(port, 'prometheus');
  const configFile = path.join(dir, 'prometheus.yml');
  const data = path.join(dir, 'prometheus-data');
  mkdirSync(data, { recursive: true });
  writeFileSync(configFile, prometheusConfig({ port, metricsPorts }));
  const args = [
    `--config.file=${configFile}`,
    `--storage.tsdb.path=${data}`,
    `--web.listen-address=${bind}:${port}`,
    // its start-up and compaction lines would drown the shop's
    '--log.level=warn',
  ];
  return {
    url: `http://localhost:${port}`,
    async start() {
      const proc = startProcess('prometheus', binary, args, { prefix: prefix ? '[prometheus]' : undefined });
      await waitForHttp(`http://127.0.0.1:${port}/-/ready`, { proc, timeoutMs: 30_000 });
      return proc;
    },
  };
}
