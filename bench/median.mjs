/** Which of a page's Lighthouse runs the bench reports. */

/** The middle run by performance score (with an even count the lower one). */
export function middleByPerformance(runs) {
  const sorted = [...runs].sort((a, b) => a.exactScores.performance - b.exactScores.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The runs whose first frame the browser did not withhold (withheld-frame.mjs). */
export function cleanRuns(runs) {
  return runs.filter((run) => !run.firstFrameWithheld);
}

/** The median run, taken over the clean runs when there are any. */
export function medianRun(runs) {
  const clean = cleanRuns(runs);
  return middleByPerformance(clean.length ? clean : runs);
}
