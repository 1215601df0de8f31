import 'server-only';
import { apiPath } from './api-path';
import { call, type ContentContext } from './client';
import { accessOptions, type OrderAccess } from './orders';
import type { ApiFailure, Result } from './result';
import {
  eIdBanks,
  eIdRedirect,
  eIdValidation,
  idAustriaRedirect,
  idAustriaValidation,
  identificationConfig,
  identificationLink,
  identificationState,
  identTransaction,
  uploadLinkSent,
  uploadReceipt,
  uploadRefusal,
  uploadStatus,
  type EIdBank,
  type EIdParameters,
  type EIdValidation,
  type IdAustriaValidation,
  type IdentificationConfig,
  type IdentificationLink,
  type IdentificationState,
  type UploadKind,
  type UploadLinkSent,
  type UploadReceipt,
  type UploadRefusal,
  type UploadStatus,
} from './schemas';
import { postStream, type StreamBody } from './stream';

/*
 * SPEC §7 Identification. Every call but the phone's upload is about an order: its holder's order
 * token or the customer's bearer token (OrderAccess, as lib/platform/content-api/orders.ts). Nothing here is
 * cached. The bank e-ident parameters keep the provider's spelling (RedirectUrl, TransactionId).
 */

const orderHeaders = accessOptions;

/** SPEC §7 GET /identification/config: the methods the market offers. */
export const getIdentificationConfig = (ctx: ContentContext): Promise<Result<IdentificationConfig>> =>
  call(ctx, 'identification/config', identificationConfig);

/** SPEC §7 GET /identification/state: the order's identification. */
export const getIdentificationState = (ctx: ContentContext, access: OrderAccess): Promise<Result<IdentificationState>> =>
  call(ctx, 'identification/state', identificationState, orderHeaders(access));

/** SPEC §7 POST /identification/start/: a national digital ID attempt returning to `redirectUrl?transactionId=…`. */
export const startNationalId = (
  ctx: ContentContext,
  access: OrderAccess,
  redirectUrl: string,
): Promise<Result<{ transactionId: string }>> =>
  call(ctx, 'identification/start/', identTransaction, { method: 'post', json: { redirectUrl }, ...orderHeaders(access) });

/** SPEC §7 GET /identification/redirecturl/: the provider's page the browser goes to. */
export const getNationalIdRedirect = (
  ctx: ContentContext,
  access: OrderAccess,
  transactionId: string,
): Promise<Result<{ clientredirecturl: string }>> =>
  call(ctx, 'identification/redirecturl/', idAustriaRedirect, { searchParams: { transactionId }, ...orderHeaders(access) });

/** SPEC §7 POST /identification/validate/: the person's answer, the identity and how it differs from the typed data. */
export const validateNationalId = (ctx: ContentContext, access: OrderAccess, transactionId: string): Promise<Result<IdAustriaValidation>> =>
  call(ctx, 'identification/validate/', idAustriaValidation, { method: 'post', json: { transactionId }, ...orderHeaders(access) });

/** SPEC §7 POST /identification/finish/: completes an approved attempt whose identity matches the typed data (409 data_differs otherwise). */
export const finishNationalId = (ctx: ContentContext, access: OrderAccess, transactionId: string): Promise<Result<IdentificationState>> =>
  call(ctx, 'identification/finish/', identificationState, { method: 'post', json: { transactionId }, ...orderHeaders(access) });

/** SPEC §7 POST /identification/takeoveridaustriadataandfinish/: completes it, the identity's data replacing the typed ones (the customer confirmed them). */
export const takeOverNationalIdAndFinish = (
  ctx: ContentContext,
  access: OrderAccess,
  transactionId: string,
): Promise<Result<IdentificationState>> =>
  call(ctx, 'identification/takeoveridaustriadataandfinish/', identificationState, {
    method: 'post',
    json: { transactionId },
    ...orderHeaders(access),
  });

