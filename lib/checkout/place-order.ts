import 'server-only';
import { randomUUID } from 'node:crypto';
import { failure, type Failure } from '@/lib/platform/bff/handler';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { orderValidationOf, placeOrder } from '@/lib/platform/content-api/orders';
import type { OrderRequest } from '@/lib/platform/content-api/schemas/order-requests';
import { orderFaults } from '@/lib/domain/order-validation';
import type { Site } from '@/lib/platform/site/site';
import type { CheckoutProgress, PlacedOrderAccess } from './progress';

/** While the first request of an attempt still runs (409), a retry waits this long, this often, for its answer. */
const RUNNING_RETRY_MS = 400;
const RUNNING_RETRIES = 5;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Placement =
  { ok: true; placed: PlacedOrderAccess; progress: CheckoutProgress } | { ok: false; failure: Failure; progress: CheckoutProgress };

/**
 * POST /orders once per order attempt (ARCHITECTURE §5): the attempt's idempotency key goes with every
 * try, so a double click, a network retry or a reload gets the first answer and never a second order.
 * While the first request still runs (409) it waits for it. A refusal (406) stores the faults per step
 * (SPEC §8 "one or more steps faulty") and starts a new attempt: the corrected order is another body,
 * which the old key would refuse (422).
 */
export async function placeOnce(
  site: Site,
  progress: CheckoutProgress,
  order: OrderRequest,
  token: string | undefined,
): Promise<Placement> {
  for (let attempt = 0; ; attempt++) {
    const result = await placeOrder(site.content, order, { idempotencyKey: progress.attempt, token });
    if (result.ok) {
      const placed = { salesOrderId: result.data.salesOrderId, orderToken: result.data.orderToken };
      return { ok: true, placed, progress: { ...progress, placed, faults: undefined } };
    }
    const { error } = result;
    if (error.status === 409 && attempt < RUNNING_RETRIES) {
      await pause(RUNNING_RETRY_MS);
      continue;
    }
    if (error.status === 409) return { ok: false, failure: failure(409, 'order_in_progress'), progress };
    const validation = orderValidationOf(error);
    const faults = validation && orderFaults(validation);
    if (faults)
      return { ok: false, failure: failure(400, 'steps_faulty'), progress: { ...progress, faults: faults.fields, attempt: randomUUID() } };
    // 422: this key came with another order (a refusal before this fix): a new attempt for the order as it is now.
    if (error.status === 422)
      return { ok: false, failure: failure(409, 'order_in_progress'), progress: { ...progress, attempt: randomUUID() } };
    return { ok: false, failure: upstreamFailure(error), progress };
  }
}
