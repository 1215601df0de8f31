/**
 * What the bench reports of a page's runs: the plain median of every run, each figure on its own,
 * nothing dropped (the headline); beside it the median of the runs whose first frame the browser did
 * not withhold (withheld-frame.mjs), labelled as such.
 */
import { median } from './median-of.mjs';

/** The median of `pick(run)` over the runs that have a number there; null when none has. */
export function medianOf(runs, pick) {
  const values = runs.map(pick).filter((value) => typeof value === 'number');
  return values.length ? median(values) : null;
}

/** The median of each numeric field of `runs[i][key]` (e.g. every metric), field by field. */
function medianFields(runs, key) {
  const fields = [...new Set(runs.flatMap((run) => Object.keys(run[key] ?? {})))];
  return Object.fromEntries(fields.map((field) => [field, medianOf(runs, (run) => run[key]?.[field])]));
}

/**
 * The plain median of Lighthouse runs: every category score (before and after Lighthouse's
 * rounding) and every metric, each the median over all runs.
 */
export function plainMedian(runs) {
  return {
    runs: runs.length,
    scores: medianFields(runs, 'scores'),
    exactScores: medianFields(runs, 'exactScores'),
    metrics: medianFields(runs, 'metrics'),
  };
}

/** The runs whose first frame the browser did not withhold (withheld-frame.mjs). */
export function cleanRuns(runs) {
  return runs.filter((run) => !run.firstFrameWithheld);
}

/** The plain median over the clean runs only; null when every run had its first frame withheld. */
export function cleanMedian(runs) {
  const clean = cleanRuns(runs);
  return clean.length ? plainMedian(clean) : null;
}

/**
 * The run whose failing audits and warnings are listed: the middle one by performance (with an even
 * count the lower one), over all runs.
 */
export function middleByPerformance(runs) {
  const sorted = [...runs].sort((a, b) => a.exactScores.performance - b.exactScores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * The plain median of Chromium-reported vitals (chromium-vitals.mjs), how many runs reported an INP
 * and how often each element was the LCP element.
 */
export function vitalsMedian(runs) {
  const of = (field) => medianOf(runs, (run) => run[field]);
  const lcpElements = {};
  for (const { lcpElement } of runs) if (lcpElement) lcpElements[lcpElement] = (lcpElements[lcpElement] ?? 0) + 1;
  return {
    lcpMs: of('lcpMs'),
    fcpMs: of('fcpMs'),
    cls: of('cls'),
    inpMs: of('inpMs'),
    inpRuns: runs.filter((run) => typeof run.inpMs === 'number').length,
    runs: runs.length,
    lcpElements,
  };
}
