/**
 * `npm run bench`: the first paint and the start-up work of the key pages (issue 25 §2), as one table
 * of plain medians with the targets marked; then a checkout and the customer area. The results also go
 * to bench/results/<time>.json (git-ignored).
 *
 * Every catalogue page (home, tariff overview, tariff detail, smartphone list of AT, CH-fr and UK) is
 * measured as a first visit (no cookies, the banner shows) and a returning visit (consent cookie,
 * warm HTTP cache; bench/visits.mjs), each BENCH_RUNS times (default 5), by Lighthouse mobile and by
 * Chromium's own report in a throttled Playwright run (bench/chromium-vitals.mjs); a few other pages
 * by Lighthouse as a first visit. The headline is the plain median of the runs, nothing dropped; the
 * median without the runs whose first frame the browser withheld stands beside it, labelled.
 *
 * Builds the storefront (unless BENCH_SKIP_BUILD=1), starts the reference API with a fresh database
 * under .data/bench/ and the production storefront (ports BENCH_API_PORT, default 4200, and
 * BENCH_WEB_PORT, default 3200, or both shifted by BENCH_PORT_OFFSET), warms every page (ISR renders
 * on first request), measures, stops both. BENCH_ROOT=<work tree> measures that checkout's API and
 * its already built .next instead of this one's (with BENCH_SKIP_BUILD=1; nothing is written there),
 * so an older build is measured by the very same script. BENCH_PAGES=<words, comma-separated> keeps
 * only the pages whose name contains one of them ("AT", "overview"); BENCH_VISITS=first (or returning)
 * only that visit of the catalogue pages. Exit code 0 even when targets
 * are missed; 1 when the stack cannot start, a page does not answer or a run fails.
 */
import { existsSync, rmSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { measureCheckout } from '../bench/checkout.mjs';
import { INTERACTIONS, launchChromium, measureVitals } from '../bench/chromium-vitals.mjs';
import { measureCustomerArea } from '../bench/customer-area.mjs';
import { measureFirstLoadJs } from '../bench/first-load-js.mjs';
import { getOk } from '../bench/http.mjs';
import { CHROME_FLAGS, lighthouseRuns } from '../bench/lighthouse.mjs';
import { cleanMedian, middleByPerformance, plainMedian, vitalsMedian } from '../bench/median.mjs';
import { firstLinkOn, firstTariffDetail, resolvePage } from '../bench/pages.mjs';
import { formatFailingAudits, writeResults } from '../bench/report.mjs';
import { formatCategories, formatCheckout, formatCustomerArea, formatLcpElements, formatTable } from '../bench/table.mjs';
import { missedTargets, TARGETS } from '../bench/targets.mjs';
import { returningCookies, VISITS } from '../bench/visits.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ROOT, shuttingDown, stopAllOnSignals } from './lib/processes.mjs';
import { generateSecrets } from './lib/secrets.mjs';
import { startStack } from './lib/stack.mjs';
import { checkRuntime } from './runtime.mjs';

checkRuntime();

/** The catalogue pages: both visits, Lighthouse and Chromium's report, the issue 25 targets. */
const CATALOGUE = [
  { name: 'AT home', market: 'at', path: '/' },
  { name: 'AT tariff overview', market: 'at', path: '/tarife' },
  { name: 'AT tariff detail', market: 'at', path: firstTariffDetail('/tarife') },
  { name: 'AT smartphone list', market: 'at', path: '/smartphones' },
  { name: 'CH-fr home', market: 'ch', path: '/fr' },
  { name: 'CH-fr tariff overview', market: 'ch', path: '/fr/forfaits' },
  { name: 'CH-fr tariff detail', market: 'ch', path: firstTariffDetail('/fr/forfaits') },
  { name: 'CH-fr smartphone list', market: 'ch', path: '/fr/smartphones' },
  { name: 'UK home', market: 'uk', path: '/' },
  { name: 'UK tariff overview', market: 'uk', path: '/tariffs' },
  { name: 'UK tariff detail', market: 'uk', path: firstTariffDetail('/tariffs') },
  { name: 'UK smartphone list', market: 'uk', path: '/smartphones' },
].map((page) => ({ ...page, group: 'catalogue', visits: VISITS, chromium: true }));

/** Other pages: a first visit measured by Lighthouse. */
const OTHERS = [
  { name: 'AT smartphone detail', market: 'at', path: firstLinkOn(firstLinkOn('/smartphones', '/smartphones'), '/smartphones', 2) },
  { name: 'AT fibre check', market: 'at', path: '/internet' },
  { name: 'AT FAQ', market: 'at', path: '/faq' },
  { name: 'AT shop detail', market: 'at', path: firstLinkOn('/shops', '/shops') },
  { name: 'AT accessibility statement', market: 'at', path: '/barrierefreiheit' },
].map((page) => ({ ...page, group: 'other', visits: ['first'], chromium: false }));

const number = (name, fallback) => Number(process.env[name] ?? fallback);
const OFFSET = number('BENCH_PORT_OFFSET', 0);
const WEB_PORT = number('BENCH_WEB_PORT', 3200 + OFFSET);
const API_PORT = number('BENCH_API_PORT', 4200 + OFFSET);
const RUNS = number('BENCH_RUNS', 5);
const BENCH_ROOT = path.resolve(process.env.BENCH_ROOT ?? ROOT);
const SKIP_BUILD = process.env.BENCH_SKIP_BUILD === '1';
const words = (name) =>
  (process.env[name] ?? '')
    .split(',')
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);
const ONLY = words('BENCH_PAGES');
const ONLY_VISITS = words('BENCH_VISITS');
const RESULTS_DIR = path.join(ROOT, 'bench', 'results');

