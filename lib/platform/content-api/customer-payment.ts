import 'server-only';
import { apiPath } from './api-path';
import { call, type ContentContext } from './client';
import type { Result } from './result';
import {
  cardPaymentResponse,
  customerPaymentMethod,
  rechargeResult,
  simpleResult,
  type CardChangeRequest,
  type CardPaymentResponse,
  type CustomerPaymentMethod,
  type CustomerSepaRequest,
  type EbillRequest,
  type RechargeMethod,
  type RechargeRequest,
  type RechargeResult,
  type SimpleResult,
} from './schemas';

/*
 * SPEC §7 Payment for a logged-in customer: how their bills are paid and its changes, and prepaid
 * recharge. Every call carries the customer's token; a 401 ends the session (SPEC §8). The open
 * position and its payment, and the change to invoice, are in payment.ts with the order's calls.
 */

/** GET /payment/method (reference extension): the current method, a stored card with its SPEC §4 state. */
export const getPaymentMethod = (ctx: ContentContext, token: string): Promise<Result<CustomerPaymentMethod>> =>
  call(ctx, 'payment/method', customerPaymentMethod, { token });

/** SPEC §7 PUT /payment/method/sepa: the customer's bills by direct debit; 400 names the IBAN's problem as a field code. */
export const changeToSepa = (ctx: ContentContext, token: string, body: CustomerSepaRequest): Promise<Result<SimpleResult>> =>
  call(ctx, 'payment/method/sepa', simpleResult, { method: 'put', json: body, token });

/** SPEC §7 PUT /payment/changemethod/creditcard/: starts the change with a hosted-field card token; PENDING means 3-D Secure in the browser. */
export const startCardChange = (ctx: ContentContext, token: string, body: CardChangeRequest): Promise<Result<CardPaymentResponse>> =>
  call(ctx, 'payment/changemethod/creditcard/', cardPaymentResponse, { method: 'put', json: body, token });

/** SPEC §7 PUT /payment/changemethod/creditcard/{id}: completes the change after the browser came back from 3-D Secure. */
export const completeCardChange = (ctx: ContentContext, token: string, transactionId: string): Promise<Result<CardPaymentResponse>> =>
  call(ctx, apiPath`payment/changemethod/creditcard/${transactionId}`, cardPaymentResponse, { method: 'put', token });

/**
 * SPEC §7 PUT /payment/method/ebill: the customer's bills to their e-banking (Switzerland). SPEC §8:
 * this call may fail without a status (kind 'unavailable', no status).
 */
export const changeToEbill = (ctx: ContentContext, token: string, body: EbillRequest): Promise<Result<SimpleResult>> =>
  call(ctx, 'payment/method/ebill', simpleResult, { method: 'put', json: body, token });

/** SPEC §7 POST /payment/method/{method}:rechargeprepaid: recharges a prepaid line; SUCCESS with the new balance, ERROR, or PENDING with a redirect. */
export const rechargePrepaid = <M extends RechargeMethod>(
  ctx: ContentContext,
  token: string,
  method: M,
  body: RechargeRequest<M>,
): Promise<Result<RechargeResult>> =>
  call(ctx, apiPath`payment/method/${method}:rechargeprepaid`, rechargeResult, { method: 'post', json: body, token });
