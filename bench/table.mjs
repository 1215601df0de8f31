/** The bench's tables: plain-text grids, figures that miss their target marked with ✗. */
import { THROTTLING } from './chromium-vitals.mjs';
import { firstLoadTarget, misses, TARGETS } from './targets.mjs';

const MARK = '✗';
const text = (value) => (value === null || value === undefined ? '–' : String(value));
const marked = (key, value, shown = value) => `${text(shown)}${misses(key, value) ? ` ${MARK}` : ''}`;

/**
 * A Lighthouse category of a median: its rounded score, checked before rounding. When rounding
 * hides a miss (99.6 → 100 with an audit failing) the unrounded score is shown.
 */
function score(median, id) {
  if (!median) return '–';
  const exact = median.exactScores[id];
  const rounded = typeof exact === 'number' ? Math.round(exact) : null;
  return marked(id, exact, misses(id, exact) && !misses(id, rounded) ? exact.toFixed(1) : rounded);
}

/** A grid of `rows` (arrays of strings) under `titles`; the first `left` columns left-aligned. */
function grid(titles, rows, left = 1) {
  const widths = titles.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => (i < left ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (i < left ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`;
  return [line(titles), rule, ...rows.map(line)].join('\n');
}

const HEADLINE = [
  'page',
  'visit',
  'performance',
  'LCP (ms)',
  'TBT (ms)',
  'CLS',
  'FCP (ms)',
  'performance, withheld-frame runs dropped',
  'Chromium LCP (ms)',
  'Chromium INP (ms)',
  'first-load JS gzip (kB)',
];

function headlineRow(page, visit) {
  const { lighthouse, chromium } = page.visits[visit];
  const { median, clean } = lighthouse;
  const m = median.metrics;
  // beside the headline, not checked against the target
  const cleanCell = `${clean ? Math.round(clean.exactScores.performance) : '–'} (${clean?.runs ?? 0}/${median.runs} runs)`;
  const inp = chromium
    ? `${text(chromium.inpMs)}${chromium.inpRuns < chromium.runs ? ` (${chromium.inpRuns}/${chromium.runs} runs)` : ''}`
    : '–';
  return [
    page.name,
    visit,
    score(median, 'performance'),
    marked('lcpMs', m.lcpMs),
    marked('tbtMs', m.tbtMs),
    marked('cls', m.cls, m.cls?.toFixed(3)),
    text(m.fcpMs),
    cleanCell,
    chromium ? marked('lcpMs', chromium.lcpMs) : '–',
    inp,
    marked(firstLoadTarget(page.group), page.firstLoadJsKb, page.firstLoadJsKb?.toFixed(1)),
  ];
}

/** The headline: per page and visit the plain medians of Lighthouse and of Chromium's own report. */
export function formatTable(pages, { runs, interactions }) {
  const rows = pages.flatMap((page) => Object.keys(page.visits).map((visit) => headlineRow(page, visit)));
  const legend = `${MARK} misses its target: ${['performance', 'lcpMs', 'tbtMs', 'cls', 'firstLoadJsKb', 'otherFirstLoadJsKb'].map((key) => TARGETS[key].label).join(', ')}`;
  const notes = [
    `Every figure is the plain median of ${runs} runs, nothing dropped (for an even count the mean of the middle two).`,
    'performance, withheld-frame runs dropped: the median over the runs whose first frame Chromium did not withhold (lighthouse#17148) and how many those were; not checked against the target.',
    `Chromium LCP/INP: as the browser reports them (web-vitals) in Playwright, CPU ×${THROTTLING.cpuSlowdown}, ${THROTTLING.latencyMs} ms latency, ${THROTTLING.downloadKbps / 1000} Mbit/s down, ${THROTTLING.uploadKbps} kbit/s up, 412 px wide; INP of a ${interactions.first} (first visit) or a ${interactions.returning} (returning visit), once hydrated; "n/m runs" when a tap was under 16 ms and reported none.`,
    'first visit: no cookies, empty cache (the cookie banner shows); returning: consent cookie set, HTTP cache warmed by one earlier visit of the page.',
  ];
  return [grid(HEADLINE, rows, 2), '', legend, ...notes].join('\n');
}

/** Accessibility, best practices and SEO of each page's first visit (plain medians). */
export function formatCategories(pages) {
  const rows = pages
    .filter((page) => page.visits.first)
    .map((page) => {
      const { median } = page.visits.first.lighthouse;
      return [page.name, score(median, 'accessibility'), score(median, 'best-practices'), score(median, 'seo')];
    });
  return grid(['page (first visit)', 'accessibility', 'best practices', 'SEO'], rows);
}

/** The LCP element Lighthouse and Chromium saw, and Lighthouse's LCP phases, of each page and visit. */
export function formatLcpElements(pages) {
  const rows = pages.flatMap((page) =>
    Object.entries(page.visits).map(([visit, { lighthouse, chromium }]) => {
      const { element, phases } = lighthouse.reported.lcp;
      const chromiumElements = chromium
        ? Object.entries(chromium.lcpElements)
            .map(([name, count]) => `${name} ×${count}`)
            .join(', ')
        : '–';
      const renderDelay = phases?.['Render Delay'];
      return [page.name, visit, text(element), text(renderDelay), chromiumElements || '–'];
    }),
  );
  return grid(['page', 'visit', 'Lighthouse LCP element (median run)', 'its render delay (ms)', 'Chromium LCP element (runs)'], rows, 3);
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
