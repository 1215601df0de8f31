import 'server-only';
import type { Selection } from '@/lib/cart/selection';
import { orderValidationOf, validateOrder } from '@/lib/platform/content-api/orders';
import { orderFieldFaults, type OrderFieldFault } from '@/lib/domain/order-validation';
import type { Site } from '@/lib/platform/site/site';
import { checkoutCart, firstIncomplete } from './flow';
import { orderRequestOf } from './order-request';
import type { CheckoutProgress } from './progress';

/**
 * SPEC §7 POST /orders/validate before the summary (SPEC §8 "one or more steps faulty"): the order the
 * stored steps make, checked by the content API while a step page renders, so the order button is
 * never the first to find a fault. The terms are what the summary itself asks for: the order is
 * checked as if they were accepted. Checked only while the steps are complete and nothing is placed
 * yet (a placed order's reservations are its own); otherwise, and when the API cannot say, the faults
 * the last order attempt stored stand.
 */
export async function faultsNow(
  site: Site,
  selection: Selection,
  progress: CheckoutProgress,
  token: string | undefined,
): Promise<OrderFieldFault[]> {
  const stored = progress.faults ?? [];
  if (progress.placed || firstIncomplete(progress, checkoutCart(selection)) !== 'summary') return stored;
  const order = orderRequestOf({
    selection,
    steps: progress,
    summary: { termsAccepted: true, noticeConfirmed: true },
    market: site.market,
  });
  if (!order) return stored;
  const checked = await validateOrder(site.content, order, token);
  if (checked.ok) return [];
  const validation = orderValidationOf(checked.error);
  return validation ? orderFieldFaults(validation) : stored;
}
