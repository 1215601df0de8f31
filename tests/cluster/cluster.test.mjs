/**
 * The cluster of issue 17 §2 (scripts/lib/cluster.mjs) against what it promises, over plain HTTP:
 * redis-server, the reference API, two storefront instances from the built .next and HAProxy, on
 * ports of their own (E2E_PORT_OFFSET as the e2e run). Run by scripts/e2e.mjs after Playwright, or
 * alone: `npm run test:cluster` (needs a build).
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import autocannon from 'autocannon';
import { startCluster } from '../../scripts/lib/cluster.mjs';
import { generateSecrets } from '../../scripts/lib/secrets.mjs';

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const PORTS = {
  publicPort: 3102 + offset,
  webPorts: [3103 + offset, 3104 + offset],
  // 3105 + offset is the e2e storefront's (scripts/e2e.mjs)
  metricsPorts: [3106 + offset, 3107 + offset],
  apiPort: 4102 + offset,
  redisPort: 6380 + offset,
};
const HOST = 'de.localhost';
/** A DE data tariff (content-api/seed/markets/de.ts) and its detail page. */
const TARIFF = 'DE-DATA-300';
const PAGE = '/tarife/zuhause-daten-300';
const CONNECTIONS = 16;

const secrets = generateSecrets();
const dir = mkdtempSync(path.join(os.tmpdir(), 'cluster-test-'));
let cluster;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** A tariff price as the page shows it (one decimal, SPEC §9: the amounts here have one). */
const price = (amount) => new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

/** One request to 127.0.0.1 with the Host header of a market (fetch does not let us set Host). */
function send(port, { method = 'GET', path: target, host = HOST, headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method, path: target, headers: { host, ...headers }, timeout: 10_000 },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

async function pageOn(port) {
  const { status, headers, text } = await send(port, { path: PAGE });
  return { status, cache: headers['x-nextjs-cache'], html: text };
}

/** Polls until `check` holds, or fails after `timeoutMs` with the last value. */
async function eventually(what, probe, check, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    last = await probe().catch((error) => error);
    if (check(last)) return last;
    await sleep(250);
  }
  assert.fail(`${what} within ${timeoutMs / 1000}s (last: ${last instanceof Error ? last.message : JSON.stringify(last).slice(0, 200)})`);
}

/** Each instance serves the page from its cache, with the price. */
async function cachedEverywhereWith(amount) {
  for (const port of PORTS.webPorts) {
    await eventually(
      `:${port} serves ${price(amount)} from its cache`,
      () => pageOn(port),
      (p) => p.status === 200 && p.cache === 'HIT' && p.html.includes(price(amount)),
    );
  }
}

/** The sandbox changes the price; the reference API revalidates through instance 1 (see before()). */
async function changePrice(amount) {
  const response = await fetch(`${cluster.apiUrl}/sandbox/tariffs/${TARIFF}/price`, {
    method: 'PUT',
    headers: { 'X-Market': 'DE', 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount }),
  });
  assert.equal(response.status, 200);
  assert.equal((await response.json()).storefrontRevalidated, true);
}

/** autocannon against the balancer for `seconds`, running `during` meanwhile. */
async function underLoad(seconds, during) {
  const run = autocannon({
    url: `http://127.0.0.1:${PORTS.publicPort}${PAGE}`,
    headers: { host: HOST },
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
  });
  const [result] = await Promise.all([run, during()]);
  return result;
}

before(async () => {
  cluster = await startCluster({
    ...PORTS,
    build: false,
    apiDb: path.join(dir, 'content-api.sqlite'),
    env: secrets,
    // the reference API's revalidations go to instance 1 only: instance 2 must learn them through Redis
    revalidatePort: PORTS.webPorts[0],
  });
});

