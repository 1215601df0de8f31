/**
 * SPEC §7 Orders. Where SPEC is silent:
 * - Number reservation and its extension, validation, creation, delivery cost and pickup points are
 *   open to visitors; a bearer token, when sent, must be valid (401) and makes the order the customer's.
 * - Status, latest and the cancel calls need a caller: the customer's bearer token, or the order's
 *   secret token from POST /orders (X-Order-Token, with X-Sales-Order-Id where the path has no id).
 *   401 without one, 404 for an order that is not the caller's.
 * - Reservations hold their numbers 15 minutes on the sandbox clock; each extension 15 more from now.
 *   Unknown, expired or already ordered reservations answer 404 (not_found, reservation_expired).
 * - DELETE /orders/{salesOrderId}/{itemId} cancels one item (the last one cancels the order), DELETE
 *   /orders/latest the whole latest order; both answer the Order status. An order whose payment and
 *   identification are complete is on its way and answers 403 not_cancellable (SPEC §8: "order could
 *   not be cancelled, contact us"); cancelling what is already cancelled answers its status again.
 * - POST /orders registers the order's billing contract with /payment under its salesOrderId (the
 *   {id} of the payment calls): its payment cart, costs.total to pay now by the product payment method
 *   (else the bills' method), the bills by paymentMethodName. isPaymentOpen is the payment ledger's
 *   word on that contract: false once paid, or when the amount is collected later (SEPA, invoice,
 *   direct debit) or nothing is due now; the ledger cancels an order whose financing is not completed
 *   within 7 calendar days of the order. Cancelling items lowers what is due; cancelling the order
 *   cancels the contract (payments for it answer 409 order_cancelled).
 * - POST /orders with an Idempotency-Key: the first answer (201 or 406) is kept for a day and
 *   repeated for the same body; another body under the key answers 422, a repeat while the first is
 *   still running 409. Creation waits at the sandbox's order gate (sandbox/orders.ts) first.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  deliveryCalculationRequest,
  deliveryCost,
  extendedReservations,
  numberReservation,
  numberReservationExtendRequest,
  numberReservationRequest,
  orderCreated,
  orderStatus,
  orderValid,
  orderValidationBody,
  pickupPointQuery,
  pickupPoints,
  placedOrder,
} from '@storefront/wire';
import { fieldErrorsOf } from '@storefront/wire/field-errors';
import type { SeedDevice } from '../../seed/types';
import type { Clock } from '../clock';
import { portingsOfOrder } from '../portings/from-order';
import { apiError, type Ctx, type Env } from '../context';
import { callerOf, orderFor } from '../orders/access';
import { followCancellation, paymentOf, registerBilling } from '../orders/billing';
import type { OrderGate } from '../orders/gate';
import { fingerprintOf, IDEMPOTENCY_KEY } from '../orders/idempotency';
import { drawNumber, NUMBERS_PER_SIM, RESERVATION_MINUTES } from '../orders/numbers';
import { placeOrder } from '../orders/place';
import { deliveryCostOf, moneyOf } from '../orders/pricing';
import { cancelled, isCancellable, placedOrderOf, statusOf, withPayment } from '../orders/state';
import { checkOrder, type OrderContext } from '../orders/validation';
import { visibleOn } from '../present';
import { captchaCheck } from '../sandbox/captcha';
import type { Store } from '../store';
import { tokenHash } from '../store/customers';
import type { StoredOrder } from '../store/orders';
import { invalid } from '../invalid-request';
import { firstRefusing, refusedFor } from '../body-rules';
import { jsonBody } from '../json-body';

type OrderStores = Pick<
  Store,
  'orders' | 'captcha' | 'customers' | 'config' | 'tariffs' | 'devices' | 'portings' | 'portingCases' | 'payment'
>;

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const CAPTCHA_REQUIRED = 'captcha_required';
const hasCaptchaToken = (sent: unknown) => {
  const token = (sent as { turnstileToken?: unknown } | undefined)?.turnstileToken;
  return typeof token === 'string' && token !== '';
};

const noOrders = (c: Ctx) => apiError(c, 404, 'not_found', 'This market takes no orders.');

export function orderRoutes(store: OrderStores, clock: Clock, gate: OrderGate) {
  const app = new Hono<Env>();
  const passesCaptcha = captchaCheck(store, clock);

  /** The market's rules and the catalogue of today (never a preview day: orders are placed today). */
  const contextOf = (c: Ctx): OrderContext | undefined => {
    const market = c.get('market');
    const mandant = store.config.mandant(market);
    const ordering = store.orders.ordering(market);
    if (!mandant || !ordering) return undefined;
    const { today } = c.get('read');
    const visible = <T extends { validFrom?: string; validTo?: string }>(records: T[]) =>
      records.filter((r) => visibleOn(r, { day: today, today }));
    const devices = (['smartphones', 'routers', 'repeaters'] as const).flatMap((kind) =>
      store.devices.groups(market, kind).flatMap((group): SeedDevice[] => group.models),
    );
    return {
      market,
      now: clock.now(),
      today,
      mandant,
      ordering,
      paymentMethods: store.payment.setup(market)?.methods ?? [],
      portingProviders: store.portings.all(market),
      tariffs: visible(store.tariffs.mobile(market)),
      fixedLineTariffs: visible(store.tariffs.fixedLine(market)),
      devices: visible(devices),
      reservation: (id) => store.orders.reservation(market, id),
    };
  };

  /** 404 where the market takes no orders, before the body is read. */
  const ordering: MiddlewareHandler<Env> = async (c, next) => {
    if (!store.orders.ordering(c.get('market'))) return noOrders(c);
    await next();
  };

  /** A reservation's body: without a captcha token (or any readable body) captcha_required, whatever else is wrong. */
  const reservationBody = jsonBody(
    firstRefusing(hasCaptchaToken, CAPTCHA_REQUIRED, numberReservationRequest),
    (c, fields, issues) =>
      refusedFor(issues, CAPTCHA_REQUIRED)
        ? apiError(c, 400, CAPTCHA_REQUIRED, 'A captcha token (turnstileToken) is required.')
        : invalid(c, fields),
    { unreadableAsNone: true },
  );

  app.post('/numberreservations/mobile', ordering, reservationBody, async (c) => {
    const market = c.get('market');
    const { numberPattern } = store.orders.ordering(market)!;
    const body = c.req.valid('json');
    if (!passesCaptcha(body.turnstileToken))
      return apiError(c, 400, 'captcha_invalid', 'The captcha token is unknown, expired or already used.');
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + RESERVATION_MINUTES * 60_000);
    const itemIndexes = body.simCardAmounts.flatMap((amount, index) => Array.from({ length: amount }, () => index));
    const reservations = store.orders.reserveNumbers(
      market,
      itemIndexes,
      NUMBERS_PER_SIM,
      () => drawNumber(numberPattern),
      () => randomBytes(12).toString('base64url'),
      now,
      expiresAt,
    );
    return c.json(
      numberReservation.parse({
        reservations: reservations.map((r) => ({
          itemIndex: r.itemIndex,
          numberingPlanAssignmentId: r.id,
          generatedNumbers: r.numbers,
          expiresAt: r.expiresAt,
        })),
      }),
      201,
    );
  });

  app.put('/numberreservations/extend', jsonBody(numberReservationExtendRequest), async (c) => {
    const market = c.get('market');
    const body = c.req.valid('json');
    const now = clock.now();
    for (const id of body.numberingPlanAssignmentIds) {
      const reservation = store.orders.reservation(market, id);
      if (!reservation) return apiError(c, 404, 'not_found', `No reservation ${id}.`);
      if (reservation.salesOrderId || Date.parse(reservation.expiresAt) <= now.getTime()) {
        return apiError(c, 404, 'reservation_expired', `Reservation ${id} has expired or was ordered; reserve new numbers.`);
      }
    }
    const expiresAt = new Date(now.getTime() + RESERVATION_MINUTES * 60_000);
    const extended = store.orders.extendReservations(market, body.numberingPlanAssignmentIds, now, expiresAt) ?? [];
    return c.json(
      extendedReservations.parse({ reservations: extended.map((r) => ({ numberingPlanAssignmentId: r.id, expiresAt: r.expiresAt })) }),
    );
  });

  app.post('/validate', async (c) => {
    if (callerOf(c, store, c.get('market'), clock) === 'invalid') return apiError(c, 401, 'unauthorized', 'The bearer token is not valid.');
    const ctx = contextOf(c);
    if (!ctx) return noOrders(c);
    // The order check reads the body as sent, as placing an order does (its codes are the order's own).
    const check = checkOrder(parseJson(await c.req.text()), ctx);
    return check.valid ? c.json(orderValid.parse({ valid: true })) : c.json(orderValidationBody.parse(check.body), 400);
  });

  /** Validates (406 with the invalid fields) and stores the order (201 {salesOrderId, orderToken}); synchronous, so nothing interleaves. */
  const place = (c: Ctx, body: unknown, customer: Parameters<typeof placeOrder>[2]): { status: ContentfulStatusCode; body: object } => {
    const ctx = contextOf(c);
    if (!ctx) return { status: 404, body: { error: 'not_found', message: 'This market takes no orders.' } };
    const check = checkOrder(body, ctx);
    if (!check.valid) return { status: 406, body: orderValidationBody.parse(check.body) };
    const { stored, reservationIds, orderToken } = placeOrder(check.order, ctx, customer);
    store.orders.addOrder(registerBilling(store.payment, stored, check.cart, ctx.now), tokenHash(orderToken), reservationIds);
    for (const porting of portingsOfOrder(check.order, stored)) store.portingCases.add(stored.market, porting);
    return { status: 201, body: orderCreated.parse({ salesOrderId: stored.salesOrderId, orderToken }) };
  };

  app.post('/', async (c) => {
    const market = c.get('market');
    const caller = callerOf(c, store, market, clock);
    if (caller === 'invalid') return apiError(c, 401, 'unauthorized', 'The bearer token is not valid.');
    const customer = caller && 'customer' in caller ? caller.customer : undefined;
    const key = c.req.header('Idempotency-Key');
    if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
      return apiError(c, 400, 'invalid_request', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
    }
    const text = await c.req.text();
    const principal = customer?.customerNumber ?? 'visitor';
    if (key !== undefined) {
      const claim = store.orders.claimKey(market, principal, key, fingerprintOf(text), clock.now());
      if (claim.kind === 'mismatch')
        return apiError(c, 422, 'idempotency_key_reused', 'This Idempotency-Key was sent with another request.');
      if (claim.kind === 'running') return apiError(c, 409, 'request_in_progress', 'A request with this Idempotency-Key is still running.');
      if (claim.kind === 'done') {
        c.header('Idempotent-Replayed', 'true');
        return c.json(claim.body as object, claim.status as ContentfulStatusCode);
      }
    }
    try {
      await gate.pass();
      const answer = place(c, parseJson(text), customer);
      if (key !== undefined) store.orders.finishKey(market, principal, key, answer.status, answer.body);
      return c.json(answer.body, answer.status);
    } catch (error) {
      if (key !== undefined) store.orders.releaseKey(market, principal, key);
      throw error;
    }
  });

  /** An order as its payment stands now (payment-ledger.ts), saved when that changed it. */
  const current = (order: StoredOrder): StoredOrder => {
    const now = withPayment(order, paymentOf(store.payment, order, clock.now()));
    if (now !== order) store.orders.saveOrder(now);
    return now;
  };

  /** The caller's order (named, or the latest) as it stands now; 401 without a valid caller, 404 when there is none. */
  const withOrder = (c: Ctx, salesOrderId: string | undefined, answer: (order: StoredOrder) => Response) => {
    const market = c.get('market');
    const caller = callerOf(c, store, market, clock);
    if (!caller || caller === 'invalid') return apiError(c, 401, 'unauthorized', 'A bearer token or the order token is required.');
    const found = orderFor(store, market, caller, salesOrderId);
    if (!found) return apiError(c, 404, 'not_found', 'No such order.');
    return answer(current(found));
  };

  /** Cancels the items `which` picks (all: the order); 403 when the order is past cancelling. */
  const cancel = (c: Ctx, order: StoredOrder, which: (itemId: string) => boolean) => {
    const targets = order.items.filter((item) => which(item.itemId));
    if (targets.every((item) => item.state === 'CANCELLED')) return c.json(orderStatus.parse(statusOf(order)));
    if (!isCancellable(order)) return apiError(c, 403, 'not_cancellable', 'This order can no longer be cancelled; please contact us.');
    const changed = cancelled(order, which);
    followCancellation(store.payment, changed, clock.now());
    store.orders.saveOrder(changed);
    return c.json(orderStatus.parse(statusOf(current(changed))));
  };

  app.get('/status', (c) => withOrder(c, undefined, (order) => c.json(orderStatus.parse(statusOf(order)))));
  app.get('/latest', (c) => withOrder(c, undefined, (order) => c.json(placedOrder.parse(placedOrderOf(order)))));
  app.delete('/latest', (c) => withOrder(c, undefined, (order) => cancel(c, order, () => true)));

  app.post('/:call{deliveries:calculate}', jsonBody(deliveryCalculationRequest), async (c) => {
    const ctx = contextOf(c);
    if (!ctx) return noOrders(c);
    const body = c.req.valid('json');
    const { method, simCards, products } = body;
    const unknown = products.flatMap((p, i) => (ctx.devices.some((d) => d.deviceModelSaleId === p.deviceModelSaleId) ? [] : [i]));
    if (unknown.length > 0)
      return invalid(
        c,
        unknown.map((i) => ({ field: `products.${i}.deviceModelSaleId`, code: 'invalid_format' })),
      );
    const cost = deliveryCostOf(ctx.ordering, method, {
      simCards: simCards.filter((s) => s.simType === 'SIM').length,
      products: products.length,
    });
    if (cost === undefined) return invalid(c, [{ field: 'method', code: 'invalid_format' }]);
    return c.json(deliveryCost.parse({ cost: moneyOf(ctx.market, cost) }));
  });

  /** IT only (Fermopoint): the points with the postal code first, then the others of the city; 404 in markets without. */
  app.get('/deliveries/fermopoint', (c) => {
    const points = store.orders.ordering(c.get('market'))?.pickupPoints ?? [];
    if (points.length === 0) return apiError(c, 404, 'not_found', 'This market has no pickup points.');
    const query = pickupPointQuery.safeParse({ city: c.req.query('city'), zip: c.req.query('zip') });
    if (!query.success) return invalid(c, fieldErrorsOf(query.error.issues));
    const { zip, city } = query.data;
    const sameCity = (name: string) => Boolean(city) && name.localeCompare(city!, 'it', { sensitivity: 'base' }) === 0;
    const found = [
      ...points.filter((p) => zip && p.address.zip === zip),
      ...points.filter((p) => p.address.zip !== zip && sameCity(p.address.city)),
    ];
    return c.json(pickupPoints.parse(found));
  });

  app.delete('/:salesOrderId/:itemId', (c) =>
    withOrder(c, c.req.param('salesOrderId'), (order) => {
      const itemId = c.req.param('itemId');
      if (!order.items.some((item) => item.itemId === itemId)) return apiError(c, 404, 'not_found', 'No such item in this order.');
      return cancel(c, order, (id) => id === itemId);
    }),
  );

  return app;
}
