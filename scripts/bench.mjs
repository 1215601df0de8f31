/**
 * `npm run bench`: Lighthouse scores (mobile), LCP/CLS/TBT and first-load JavaScript (gzip) of the
 * key pages, as one table; figures that miss their target are marked. The results also go to
 * bench/results/<time>.json (git-ignored).
 *
 * Builds the storefront (unless BENCH_SKIP_BUILD=1), starts the reference API on port 4200 with a
 * fresh database under .data/bench/ and the production storefront on port 3200, warms every page
 * (ISR renders on first request), measures, stops both. Exit code 0 even when targets are missed;
 * 1 when the stack cannot start, a page does not answer or Lighthouse fails.
 * BENCH_RUNS (default 5): Lighthouse runs per page; the median run by performance is reported (this
 * machine's CPU speed varies between runs by up to 2x, see benchmarkIndex in the results file).
 * Runs in which the browser withheld the first frame (bench/withheld-frame.mjs) are repeated, up to
 * BENCH_MAX_RUNS (default twice BENCH_RUNS) per page, and left out of the median when any run was not.
 */
import { rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { measureCheckout } from '../bench/checkout.mjs';
import { measureCustomerArea } from '../bench/customer-area.mjs';
import { measureFirstLoadJs } from '../bench/first-load-js.mjs';
import { getOk } from '../bench/http.mjs';
import { CHROME_FLAGS, lighthouseMedian } from '../bench/lighthouse.mjs';
import { cleanRuns, middleByPerformance } from '../bench/median.mjs';
import { firstLinkOn, firstTariffDetail, resolvePage } from '../bench/pages.mjs';
import { formatFailingAudits, writeResults } from '../bench/report.mjs';
import { formatCheckout, formatCustomerArea, formatTable } from '../bench/table.mjs';
import { missedTargets, TARGETS } from '../bench/targets.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ROOT, shuttingDown, stopAllOnSignals } from './lib/processes.mjs';
import { generateSecrets } from './lib/secrets.mjs';
import { startStack } from './lib/stack.mjs';

/** The benchmarked pages: name, market host, path (or a function resolving it from the content API). */
const PAGES = [
  { name: 'AT home', market: 'at', path: '/' },
  { name: 'AT tariff overview', market: 'at', path: '/tarife' },
  { name: 'AT tariff detail', market: 'at', path: firstTariffDetail('/tarife') },
  { name: 'UK home', market: 'uk', path: '/' },
  { name: 'AT smartphone list', market: 'at', path: '/smartphones' },
  { name: 'AT smartphone detail', market: 'at', path: firstLinkOn(firstLinkOn('/smartphones', '/smartphones'), '/smartphones', 2) },
  { name: 'AT fibre check', market: 'at', path: '/internet' },
  { name: 'AT FAQ', market: 'at', path: '/faq' },
  { name: 'AT shop detail', market: 'at', path: firstLinkOn('/shops', '/shops') },
  { name: 'AT accessibility statement', market: 'at', path: '/barrierefreiheit' },
];

const WEB_PORT = 3200;
const API_PORT = 4200;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const MAX_RUNS = Number(process.env.BENCH_MAX_RUNS ?? RUNS * 2);
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

const dbDir = path.join(ROOT, '.data', 'bench');
const apiDb = path.join(dbDir, `content-api-${process.pid}.sqlite`);
const removeDb = () => {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(apiDb + suffix, { force: true });
};

const kB = (bytes) => Number((bytes / 1000).toFixed(1));

async function measurePage(page, chromePath) {
  const firstLoadJs = await measureFirstLoadJs(page.url);
  console.info(`${page.name}: first-load JS ${kB(firstLoadJs.gzipBytes)} kB gzip (${firstLoadJs.scripts.length} scripts); Lighthouse ×${RUNS}…`);
  const { median, runs } = await lighthouseMedian(page.url, {
    chromePath,
    runs: RUNS,
    maxRuns: MAX_RUNS,
    onRun: (run, i) =>
      console.info(
        `  run ${i}: performance ${run.scores.performance}, LCP ${run.metrics.lcpMs} ms, TBT ${run.metrics.tbtMs} ms, CPU index ${Math.round(run.benchmarkIndex ?? 0)}${run.firstFrameWithheld ? `, first frame withheld (painted ${run.observed.fcpMs} ms, load ${run.observed.loadMs} ms)` : ''}`,
      ),
  });
  const result = {
    name: page.name,
    url: page.url,
    scores: median.scores,
    exactScores: median.exactScores,
    metrics: median.metrics,
    firstLoadJsKb: kB(firstLoadJs.gzipBytes),
    firstLoadJs,
    failing: median.failing,
    warnings: median.warnings,
    benchmarkIndex: median.benchmarkIndex,
    cleanRuns: cleanRuns(runs).length,
    allRunsPerformance: middleByPerformance(runs).scores.performance,
    runs: runs.map(({ scores, exactScores, metrics, benchmarkIndex, observed, firstFrameWithheld }) => ({
      scores,
      exactScores,
      metrics,
      benchmarkIndex,
      observed,
      firstFrameWithheld,
    })),
  };
  return { ...result, missed: missedTargets(result) };
}

async function bench(stack, chromePath) {
  const pages = [];
  for (const page of PAGES) pages.push(await resolvePage(page, { apiUrl: stack.apiUrl, webPort: WEB_PORT }));
  console.info('warming the pages…');
  for (const page of pages) await getOk(page.url);
  const results = [];
  for (const page of pages) results.push(await measurePage(page, chromePath));
  return results;
}

async function main() {
  const chromePath = ensureChromium();
  stopAllOnSignals();
  process.on('exit', removeDb);
  mkdirSync(dbDir, { recursive: true });
  removeDb();

  const startedAt = new Date().toISOString();
  const stack = await startStack({
    apiPort: API_PORT,
    webPort: WEB_PORT,
    build: process.env.BENCH_SKIP_BUILD !== '1',
    apiDb,
    env: generateSecrets(),
  });
  let results;
  let checkout;
  let customerArea;
  try {
    const died = stack.exited.then(({ proc, code, signal }) => {
      throw new Error(`${proc.name} stopped during the bench (${signal ?? `exit code ${code}`})`);
    });
    results = await Promise.race([bench(stack, chromePath), died]);
    checkout = await Promise.race([measureCheckout({ webPort: WEB_PORT, runs: RUNS }), died]);
    customerArea = await Promise.race([measureCustomerArea({ webPort: WEB_PORT, runs: RUNS }), died]);
  } finally {
    await stack.stop();
  }

  console.info(`\n${formatTable(results)}\n`);
  console.info(`${formatFailingAudits(results)}\n`);
  console.info(`${formatCheckout(checkout)}\n`);
  console.info(`${formatCustomerArea(customerArea)}\n`);
  const file = writeResults(RESULTS_DIR, {
    startedAt,
    finishedAt: new Date().toISOString(),
    runsPerPage: RUNS,
    maxRunsPerPage: MAX_RUNS,
    median: 'by performance score, over the runs whose first frame was not withheld when there are any',
    kB: 1000,
    targets: TARGETS,
    chromium: { path: chromePath, flags: CHROME_FLAGS },
    pages: results,
    checkout,
    customerArea,
  });
  console.info(`results: ${path.relative(ROOT, file)}`);
}

try {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`BENCH_RUNS must be a positive whole number, got "${process.env.BENCH_RUNS}"`);
  if (!Number.isInteger(MAX_RUNS) || MAX_RUNS < RUNS) throw new Error(`BENCH_MAX_RUNS must be a whole number of at least BENCH_RUNS (${RUNS}), got "${process.env.BENCH_MAX_RUNS}"`);
  await main();
  process.exit(0);
} catch (error) {
  if (!shuttingDown()) {
    console.error(`bench failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
