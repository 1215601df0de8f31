/** The bench's one table: a plain-text grid, figures that miss their target marked with ✗. */
import { misses, TARGETS } from './targets.mjs';

const MARK = '✗';

/**
 * A Lighthouse category: its rounded score, checked before rounding. When rounding hides a miss
 * (99.6 → 100 with an audit failing) the unrounded score is shown.
 */
const score = (id) => ({
  target: id,
  raw: (r) => r.exactScores[id],
  value: (r) => (misses(id, r.exactScores[id]) && !misses(id, r.scores[id]) ? r.exactScores[id].toFixed(1) : r.scores[id]),
});

const COLUMNS = [
  { title: 'page', value: (r) => r.name, align: 'left' },
  { title: 'performance', ...score('performance') },
  { title: 'accessibility', ...score('accessibility') },
  { title: 'best practices', ...score('best-practices') },
  { title: 'SEO', ...score('seo') },
  { title: 'LCP (ms)', value: (r) => r.metrics.lcpMs },
  { title: 'CLS', value: (r) => r.metrics.cls?.toFixed(3) },
  { title: 'TBT (ms)', value: (r) => r.metrics.tbtMs },
  { title: 'first-load JS gzip (kB)', value: (r) => r.firstLoadJsKb?.toFixed(1), raw: (r) => r.firstLoadJsKb, target: 'firstLoadJsKb' },
  { title: 'CPU index', value: (r) => (typeof r.benchmarkIndex === 'number' ? Math.round(r.benchmarkIndex) : null) },
  { title: 'clean runs', value: (r) => `${r.cleanRuns}/${r.runs.length}` },
  { title: 'performance, all runs', value: (r) => r.allRunsPerformance },
];

function cell(column, result) {
  const value = column.value(result);
  const text = value === null || value === undefined ? '–' : String(value);
  const raw = column.raw ? column.raw(result) : value;
  return column.target && misses(column.target, raw) ? `${text} ${MARK}` : text;
}

/** The table as text, with a legend of the targets below it. */
export function formatTable(results) {
  const rows = results.map((result) => COLUMNS.map((column) => cell(column, result)));
  const widths = COLUMNS.map((column, i) => Math.max(column.title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    `| ${cells.map((text, i) => (COLUMNS[i].align === 'left' ? text.padEnd(widths[i]) : text.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (COLUMNS[i].align === 'left' ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  const legend = `${MARK} misses its target: ${Object.values(TARGETS)
    .map((t) => t.label)
    .join(', ')}`;
  const notes = [
    'CPU index: Lighthouse benchmarkIndex of the reported run (higher is faster; the scores assume a fixed 4x slowdown).',
    'clean runs: runs whose first frame the browser did not withhold (lighthouse#17148); the median is taken over them when there are any.',
    'performance, all runs: the median performance over every run, withheld ones included (not checked against the target).',
  ];
  return [line(COLUMNS.map((c) => c.title)), rule, ...rows.map(line), '', legend, ...notes].join('\n');
}

/** First-load JS per page as table lines under `heading`, misses of `targetKey` marked ✗. */
function firstLoadRows(heading, targetKey, pages) {
  return [
    `| ${heading} | first-load JS (gzip; ${TARGETS[targetKey].label}) |`,
    '|---|---|',
    ...pages.map(({ name, firstLoadJsKb }) => `| ${name} | ${firstLoadJsKb} kB${misses(targetKey, firstLoadJsKb) ? ' ✗' : ''} |`),
  ];
}

/** The checkout's figures (bench/checkout.mjs): first-load JS per page and the order → thank-you median, misses marked ✗. */
export function formatCheckout({ pages, orderToThankYouMs }) {
  const mark = misses('orderToThankYouMs', orderToThankYouMs.median) ? ' ✗' : '';
  return [
    ...firstLoadRows('checkout page', 'checkoutFirstLoadJsKb', pages),
    '',
    `order click → rendered thank-you page: median ${orderToThankYouMs.median} ms${mark} (${TARGETS.orderToThankYouMs.label}; runs: ${orderToThankYouMs.runs.join(', ')} ms)`,
  ].join('\n');
}

/** The customer area's figures (bench/customer-area.mjs): first-load JS per screen and the usage page's server time. */
export function formatCustomerArea({ pages, usageServerMs }) {
  return [
    ...firstLoadRows('customer-area page', 'accountFirstLoadJsKb', pages),
    '',
    `usage page, server time (request → whole HTML, logged in): median ${usageServerMs.median} ms (runs: ${usageServerMs.runs.join(', ')} ms)`,
  ].join('\n');
}
