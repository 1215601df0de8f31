/**
 * Load figures for `npm run bench:load`: autocannon against one URL at a time, with the market host
 * in the Host header (Node does not resolve `*.localhost`), and the table of issue 17 §1.
 */
import autocannon from 'autocannon';

/** §1's targets: every page at least half the static asset's throughput, p99 at most 100 ms. */
export const LOAD_TARGETS = { minRatio: 0.5, maxP99Ms: 100 };

/** One autocannon run: requests per second (mean), p50/p99 latency, and how many answers were not 2xx. */
export async function load(url, { connections, seconds }) {
  const target = new URL(url);
  const result = await autocannon({
    url: `http://127.0.0.1:${target.port}${target.pathname}${target.search}`,
    headers: { host: target.host },
    connections,
    duration: seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const pad = (text, width, left) => (left ? text.padEnd(width) : text.padStart(width));

/** The table: the first row is the static asset, every other row's ratio is to it; misses marked ✗. */
export function formatLoadTable(rows) {
  const base = rows[0].requestsPerSecond;
  const lines = rows.map((row, i) => {
    const ratio = row.requestsPerSecond / base;
    const ratioMiss = i > 0 && ratio < LOAD_TARGETS.minRatio;
    const p99Miss = i > 0 && row.p99Ms > LOAD_TARGETS.maxP99Ms;
    return [
      row.name,
      Math.round(row.requestsPerSecond).toLocaleString('en'),
      String(row.p50Ms),
      `${row.p99Ms}${p99Miss ? ' ✗' : ''}`,
      i === 0 ? '100 %' : `${Math.round(ratio * 100)} %${ratioMiss ? ' ✗' : ''}`,
      String(row.failed),
    ];
  });
  const header = ['page', 'req/s', 'p50 (ms)', 'p99 (ms)', 'of static', 'non-2xx/errors'];
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((l) => l[c].length)));
  const format = (cells) => cells.map((cell, c) => pad(cell, widths[c], c === 0)).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

/** Whether every page row meets the targets. */
export const meetsLoadTargets = (rows) =>
  rows
    .slice(1)
    .every((row) => row.requestsPerSecond / rows[0].requestsPerSecond >= LOAD_TARGETS.minRatio && row.p99Ms <= LOAD_TARGETS.maxP99Ms);
