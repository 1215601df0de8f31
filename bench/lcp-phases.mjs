/**
 * The LCP element of a Lighthouse result and its LCP split into phases (TTFB, load delay, load time,
 * render delay) as Lantern simulated them, the figures Lighthouse 12's largest-contentful-paint-element
 * audit gave. Lighthouse 13 dropped that audit; its lcp-breakdown-insight names the element but splits
 * the observed, unthrottled LCP, not the simulated one the score and ADR 28 speak of, so the phases
 * come from the simulated times in the metrics audit. With simulated
 * throttling its lcpLoadDelay and lcpLoadDuration are the times the LCP resource started and finished
 * loading (between TTFB and LCP), not durations; a text LCP has neither.
 */
const ms = (value) => Math.round(value);

export function lcpPhases(lhr) {
  const insightItems = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const element = insightItems.find((item) => item?.type === 'node')?.selector ?? null;
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  const { timeToFirstByte: ttfb, largestContentfulPaint: lcp } = metrics ?? {};
  if (typeof ttfb !== 'number' || typeof lcp !== 'number') return { element, phases: {} };
  const loadStart = metrics.lcpLoadDelay ?? ttfb;
  const loadEnd = metrics.lcpLoadDuration ?? loadStart;
  return {
    element,
    phases: { TTFB: ms(ttfb), 'Load Delay': ms(loadStart - ttfb), 'Load Time': ms(loadEnd - loadStart), 'Render Delay': ms(lcp - loadEnd) },
  };
}
