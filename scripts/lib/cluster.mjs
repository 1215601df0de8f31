/**
 * "Several instances, one shared state" on one machine (issue 17 §2, ADR 23): Debian's redis-server
 * (no persistence, own temp dir), the reference API, two or more production storefronts
 * (node door/server.ts) sharing it through REDIS_URL, and Debian's HAProxy in front on the public port
 * (health checks on /api/health, X-Forwarded-For added, the visitor's host forwarded in X-Forwarded-Host
 * while Host names the instance, GET retried on the other instance when one fails). Used by `npm run demo:cluster` (scripts/cluster.mjs) and the cluster tests (e2e/cluster.spec.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureProgram } from './debian-packages.mjs';
import { assertPortFree, firstExit, startProcess, waitForHttp } from './processes.mjs';
import { BASE_ENV, buildStorefront, startApi, startStorefront } from './stack.mjs';

/** HAProxy's configuration: round robin over the instances, each checked twice a second. */
export function haproxyConfig({ publicPort, bind = '127.0.0.1', webPorts }) {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  timeout check 3s
  option forwardfor
  # a request that could not reach an instance, or got no answer from one that died, goes to another
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend public
  bind ${bind}:${publicPort}
  # only requests that change nothing are sent a second time
  http-request disable-l7-retry unless METH_GET || METH_HEAD
  default_backend storefront

backend storefront
  balance roundrobin
  # as a proxy in front of several sites does: the instances are asked for by their own name, the
  # visitor's host travels in X-Forwarded-Host (believed from TRUSTED_PROXIES only: door/server.ts)
  http-request set-header X-Forwarded-Host %[req.hdr(host)]
  http-request set-header Host storefront
  option httpchk GET /api/health
  http-check expect status 200
  default-server inter 500ms fastinter 250ms downinter 500ms fall 3 rise 2
${webPorts.map((port, i) => `  server web${i + 1} 127.0.0.1:${port} check`).join('\n')}
`;
}

/** Resolves once something accepts TCP connections on the port (or rejects after `timeoutMs`). */
async function waitForPort(port, { proc, timeoutMs = 20_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc?.done) throw new Error(`${proc.name} exited before port ${port} answered`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing answered on port ${port} within ${timeoutMs / 1000}s`);
}

/**
 * A redis-server on `port` that keeps nothing on disk; stop() and start() again (same port) for
 * outage tests.
 */
export function redisServer({ port, dir, prefix = true }) {
  const binary = ensureProgram('redis-server', 'redis-server');
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
  // Entries carry a TTL and go first when memory runs short; the tag timestamps never do.
  args.push('--maxmemory', '256mb', '--maxmemory-policy', 'volatile-lru');
  const server = {
    proc: undefined,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      server.proc = startProcess('redis-server', binary, args, { prefix: prefix ? '[redis]' : undefined });
      await waitForPort(port, { proc: server.proc });
    },
    stop: () => server.proc?.stop(),
  };
  return server;
}

/**
 * Starts the cluster and waits until the balancer answers.
 *
 * options:
 *   publicPort     the balancer's port (required)
 *   webPorts       the instances' ports (required, two or more)
 *   metricsPorts   each instance's metrics port (METRICS_PORT; required, one per instance)
 *   apiPort        the reference API's port (required)
 *   redisPort      redis-server's port (required)
 *   bind           the balancer's address (default 127.0.0.1; the demo binds every address)
 *   revalidatePort where the reference API sends its revalidations (default: the balancer)
 *   build          `next build` first (default true)
 *   apiDb, env, prefix as for startStack (stack.mjs)
 *
 * Returns { publicUrl, apiUrl, redis, instances: [{ port, url, metricsUrl, proc, stop(), start() }], exited, stop }.
 */
export async function startCluster({
  publicPort,
  webPorts,
  metricsPorts,
  apiPort,
  redisPort,
  bind,
  revalidatePort = publicPort,
  build = true,
  apiDb,
  env = {},
  prefix = true,
}) {
  const haproxy = ensureProgram('haproxy', 'haproxy');
  if (metricsPorts?.length !== webPorts.length) throw new Error('startCluster needs one metrics port per instance');
  const ports = [
    [publicPort, 'balancer'],
    [apiPort, 'content API'],
    [redisPort, 'redis'],
    ...webPorts.map((p) => [p, 'storefront']),
    ...metricsPorts.map((p) => [p, 'metrics']),
  ];
  for (const [port, what] of ports) {
    await assertPortFree(port, what);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-cluster-'));
  const redis = redisServer({ port: redisPort, dir, prefix });
  const apiUrl = `http://localhost:${apiPort}`;
  const shared = { ...process.env, ...BASE_ENV, ...env, CONTENT_API_URL: apiUrl };
  if (build) await buildStorefront(shared);

  const instanceEnv = { ...shared, REDIS_URL: redis.url, TRUSTED_PROXIES: '127.0.0.1' };
  const instances = webPorts.map((port, i) => {
    const instance = {
      port,
      url: `http://127.0.0.1:${port}`,
      metricsUrl: `http://127.0.0.1:${metricsPorts[i]}/metrics`,
      proc: undefined,
      async start() {
        const env = { ...instanceEnv, METRICS_PORT: String(metricsPorts[i]) };
        instance.proc = startStorefront({ port, env, prefix: prefix ? `[web${i + 1}]` : undefined, name: `storefront ${i + 1}` });
        await waitForHttp(`${instance.url}/api/health`, { proc: instance.proc });
      },
      stop: () => instance.proc?.stop(),
    };
    return instance;
  });

  const configFile = path.join(dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ publicPort, bind, webPorts }));
  let api;
  let balancer;
  const stop = async () => {
    await Promise.all([balancer?.stop(), ...instances.map((instance) => instance.stop()), api?.stop()]);
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await redis.start();
    // The API's data changes are announced to one instance (through the balancer): all see them.
    api = startApi({ apiPort, apiDb, env: shared, storefrontPort: revalidatePort, prefix });
    await Promise.all([waitForHttp(`http://127.0.0.1:${apiPort}/health`, { proc: api }), ...instances.map((instance) => instance.start())]);
    balancer = startProcess('haproxy', haproxy, ['-db', '-f', configFile], { prefix: prefix ? '[haproxy]' : undefined });
    await waitForHttp(`http://127.0.0.1:${publicPort}/api/health`, { proc: balancer, timeoutMs: 20_000 });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    publicUrl: `http://localhost:${publicPort}`,
    apiUrl,
    redis,
    instances,
    // the processes a demo must not lose (instances and Redis come and go in the tests)
    exited: firstExit([api, balancer]),
    stop,
  };
}
