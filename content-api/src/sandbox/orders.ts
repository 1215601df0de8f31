/**
 * Sandbox stand-ins of the order flow:
 * - GET /sandbox/orders/hold → {held, waiting}; PUT {held}: holds order creation at its gate (requests
 *   wait after claiming their idempotency key) or releases the waiting ones, so a test can send the
 *   same key again while the first request still runs.
 * - DELETE /sandbox/orders/numberreservations/{number}: ends the reservation offering that number now,
 *   as if its 15 minutes had passed (204; 404 when no live reservation holds it), so that a test can
 *   see an order refuse a number that is no longer reserved without moving everyone's clock.
 * - PUT /sandbox/orders/{salesOrderId} {isIdentOpen}: completes identification at once (a shortcut
 *   past the sandbox identity providers of /identification), answering the order status. Payment is completed at the sandbox
 *   payment provider (/sandbox/payment), whose ledger decides isPaymentOpen.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { orderStatus } from '@storefront/wire';
import { apiError, type Env } from '../context';
import type { Clock } from '../clock';
import type { OrderGate } from '../orders/gate';
import { statusOf } from '../orders/state';
import type { Store } from '../store';
import { jsonBody } from '../json-body';

const holdBody = z.object({ held: z.boolean() });
const progressBody = z.strictObject({ isIdentOpen: z.boolean() });

export function sandboxOrderRoutes({ orders }: Pick<Store, 'orders'>, gate: OrderGate, clock: Clock) {
  const app = new Hono<Env>();

  app.get('/hold', (c) => c.json(gate.state()));

  app.put(
    '/hold',
    jsonBody(holdBody, (c) => apiError(c, 400, 'invalid_request', 'held must be true or false.')),
    async (c) => {
      const body = c.req.valid('json');
      if (body.held) gate.hold();
      else gate.release();
      return c.json(gate.state());
    },
  );

  app.delete('/numberreservations/:number', (c) => {
    const ended = orders.endReservationOf(c.get('market'), c.req.param('number'), clock.now());
    return ended ? c.body(null, 204) : apiError(c, 404, 'not_found', 'No live reservation offers this number.');
  });

  app.put(
    '/:salesOrderId',
    jsonBody(progressBody, (c) =>
      apiError(c, 400, 'invalid_request', 'isIdentOpen must be a boolean (payment is completed at the sandbox payment provider).'),
    ),
    async (c) => {
      const body = c.req.valid('json');
      const found = orders.order(c.get('market'), c.req.param('salesOrderId'));
      if (!found) return apiError(c, 404, 'not_found', 'No such order.');
      const order = found.order.cancelled ? found.order : { ...found.order, ...body };
      orders.saveOrder(order);
      return c.json(orderStatus.parse(statusOf(order)));
    },
  );

  return app;
}
