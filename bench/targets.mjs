/** The bench's targets (issue 25 §2, ARCHITECTURE §9). A figure that misses its target is marked in the table. */
export const TARGETS = {
  performance: { min: 95, label: 'performance ≥ 95' },
  accessibility: { min: 100, label: 'accessibility 100' },
  'best-practices': { min: 95, label: 'best practices ≥ 95' },
  seo: { min: 100, label: 'SEO 100' },
  lcpMs: { max: 2000, label: 'LCP ≤ 2.0 s' },
  tbtMs: { max: 150, label: 'TBT ≤ 150 ms' },
  cls: { max: 0, label: 'CLS 0' },
  firstLoadJsKb: { max: 140, label: 'first-load JS ≤ 140 kB gzip on catalogue pages' },
  otherFirstLoadJsKb: { max: 200, label: 'other pages first-load JS ≤ 200 kB gzip' },
  checkoutFirstLoadJsKb: { max: 250, label: 'cart and checkout first-load JS ≤ 250 kB gzip' },
  orderToThankYouMs: { max: 1000, label: 'order click → rendered thank-you page ≤ 1 s (median)' },
  accountFirstLoadJsKb: { max: 250, label: 'customer-area first-load JS ≤ 250 kB gzip' },
};

/** True when `value` misses the target named `key` (keys without a target never miss). */
export function misses(key, value) {
  const target = TARGETS[key];
  if (!target || typeof value !== 'number') return false;
  if (target.min !== undefined && value < target.min) return true;
  return target.max !== undefined && value > target.max;
}

/** The first-load JS target of a page of `group` ('catalogue' or 'other'). */
export const firstLoadTarget = (group) => (group === 'catalogue' ? 'firstLoadJsKb' : 'otherFirstLoadJsKb');

/**
 * The targets a page's visit misses in its plain median (bench/median.mjs plainMedian), as their
 * keys; scores are compared before Lighthouse's rounding.
 */
export function missedTargets(median, { firstLoadJsKb, group }) {
  const scores = Object.entries(median.exactScores).filter(([key, value]) => misses(key, value));
  const metrics = ['lcpMs', 'tbtMs', 'cls'].filter((key) => misses(key, median.metrics[key]));
  const js = misses(firstLoadTarget(group), firstLoadJsKb) ? [firstLoadTarget(group)] : [];
  return [...scores.map(([key]) => key), ...metrics, ...js];
}
