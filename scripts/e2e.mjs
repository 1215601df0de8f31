/**
 * `npm run test:e2e`: builds the storefront (unless E2E_SKIP_BUILD=1), starts the reference API on
 * port 4100 with a fresh database and the production storefront on port 3100, runs Playwright with
 * Debian's chromium, stops both; then, for a full run, the cluster tests (tests/cluster: their own
 * Redis, API, two instances and HAProxy, from the same build). Exits non-zero when either failed.
 * Extra arguments go to `playwright test` alone (npm run test:e2e -- e2e/smoke.spec.ts --headed).
 */
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium, ensureHeadlessShell } from './ensure-chromium.mjs';
import { bin, ROOT, shuttingDown, startProcess, stopAllOnSignals } from './lib/processes.mjs';
import { generateSecrets } from './lib/secrets.mjs';
import { BASE_ENV, startStack } from './lib/stack.mjs';
import { checkRuntime } from './runtime.mjs';

checkRuntime();

/**
 * The servers' priority (niceness; 0 is everyone's default, lower comes first). One storefront process
 * serves three workers and the link check: when it waits for a core, every journey waits for it, while
 * a browser that waits delays only its own page. So the servers (and the build before them) run at -10
 * and Playwright with its browsers at the default; with nothing else to run nothing changes. Only root
 * may raise a priority (CI and these machines run as root); elsewhere all keep the default.
 */
const SERVERS_PRIORITY = -10;

// Ports of the test stack; another checkout on the same machine runs its own with E2E_PORT_OFFSET=10 etc.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const E2E_WEB_PORT = 3100 + offset;
const E2E_API_PORT = 4100 + offset;
/** The storefront reaches the API through a switchable fault proxy (e2e/outage.spec.ts). */
const E2E_FAULT_PORT = 4101 + offset;
/** The storefront's metrics (METRICS_PORT): never the default 9464 a demo on this machine may hold. */
const E2E_METRICS_PORT = 3105 + offset;

const dbDir = path.join(ROOT, '.data', 'e2e');
const apiDb = path.join(dbDir, `content-api-${process.pid}.sqlite`);
const removeDb = () => {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(apiDb + suffix, { force: true });
};

let chromium;
let headlessShell;
try {
  chromium = ensureChromium();
  headlessShell = ensureHeadlessShell();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

stopAllOnSignals();
process.on('exit', removeDb);
mkdirSync(dbDir, { recursive: true });
removeDb();
// Each run starts the API on a fresh database: content answers cached by an earlier run (Next's data
// cache in .next/cache, served stale once past their revalidation time) would belong to another seed.
rmSync(path.join(ROOT, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true });

try {
  os.setPriority(SERVERS_PRIORITY); // this process, and so the build and the servers it starts
} catch {
  console.info('not root: the servers keep the default priority');
}

const secrets = generateSecrets();
let stack;
try {
  stack = await startStack({
    apiPort: E2E_API_PORT,
    webPort: E2E_WEB_PORT,
    build: process.env.E2E_SKIP_BUILD !== '1',
    apiDb,
    // A shared or slow machine answers late, not never: the tests wait for content rather than get the
    // outage page after the production default of 5 s (outages are tested by dropping the connection).
    // The run's output keeps the server's warnings and errors; its access lines (one per request,
    // thousands a run) only when asked for with LOG_LEVEL=info.
    env: {
      ...secrets,
      CONTENT_API_TIMEOUT_MS: '30000',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      METRICS_PORT: String(E2E_METRICS_PORT),
    },
    faultPort: E2E_FAULT_PORT,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const playwright = startProcess('playwright', bin('playwright'), ['test', ...process.argv.slice(2)], {
  env: {
    ...process.env,
    ...BASE_ENV,
    CHROMIUM_PATH: chromium,
    CHROMIUM_HEADLESS_SHELL_PATH: headlessShell,
    E2E_WEB_PORT: String(E2E_WEB_PORT),
    E2E_API_PORT: String(E2E_API_PORT),
    E2E_FAULT_PORT: String(E2E_FAULT_PORT),
    E2E_METRICS_PORT: String(E2E_METRICS_PORT),
    // for tests that call the revalidate or preview routes
    E2E_REVALIDATE_SECRET: secrets.REVALIDATE_SECRET,
    E2E_PREVIEW_SECRET: secrets.PREVIEW_SECRET,
  },
});

// Back to the default before the runner starts its workers and browsers, which inherit it.
os.setPriority(playwright.child.pid, 0);

const first = await Promise.race([playwright.exited.then(() => null), stack.exited]);
if (first && !shuttingDown()) {
  console.error(`${first.proc.name} stopped during the tests (${first.signal ?? `exit code ${first.code}`})`);
  await playwright.stop();
}
const { code, signal } = await playwright.exited;
if (!shuttingDown()) {
  await stack.stop();
  const playwrightFailed = first || code !== 0 || signal;
  const cluster =
    process.argv.length > 2
      ? { code: 0 }
      : await startProcess('cluster tests', process.execPath, ['--test', '--test-reporter=spec', 'tests/cluster/*.test.mjs']).exited;
  if (!shuttingDown()) process.exit(playwrightFailed || cluster.code !== 0 ? 1 : 0);
}
