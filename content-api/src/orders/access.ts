/**
 * Who may read and cancel an order (SPEC §7 is silent): a logged-in customer by their bearer token
 * (their orders), or anyone holding an order's secret token from POST /orders, sent as X-Order-Token
 * with the order's number as X-Sales-Order-Id (or in the path of DELETE /orders/{salesOrderId}/{itemId}).
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { MarketCode } from '@storefront/markets/markets';
import type { Clock } from '../clock';
import type { Store } from '../store';
import { tokenHash, type Customer } from '../store/customers';
import type { StoredOrder } from '../store/orders';

export type OrderCaller = { customer: Customer } | { salesOrderId?: string; orderToken: string };

/** The caller of a request: undefined without credentials, 'invalid' for a bearer token that is not (or no longer) valid. */
export function callerOf(
  c: Context,
  { customers }: Pick<Store, 'customers'>,
  market: MarketCode,
  clock: Clock,
): OrderCaller | 'invalid' | undefined {
  const authorization = c.req.header('Authorization');
  if (authorization !== undefined) {
    const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    const customer = token && customers.forToken(market, token, clock.now());
    return customer ? { customer } : 'invalid';
  }
  const orderToken = c.req.header('X-Order-Token');
  if (!orderToken) return undefined;
  const salesOrderId = c.req.header('X-Sales-Order-Id');
  return { orderToken, ...(salesOrderId ? { salesOrderId } : {}) };
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The order a caller may see: the one named (by the path, else X-Sales-Order-Id), or a customer's
 * latest. Undefined when there is none or it is not theirs (the same answer, so ids cannot be probed).
 */
export function orderFor(
  { orders }: Pick<Store, 'orders'>,
  market: MarketCode,
  caller: OrderCaller,
  salesOrderId?: string,
): StoredOrder | undefined {
  if ('customer' in caller) {
    const { customerNumber } = caller.customer;
    if (!salesOrderId) return orders.latestOf(market, customerNumber);
    const found = orders.order(market, salesOrderId)?.order;
    return found?.byCustomer && found.customerNumber === customerNumber ? found : undefined;
  }
  const id = salesOrderId ?? caller.salesOrderId;
  if (!id || (salesOrderId && caller.salesOrderId && caller.salesOrderId !== salesOrderId)) return undefined;
  const found = orders.order(market, id);
  return found && sameHash(found.tokenHash, tokenHash(caller.orderToken)) ? found.order : undefined;
}
