import 'server-only';
import { apiPath } from './api-path';
import { getBinary } from './binary';
import { call, type ContentContext } from './client';
import type { Result } from './result';
import {
  customer,
  customerProducts,
  emailChangePending,
  invoiceYear,
  itemisedBill,
  usage,
  usages,
  userFeatures,
  type Customer,
  type CustomerProduct,
  type CustomerUpdate,
  type EmailChangeRequest,
  type InvoiceYear,
  type ItemisedBill,
  type ItemisedEvent,
  type Usage,
  type UserFeature,
} from './schemas';

export const getCustomerProducts = (ctx: ContentContext, token: string): Promise<Result<CustomerProduct[]>> =>
  call(ctx, 'customerarea/products', customerProducts, { token });

/** Every SIM line's usage in its current bill period. */
export const getUsages = (ctx: ContentContext, token: string): Promise<Result<Usage[]>> =>
  call(ctx, 'customerarea/usage', usages, { token });

export const getUsage = (ctx: ContentContext, token: string, productKey: string): Promise<Result<Usage>> =>
  call(ctx, apiPath`customerarea/usage/${productKey}`, usage, { token });

/** The invoices of a year (the newest year when none is given). */
export const getInvoiceYear = (ctx: ContentContext, token: string, year?: number): Promise<Result<InvoiceYear>> =>
  call(ctx, 'customerarea/invoices', invoiceYear, { token, ...(year === undefined ? {} : { searchParams: { year: String(year) } }) });

/** A SIM line's itemised bill of a month (1–12), only the given events (all when none). */
export function getItemisedBill(
  ctx: ContentContext,
  token: string,
  request: { productKey: string; year: number; month: number; events?: readonly ItemisedEvent[] },
): Promise<Result<ItemisedBill>> {
  const searchParams = new URLSearchParams((request.events ?? []).map((event) => ['events', event]));
  const path = apiPath`customerarea/invoices/itemisedbill/${request.productKey}/${request.year}/${request.month}`;
  return call(ctx, path, itemisedBill, { token, searchParams });
}

/** An invoice of the customer's as a PDF (the body not read: the caller streams it on); another customer's id is not_found. */
export const getInvoiceDocument = (ctx: ContentContext, token: string, invoiceId: string): Promise<Result<Response>> =>
  getBinary(ctx, apiPath`customerarea/invoices/${invoiceId}/document`, ['application/pdf'], { token });

export const getCustomer = (ctx: ContentContext, token: string): Promise<Result<Customer>> =>
  call(ctx, 'customerarea/customer/', customer, { token });

/** Saves the editable personal data; a 400 failure carries the field errors in its body (fieldErrorBody). */
export const updateCustomer = (ctx: ContentContext, token: string, update: CustomerUpdate): Promise<Result<Customer>> =>
  call(ctx, 'customerarea/customer', customer, { token, method: 'put', json: update });

/** Sends the confirmation link to a new e-mail address; the address changes once it is confirmed. */
export const requestEmailChange = (
  ctx: ContentContext,
  token: string,
  request: EmailChangeRequest,
): Promise<Result<{ pendingEMail: string; expiresAt: string }>> =>
  call(ctx, 'customerarea/customer/email', emailChangePending, { token, method: 'put', json: request });

/** Confirms the new address with the token of the link; a 400 invalid_token is SPEC §8 "link invalid or expired". */
export const confirmEmailChange = (ctx: ContentContext, token: string, linkToken: string): Promise<Result<Customer>> =>
  call(ctx, 'customerarea/customer/email/confirm', customer, { token, method: 'put', json: { token: linkToken } });

export const getFeatures = (ctx: ContentContext, token: string): Promise<Result<UserFeature[]>> =>
  call(ctx, 'customerarea/features', userFeatures, { token });
