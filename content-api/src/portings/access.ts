/**
 * Who may act on a porting: its customer by their bearer token, or (a porting an order made) whoever
 * holds that order's token (X-Sales-Order-Id, X-Order-Token: the checkout before any login). Another
 * customer's porting answers exactly like an unknown one (404 not_found), so ids cannot be probed.
 */
import type { Context } from 'hono';
import type { Clock } from '../clock';
import { apiError, type Env } from '../context';
import { callerOf, orderFor, type OrderCaller } from '../orders/access';
import type { Store } from '../store';
import type { FixedLinePortingRecord, MobilePortingRecord, PortingRecord } from '../store/porting-cases';

export type PortingStore = Pick<Store, 'customers' | 'orders' | 'portingCases'>;
type Found<T> = { ok: true; porting: T } | { ok: false; response: Response };

export const portingNotFound = (c: Context) => apiError(c, 404, 'not_found', 'No such porting.');

/** Whether `caller` may act on `porting`. */
export function mayAct(store: PortingStore, c: Context<Env>, caller: OrderCaller, porting: PortingRecord): boolean {
  if ('customer' in caller) return caller.customer.customerNumber === porting.customerNumber;
  if (!porting.orderId) return false;
  return orderFor(store, c.get('market'), caller, porting.orderId)?.salesOrderId === porting.orderId;
}

/** The request's caller: 401 without a bearer token or order token, or with a bearer token no longer valid. */
export function portingCaller(
  c: Context<Env>,
  store: PortingStore,
  clock: Clock,
): { ok: true; caller: OrderCaller } | { ok: false; response: Response } {
  const caller = callerOf(c, store, c.get('market'), clock);
  if (!caller || caller === 'invalid')
    return { ok: false, response: apiError(c, 401, 'unauthorized', 'A valid bearer token or the order token is required.') };
  return { ok: true, caller };
}

function ownPorting(c: Context<Env>, store: PortingStore, clock: Clock, id: string): Found<PortingRecord> {
  const who = portingCaller(c, store, clock);
  if (!who.ok) return who;
  const porting = store.portingCases.get(c.get('market'), id);
  if (!porting || !mayAct(store, c, who.caller, porting)) return { ok: false, response: portingNotFound(c) };
  return { ok: true, porting };
}

/** The caller's mobile porting `id`; 404 for an unknown one, another's, or a fixed-line porting. */
export function ownMobilePorting(c: Context<Env>, store: PortingStore, clock: Clock, id: string): Found<MobilePortingRecord> {
  const found = ownPorting(c, store, clock, id);
  if (!found.ok) return found;
  return found.porting.kind === 'MOBILE' ? { ok: true, porting: found.porting } : { ok: false, response: portingNotFound(c) };
}

/** The caller's fixed-line porting `id`; 404 for an unknown one, another's, or a mobile porting. */
export function ownFixedLinePorting(c: Context<Env>, store: PortingStore, clock: Clock, id: string): Found<FixedLinePortingRecord> {
  const found = ownPorting(c, store, clock, id);
  if (!found.ok) return found;
  return found.porting.kind === 'FIXEDLINE' ? { ok: true, porting: found.porting } : { ok: false, response: portingNotFound(c) };
}