const dbDir = path.join(ROOT, '.data', 'bench');
const apiDb = path.join(dbDir, `content-api-${process.pid}.sqlite`);
const removeDb = () => {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(apiDb + suffix, { force: true });
};

const kB = (bytes) => Number((bytes / 1000).toFixed(1));
const chosen = (page) => ONLY.length === 0 || ONLY.some((word) => page.name.toLowerCase().includes(word));

/** One visit of a page: its Lighthouse runs and (catalogue pages) Chromium's own report, plain medians. */
async function measureVisit(page, visit, { chromePath, browser, cookies }) {
  const runs = await lighthouseRuns(page.url, {
    chromePath,
    visit,
    cookies,
    runs: RUNS,
    onRun: (run, i) =>
      console.info(
        `  ${visit} visit, Lighthouse run ${i}: performance ${run.scores.performance}, LCP ${run.metrics.lcpMs} ms (${run.lcp.element ?? '?'}), TBT ${run.metrics.tbtMs} ms, CPU index ${Math.round(run.benchmarkIndex ?? 0)}${run.firstFrameWithheld ? `, first frame withheld (painted ${run.observed.fcpMs} ms, load ${run.observed.loadMs} ms)` : ''}`,
      ),
  });
  const reported = middleByPerformance(runs);
  const lighthouse = {
    median: plainMedian(runs),
    clean: cleanMedian(runs),
    reported: { lcp: reported.lcp, failing: reported.failing, warnings: reported.warnings },
    runs: runs.map(({ scores, exactScores, metrics, lcp, benchmarkIndex, observed, firstFrameWithheld }) => ({
      scores,
      exactScores,
      metrics,
      lcp,
      benchmarkIndex,
      observed,
      firstFrameWithheld,
    })),
  };
  if (!page.chromium) return { lighthouse };
  const vitals = [];
  for (let i = 1; i <= RUNS; i++) {
    const run = await measureVitals(browser, page.url, { visit, cookies });
    vitals.push(run);
    console.info(
      `  ${visit} visit, Chromium run ${i}: LCP ${run.lcpMs} ms (${run.lcpElement}), FCP ${run.fcpMs} ms, INP ${run.inpMs ?? '–'} ms, CLS ${run.cls}`,
    );
  }
  return { lighthouse, chromium: { ...vitalsMedian(vitals), all: vitals } };
}