/** SPEC §7 GET /identification/e-id/bics/: the banks of bank e-ident. */
export const getEIdBanks = (ctx: ContentContext): Promise<Result<EIdBank[]>> => call(ctx, 'identification/e-id/bics/', eIdBanks);

/**
 * SPEC §7 GET /identification/e-id/bics/{bic}/redirecturl: starts bank e-ident under the shop's own
 * reference; the bank returns to RedirectUrl?TransactionId=…&status=…. A missing parameter is a 400
 * with 'Missing RedirectUrl or TransactionId.'.
 */
export const getEIdRedirect = (
  ctx: ContentContext,
  access: OrderAccess,
  bic: string,
  parameters: EIdParameters,
): Promise<Result<{ redirecturl: string }>> =>
  call(ctx, apiPath`identification/e-id/bics/${bic}/redirecturl`, eIdRedirect, { searchParams: parameters, ...orderHeaders(access) });

/** SPEC §7 GET /identification/e-id/transactions/{id}:validate: what the person did at the bank. */
export const validateEId = (ctx: ContentContext, access: OrderAccess, transactionId: string): Promise<Result<EIdValidation>> =>
  call(ctx, apiPath`identification/e-id/transactions/${transactionId}:validate`, eIdValidation, orderHeaders(access));

/** SPEC §7 POST /identification/e-id/finish/: completes an approved bank e-ident (the RedirectUrl it started with). */
export const finishEId = (ctx: ContentContext, access: OrderAccess, parameters: EIdParameters): Promise<Result<IdentificationState>> =>
  call(ctx, 'identification/e-id/finish/', identificationState, { method: 'post', json: parameters, ...orderHeaders(access) });

/** SPEC §7 GET /identification/{id|video}/upload/link: a new single-use link for the phone, with its QR code. */
export const getUploadLink = (ctx: ContentContext, access: OrderAccess, kind: UploadKind): Promise<Result<IdentificationLink>> =>
  call(ctx, apiPath`identification/${kind}/upload/link`, identificationLink, orderHeaders(access));

/**
 * PUT /identification/{id|video}/upload/link:sms/{number}: a new single-use link texted to the phone
 * (SPEC §2 "ID upload by QR code or SMS link"). Rejected with 400 (field `number`) for a number that
 * is none, 429 for too many texts, 409 once the order needs no identification.
 */
export const sendUploadLinkSms = (
  ctx: ContentContext,
  access: OrderAccess,
  kind: UploadKind,
  number: string,
): Promise<Result<UploadLinkSent>> =>
  call(ctx, apiPath`identification/${kind}/upload/link:sms/${number}`, uploadLinkSent, { method: 'put', ...orderHeaders(access) });

/**
 * SPEC §7 POST /identification/{id|video}/upload: the phone's multipart body (front and back, or
 * video) streamed through as it arrives, with its link's token. Refusals (413, 415, 400; 410 for a
 * used or expired link, 404 for an unknown one) carry an UploadRefusal body: see uploadRefusalOf.
 */
export const uploadIdentification = (
  ctx: ContentContext,
  kind: UploadKind,
  token: string,
  body: StreamBody,
): Promise<Result<UploadReceipt>> => postStream(ctx, `identification/${kind}/upload`, uploadReceipt, body, { 'X-Upload-Token': token });

/** The machine-readable refusal of a failed upload; undefined for any other failure. */
export function uploadRefusalOf(failure: ApiFailure): UploadRefusal | undefined {
  const body = uploadRefusal.safeParse(failure.body);
  return body.success ? body.data : undefined;
}

/** SPEC §7 POST /identification/{id|video}/upload/status: what the desktop polls. */
export const getUploadStatus = (
  ctx: ContentContext,
  access: OrderAccess,
  kind: UploadKind,
  identTransactionId: string,
): Promise<Result<UploadStatus>> =>
  call(ctx, apiPath`identification/${kind}/upload/status`, uploadStatus, {
    method: 'post',
    json: { identTransactionId },
    ...orderHeaders(access),
  });
