/** The bench's targets (ARCHITECTURE §9). A figure that misses its target is marked in the table. */
export const TARGETS = {
  performance: { min: 95, label: 'performance ≥ 95' },
  accessibility: { min: 100, label: 'accessibility 100' },
  'best-practices': { min: 95, label: 'best practices ≥ 95' },
  seo: { min: 100, label: 'SEO 100' },
  firstLoadJsKb: { max: 200, label: 'first-load JS ≤ 200 kB gzip' },
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

/** The targets a page result misses, as their keys (scores compared before rounding). */
export function missedTargets(result) {
  return [
    ...Object.entries(result.exactScores)
      .filter(([key, value]) => misses(key, value))
      .map(([key]) => key),
    ...(misses('firstLoadJsKb', result.firstLoadJsKb) ? ['firstLoadJsKb'] : []),
  ];
}
