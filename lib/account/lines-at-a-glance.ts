import type { CustomerTariff, Usage } from '@/lib/platform/content-api/schemas';

/** A line of the customer's on the customer area's start page: its tariff, and its usage in the bill period when the API gives one. */
export type LineAtAGlance = { line: CustomerTariff; usage: Usage | undefined };

/**
 * Every line of the customer's at a glance (GET /customerarea/tariffs joined with GET
 * /customerarea/usage by SPEC §3's productKey), in the order the tariffs come. A line without a
 * usage (not counted yet, or the usages could not be read) is still shown.
 */
export function linesAtAGlance(lines: readonly CustomerTariff[], usages: readonly Usage[]): LineAtAGlance[] {
  const byProduct = new Map(usages.map((usage) => [usage.productKey, usage]));
  return lines.map((line) => ({ line, usage: byProduct.get(line.productKey) }));
}
