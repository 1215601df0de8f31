/**
 * The order an identification call is about, and what its success does to it. An identification
 * belongs to an order: the caller is the order's holder (X-Sales-Order-Id + X-Order-Token) or the
 * customer who placed it (bearer token; their latest order unless X-Sales-Order-Id names another).
 * 401 without credentials, 404 for an order that is not the caller's (one answer, so ids cannot be
 * probed), 409 for a cancelled one.
 */
import type { Context } from 'hono';
import type { IdentificationState } from '@storefront/wire';
import type { Clock } from '../clock';
import { apiError, type Env } from '../context';
import { callerOf, orderFor } from '../orders/access';
import type { Store } from '../store';
import type { Attempt } from '../store/identification';
import type { StoredOrder } from '../store/orders';

export type IdentStores = Pick<Store, 'orders' | 'customers' | 'identification'>;

export type Found = { ok: true; order: StoredOrder } | { ok: false; response: Response };

export function identOrder(c: Context<Env>, store: IdentStores, clock: Clock): Found {
  const market = c.get('market');
  const caller = callerOf(c, store, market, clock);
  if (caller === 'invalid') return { ok: false, response: apiError(c, 401, 'unauthorized', 'The bearer token is not valid.') };
  if (!caller)
    return {
      ok: false,
      response: apiError(c, 401, 'unauthorized', 'An order token (X-Sales-Order-Id, X-Order-Token) or a bearer token is required.'),
    };
  const order = orderFor(store, market, caller, 'customer' in caller ? c.req.header('X-Sales-Order-Id') : undefined);
  if (!order) return { ok: false, response: apiError(c, 404, 'not_found', 'No such order.') };
  if (order.cancelled) return { ok: false, response: apiError(c, 409, 'order_cancelled', 'The order was cancelled.') };
  return { ok: true, order };
}

/** An order that still waits for its identification: 409 when it needs none (any more). */
export function openOrder(c: Context<Env>, store: IdentStores, clock: Clock): Found {
  const found = identOrder(c, store, clock);
  if (found.ok && !found.order.isIdentOpen)
    return { ok: false, response: apiError(c, 409, 'not_open', 'This order needs no identification (any more).') };
  return found;
}

/**
 * The attempt `id` of the caller's order, by `method`: 404 for anyone else's or another method's.
 * Its order is read again, not trusted from the caller.
 */
export function attemptOf(store: IdentStores, order: StoredOrder, id: string, method: Attempt['method']): Attempt | undefined {
  const attempt = store.identification.attempt(order.market, id);
  return attempt?.salesOrderId === order.salesOrderId && attempt.method === method ? attempt : undefined;
}

/** Completes the order's identification with `attempt` (and `holder`, when the identity's data replace the typed ones). */
export function complete(store: IdentStores, attempt: Attempt, now: Date, holder?: StoredOrder['holder']): void {
  const found = store.orders.order(attempt.market, attempt.salesOrderId);
  store.identification.save({ ...attempt, finishedAt: now.toISOString() });
  if (!found || found.order.cancelled) return;
  store.orders.saveOrder({ ...found.order, isIdentOpen: false, ...(holder ? { holder } : {}) });
}

const failed = (a: Attempt) => a.decision === 'DENIED' || a.decision === 'CANCELLED' || a.upload?.review === 'FAILED';

/** GET /identification/state: SUCCESS once an attempt completed it, else the last attempt's: FAILED, PENDING, or OPEN before any. */
export function stateOf(order: StoredOrder, attempts: Attempt[]): IdentificationState {
  const done = attempts.find((a) => a.finishedAt);
  const last = done ?? attempts.at(-1);
  const status = done ? 'SUCCESS' : !last ? 'OPEN' : failed(last) ? 'FAILED' : 'PENDING';
  return { status, ...(last ? { method: last.method } : {}), isIdentOpen: order.isIdentOpen };
}

/** The order's identification as stored now (after an attempt completed it, say). */
export function currentState(store: IdentStores, { market, salesOrderId }: StoredOrder): IdentificationState {
  const order = store.orders.order(market, salesOrderId)!.order;
  return stateOf(order, store.identification.ofOrder(market, salesOrderId));
}
