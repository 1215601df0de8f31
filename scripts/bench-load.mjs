/**
 * `npm run bench:load`: throughput and latency of the pages search visitors land on, against one
 * production storefront (issue 17 §1), as one table: a static asset first, then home, a tariff
 * detail, the overview unfiltered and with two filters, the smartphone list and the FAQ with a search
 * term, each with its ratio to the static asset. Targets: ≥ 50 % of the static asset's req/s and
 * p99 ≤ 100 ms at 32 connections; misses are marked ✗ and make the exit code 1.
 *
 * Builds the storefront (unless BENCH_SKIP_BUILD=1), starts the reference API (port 4210, fresh
 * database under .data/bench/) and the storefront (port 3210), requests every URL twice to warm it,
 * then runs autocannon on each in turn. LOAD_CONNECTIONS (32) and LOAD_SECONDS (8) change the run.
 * Then the pages rendered per request, as they stream (bench/first-byte.mjs): the first byte of a
 * logged-in customer's usage page and cart with the content API as it is and slowed by 1 s at a fault
 * proxy (port 4211), LOAD_RUNS (5) times each, plain medians; target ≤ 200 ms with the slow API.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { getOk } from '../bench/http.mjs';
import { formatFirstByteTable, meetsFirstByteTarget, measureFirstBytes } from '../bench/first-byte.mjs';
import { formatLoadTable, load, meetsLoadTargets } from '../bench/load.mjs';
import { firstTariffDetail, resolvePage } from '../bench/pages.mjs';
import { ROOT, stopAllOnSignals } from './lib/processes.mjs';
import { generateSecrets } from './lib/secrets.mjs';
import { startStack } from './lib/stack.mjs';
import { checkRuntime } from './runtime.mjs';

checkRuntime();

const WEB_PORT = 3210;
const API_PORT = 4210;
const FAULT_PORT = 4211;
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 32);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 8);
const RUNS = Number(process.env.LOAD_RUNS ?? 5);

/** The static asset: the home page's first stylesheet, as a browser would fetch it. */
const firstStylesheet = async ({ webUrl }) => {
  const { body } = await getOk(`${webUrl}/`);
  const match = body.toString('utf8').match(/<link rel="stylesheet" href="([^"]+\.css)"/);
  if (!match) throw new Error('the home page links no stylesheet');
  return match[1];
};

const PAGES = [
  { name: 'static CSS', market: 'at', path: firstStylesheet },
  { name: 'home', market: 'at', path: '/' },
  { name: 'tariff detail', market: 'at', path: firstTariffDetail('/tarife') },
  { name: 'overview', market: 'at', path: '/tarife' },
  { name: 'overview, two filters', market: 'at', path: '/tarife?sim=ESIM&payment=POST_PAY' },
  { name: 'smartphone list', market: 'at', path: '/smartphones' },
  { name: 'FAQ, search term', market: 'at', path: '/faq?q=roaming' },
];

async function main() {
  stopAllOnSignals();
  const dbDir = path.join(ROOT, '.data', 'bench');
  const apiDb = path.join(dbDir, `content-api-load-${process.pid}.sqlite`);
  const removeDb = () => ['', '-wal', '-shm', '-journal'].forEach((suffix) => rmSync(apiDb + suffix, { force: true }));
  mkdirSync(dbDir, { recursive: true });
  process.on('exit', removeDb);

  const stack = await startStack({
    apiPort: API_PORT,
    webPort: WEB_PORT,
    faultPort: FAULT_PORT,
    build: process.env.BENCH_SKIP_BUILD !== '1',
    apiDb,
    env: generateSecrets(),
  });
  const rows = [];
  let firstBytes = [];
  try {
    const pages = [];
    for (const page of PAGES) pages.push(await resolvePage(page, { apiUrl: stack.apiUrl, webPort: WEB_PORT }));
    for (const page of pages) for (let i = 0; i < 2; i++) await getOk(page.url);
    for (const page of pages) {
      console.info(`${page.name}: ${page.url} — ${CONNECTIONS} connections, ${SECONDS} s…`);
      rows.push({ name: page.name, ...(await load(page.url, { connections: CONNECTIONS, seconds: SECONDS })) });
    }
    console.info(`first bytes of the usage page and the cart, ${RUNS} runs each…`);
    firstBytes = await measureFirstBytes({ webPort: WEB_PORT, faultUrl: `http://127.0.0.1:${FAULT_PORT}`, runs: RUNS });
  } finally {
    await stack.stop();
  }
  console.info(`\n${formatLoadTable(rows)}\n\n${formatFirstByteTable(firstBytes)}\n`);
  process.exit(meetsLoadTargets(rows) && meetsFirstByteTarget(firstBytes) ? 0 : 1);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
