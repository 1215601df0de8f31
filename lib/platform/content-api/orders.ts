import 'server-only';
import { apiPath } from './api-path';
import { call, type CallOptions, type ContentContext } from './client';
import type { ApiFailure, Result } from './result';
import {
  deliveryCost,
  extendedReservations,
  numberReservation,
  orderCreated,
  orderStatus,
  orderValid,
  orderValidationBody,
  pickupPoints,
  placedOrder,
  type DeliveryCalculationRequest,
  type DeliveryCost,
  type ExtendedReservations,
  type NumberReservation,
  type NumberReservationRequest,
  type OrderCreated,
  type OrderRequest,
  type OrderStatus,
  type OrderValid,
  type OrderValidationBody,
  type PickupPoint,
  type PickupPointQuery,
  type PlacedOrder,
} from './schemas';

/**
 * Who reads or cancels an order: a logged-in customer (their upstream token), or a visitor with the
 * order's number and the secret token POST /orders gave it.
 */
export type OrderAccess = { token: string } | { salesOrderId: string; orderToken: string };

/** The call options that name the caller of an order call (also used by lib/platform/content-api/identification.ts). */
export function accessOptions(access: OrderAccess): Pick<CallOptions, 'token' | 'headers'> {
  if ('token' in access) return { token: access.token };
  return { headers: { 'X-Sales-Order-Id': access.salesOrderId, 'X-Order-Token': access.orderToken } };
}

/** SPEC §7 POST /orders/numberreservations/mobile: numbers offered per SIM card; 400 for a missing, wrong or used captcha token. */
export const reserveMobileNumbers = (ctx: ContentContext, request: NumberReservationRequest): Promise<Result<NumberReservation>> =>
  call(ctx, 'orders/numberreservations/mobile', numberReservation, { method: 'post', json: request });

/** SPEC §7 PUT /orders/numberreservations/extend: holds live reservations longer; not_found when one expired. */
export const extendNumberReservations = (
  ctx: ContentContext,
  numberingPlanAssignmentIds: string[],
): Promise<Result<ExtendedReservations>> =>
  call(ctx, 'orders/numberreservations/extend', extendedReservations, { method: 'put', json: { numberingPlanAssignmentIds } });

/** SPEC §7 POST /orders/validate: ok when valid; a 400 is `rejected` with the invalid fields (orderValidationOf). */
export const validateOrder = (ctx: ContentContext, order: OrderRequest, token?: string): Promise<Result<OrderValid>> =>
  call(ctx, 'orders/validate', orderValid, { method: 'post', json: order, token });

/**
 * SPEC §7 POST /orders with the order attempt's idempotency key (made once, reused by every retry):
 * a repeat answers the first answer; a 406 is `rejected` with the invalid fields (orderValidationOf),
 * 409 while the first request still runs, 422 when the key came with another order.
 */
export const placeOrder = (
  ctx: ContentContext,
  order: OrderRequest,
  { idempotencyKey, token }: { idempotencyKey: string; token?: string },
): Promise<Result<OrderCreated>> =>
  call(ctx, 'orders', orderCreated, { method: 'post', json: order, token, headers: { 'Idempotency-Key': idempotencyKey } });

/** The invalid fields of a failed validation (400) or order (406); undefined for any other failure. */
export function orderValidationOf(failure: ApiFailure): OrderValidationBody | undefined {
  if (failure.status !== 400 && failure.status !== 406) return undefined;
  const body = orderValidationBody.safeParse(failure.body);
  return body.success ? body.data : undefined;
}

/** SPEC §7 GET /orders/status: items, isPaymentOpen, isIdentOpen of the caller's (latest) order. */
export const getOrderStatus = (ctx: ContentContext, access: OrderAccess): Promise<Result<OrderStatus>> =>
  call(ctx, 'orders/status', orderStatus, accessOptions(access));

/** SPEC §7 GET /orders/latest: the caller's latest order with costs and confirmation. */
export const getLatestOrder = (ctx: ContentContext, access: OrderAccess): Promise<Result<PlacedOrder>> =>
  call(ctx, 'orders/latest', placedOrder, accessOptions(access));

/** SPEC §7 DELETE /orders/latest: cancels the latest order; forbidden once it can no longer be cancelled. */
export const cancelLatestOrder = (ctx: ContentContext, access: OrderAccess): Promise<Result<OrderStatus>> =>
  call(ctx, 'orders/latest', orderStatus, { method: 'delete', ...accessOptions(access) });

/** SPEC §7 DELETE /orders/{salesOrderId}/{itemId}: cancels one item (the last one cancels the order). */
export const cancelOrderItem = (
  ctx: ContentContext,
  access: OrderAccess,
  salesOrderId: string,
  itemId: string,
): Promise<Result<OrderStatus>> =>
  call(ctx, apiPath`orders/${salesOrderId}/${itemId}`, orderStatus, { method: 'delete', ...accessOptions(access) });

/** SPEC §7 POST /orders/deliveries:calculate: the delivery cost of a method for what travels. */
export const calculateDelivery = (ctx: ContentContext, request: DeliveryCalculationRequest): Promise<Result<DeliveryCost>> =>
  call(ctx, 'orders/deliveries:calculate', deliveryCost, { method: 'post', json: request });

/** SPEC §7 GET /orders/deliveries/fermopoint: pickup points of a city or postal code (IT; not_found elsewhere). */
export const getFermopoints = (ctx: ContentContext, query: PickupPointQuery): Promise<Result<PickupPoint[]>> =>
  call(ctx, 'orders/deliveries/fermopoint', pickupPoints, {
    searchParams: Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))),
  });