after(async () => {
  await cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('several instances, one shared state', { concurrency: false }, () => {
  it('a price change revalidated through instance 1 is seen through instance 2', async () => {
    await changePrice(30.4);
    await cachedEverywhereWith(30.4);
    await changePrice(31.6);
    await cachedEverywhereWith(31.6);
  });

  it("gives each market its own page through the proxy, which forwards the host: never another market's", async () => {
    // The proxy asks every instance for "storefront" and forwards the visitor's host; the door takes
    // it from there, and its page cache keys on it (issue 26: a client's X-Forwarded-Host once put
    // the German home page into the Austrian cache). Four rounds reach both instances, cached or not.
    const lang = async (host, headers = {}) =>
      /<html[^>]* lang="([^"]+)"/.exec((await send(PORTS.publicPort, { path: '/', host, headers })).text)?.[1];
    assert.equal(await lang('at.localhost', { 'x-forwarded-host': 'de.localhost' }), 'de-AT');
    for (let round = 0; round < 4; round += 1) {
      assert.equal(await lang('de.localhost'), 'de-DE', `round ${round + 1}`);
      assert.equal(await lang('at.localhost'), 'de-AT', `round ${round + 1}`);
    }
  });

  it('counts the per-IP login limit (30 in 15 minutes) across both instances', async () => {
    // A new identifier each time: the content API's own slow-down per identifier never answers.
    const attempt = (i) =>
      send(PORTS.webPorts[i % 2], {
        method: 'POST',
        path: '/api/auth/login',
        host: 'at.localhost',
        headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify({ identifier: String(19_000_000 + i), password: 'Not-the-password-1' }),
      });
    for (let i = 0; i < 30; i += 1) assert.equal((await attempt(i)).status, 401, `attempt ${i + 1}`);
    const limited = await attempt(30);
    assert.equal(limited.status, 429);
    assert.equal(JSON.parse(limited.text).error, 'rate_limited');
  });

  it('serves each instance its own metrics: Redis up, and the refusal counted by the instance that refused', async () => {
    const [first, second] = await Promise.all(cluster.instances.map(async ({ metricsUrl }) => (await fetch(metricsUrl)).text()));
    for (const text of [first, second]) assert.match(text, /^storefront_redis_up 1$/m);
    // the 31st attempt went to instance 1 (the test before)
    assert.match(first, /^storefront_rate_limit_refusals_total\{limiter="POST \/api\/auth\/login#\d"\} 1$/m);
    assert.doesNotMatch(second, /^storefront_rate_limit_refusals_total\{/m);
  });

  it('moves the traffic to the other instance when one is killed under load, failing at most those in flight', async (t) => {
    const [, second] = cluster.instances;
    const result = await underLoad(6, async () => {
      await sleep(2000);
      process.kill(-second.proc.child.pid, 'SIGKILL');
    });
    const failed = result.errors + result.non2xx;
    t.diagnostic(`${result['2xx']} answered, ${failed} failed (errors ${result.errors}, non-2xx ${result.non2xx})`);
    assert.ok(result['2xx'] > 100, `only ${result['2xx']} answers`);
    assert.ok(failed <= CONNECTIONS, `${failed} failed requests (errors ${result.errors}, non-2xx ${result.non2xx})`);
    await second.start();
  });

  it('answers without a single 5xx while Redis stops and starts under load, and shares revalidations again after', async (t) => {
    const result = await underLoad(7, async () => {
      await sleep(1500);
      await cluster.redis.stop();
      await sleep(2500);
      await cluster.redis.start();
    });
    t.diagnostic(`${result['2xx']} answered, ${result.non2xx} non-2xx, ${result.errors} errors`);
    assert.equal(result['5xx'], 0);
    assert.equal(result.errors, 0);
    assert.equal(result.non2xx, 0);
    assert.ok(result['2xx'] > 100, `only ${result['2xx']} answers`);
    // both instances reconnected (they log it) and hear revalidations again
    await sleep(3000);
    await cachedEverywhereWith(31.6);
    await changePrice(32.8);
    await cachedEverywhereWith(32.8);
  });
});