async function measurePage(page, context) {
  const firstLoadJs = await measureFirstLoadJs(page.url);
  console.info(`${page.name}: first-load JS ${kB(firstLoadJs.gzipBytes)} kB gzip (${firstLoadJs.scripts.length} scripts)`);
  const cookies = page.visits.includes('returning') ? await returningCookies(page.url) : [];
  const visits = {};
  for (const visit of page.visits) visits[visit] = await measureVisit(page, visit, { ...context, cookies });
  const result = { name: page.name, url: page.url, group: page.group, firstLoadJsKb: kB(firstLoadJs.gzipBytes), firstLoadJs, visits };
  const missed = Object.fromEntries(
    Object.entries(visits).map(([visit, { lighthouse }]) => [visit, missedTargets(lighthouse.median, result)]),
  );
  return { ...result, missed };
}

async function bench(stack, chromePath) {
  const pages = [];
  for (const page of [...CATALOGUE, ...OTHERS].filter(chosen)) {
    const visits = page.visits.filter((visit) => ONLY_VISITS.length === 0 || ONLY_VISITS.includes(visit));
    if (visits.length > 0) pages.push(await resolvePage({ ...page, visits }, { apiUrl: stack.apiUrl, webPort: WEB_PORT }));
  }
  console.info('warming the pages…');
  for (const page of pages) await getOk(page.url);
  const browser = await launchChromium(chromePath);
  try {
    const results = [];
    for (const page of pages) results.push(await measurePage(page, { chromePath, browser }));
    return results;
  } finally {
    await browser.close();
  }
}

async function main() {
  const chromePath = ensureChromium();
  stopAllOnSignals();
  process.on('exit', removeDb);
  mkdirSync(dbDir, { recursive: true });
  removeDb();

  const startedAt = new Date().toISOString();
  if (BENCH_ROOT !== ROOT) console.info(`measuring the build of ${BENCH_ROOT}`);
  const stack = await startStack({
    apiPort: API_PORT,
    webPort: WEB_PORT,
    build: !SKIP_BUILD,
    apiDb,
    env: generateSecrets(),
    root: BENCH_ROOT,
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

  const interactions = { first: INTERACTIONS.first.label, returning: INTERACTIONS.returning.label };
  const measuredRuns = results.flatMap((page) =>
    Object.entries(page.visits).map(([visit, { lighthouse }]) => ({
      name: `${page.name}, ${visit} visit`,
      url: page.url,
      ...lighthouse.reported,
    })),
  );
  console.info(`\n${formatTable(results, { runs: RUNS, interactions })}\n`);
  console.info(`${formatCategories(results)}\n`);
  console.info(`${formatLcpElements(results)}\n`);
  console.info(`${formatFailingAudits(measuredRuns)}\n`);
  console.info(`${formatCheckout(checkout)}\n`);
  console.info(`${formatCustomerArea(customerArea)}\n`);
  const file = writeResults(RESULTS_DIR, {
    startedAt,
    finishedAt: new Date().toISOString(),
    root: BENCH_ROOT,
    runsPerPage: RUNS,
    median: 'plain median of every run, each figure on its own; `clean`: the same over the runs whose first frame was not withheld',
    interactions,
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
  for (const [name, port] of [
    ['BENCH_WEB_PORT', WEB_PORT],
    ['BENCH_API_PORT', API_PORT],
  ]) {
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} (or BENCH_PORT_OFFSET) gives no port: ${port}`);
  }
  const unknownVisits = ONLY_VISITS.filter((visit) => !VISITS.includes(visit));
  if (unknownVisits.length > 0) throw new Error(`BENCH_VISITS knows ${VISITS.join(', ')}, got "${unknownVisits.join(', ')}"`);
  if (BENCH_ROOT !== ROOT && !SKIP_BUILD)
    throw new Error('BENCH_ROOT measures a checkout that is built already: set BENCH_SKIP_BUILD=1 too');
  if (SKIP_BUILD && !existsSync(path.join(BENCH_ROOT, '.next', 'BUILD_ID')))
    throw new Error(`${BENCH_ROOT} has no build (.next/BUILD_ID): build it first`);
  await main();
  process.exit(0);
} catch (error) {
  if (!shuttingDown()) {
    console.error(`bench failed: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
