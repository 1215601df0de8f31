import 'server-only';
import { apiPath } from './api-path';
import { call, type ContentContext } from './client';
import type { Result } from './result';
import {
  portingCodeSent,
  portingInfo,
  portingLinkSent,
  portingSigned,
  portingSigningLink,
  portingVerified,
  type PortingCodeSent,
  type PortingInfo,
  type PortingLinkSent,
  type PortingOrderSignRequest,
  type PortingSigningLink,
  type PortingSignRequest,
} from './schemas';

/*
 * SPEC §7 Porting signature: sign (a drawn PNG, or the typed name after the SMS code), the signing
 * link for the phone (QR code or SMS), the phone page's data and the SMS code. `auth` is the customer's
 * bearer token, or the order's credentials during the checkout; the phone signs with the link's
 * token in the body instead (signingToken). Unknown or another's porting: not_found; an expired or
 * used link: rejected with status 410; too many SMS: rejected with status 429.
 */

/** Who asks: a logged-in customer (bearer token), or the checkout of an order (its number and token). */
export type PortingAuth = { token: string } | { salesOrderId: string; orderToken: string } | undefined;

const authOf = (auth: PortingAuth) => {
  if (!auth) return {};
  return 'token' in auth ? { token: auth.token } : { headers: { 'X-Sales-Order-Id': auth.salesOrderId, 'X-Order-Token': auth.orderToken } };
};

/** PUT …/form:sign: signed, or rejected (400 invalid PNG, 409 verification_required / not_signable, 413 too large). */
export const signPorting = (
  ctx: ContentContext,
  auth: PortingAuth,
  id: string,
  body: PortingSignRequest,
): Promise<Result<{ isSigned: boolean }>> =>
  call(ctx, apiPath`portings/phoneaccounts/${id}/form:sign`, portingSigned, { ...authOf(auth), method: 'put', json: body });

/** PUT /portings/form:sign: signing an order's porting in the checkout (billingContractId: the order's salesOrderId). */
export const signOrderPorting = (
  ctx: ContentContext,
  auth: PortingAuth,
  body: PortingOrderSignRequest,
): Promise<Result<{ isSigned: boolean }>> => call(ctx, 'portings/form:sign', portingSigned, { ...authOf(auth), method: 'put', json: body });

/** GET …/issigned: whether the porting is signed (the desktop polls it while the phone signs). */
export const isPortingSigned = (ctx: ContentContext, auth: PortingAuth, id: string): Promise<Result<{ isSigned: boolean }>> =>
  call(ctx, apiPath`portings/phoneaccounts/${id}/issigned`, portingSigned, authOf(auth));

/** GET …/link:qrcode: a new signing link for the phone with its QR code (409 once signed). */
export const getPortingQrCode = (ctx: ContentContext, auth: PortingAuth, id: string): Promise<Result<PortingSigningLink>> =>
  call(ctx, apiPath`portings/phoneaccounts/${id}/link:qrcode`, portingSigningLink, authOf(auth));

/** PUT …/link:sms/{number}: texts a signing link to `number` (400 invalid number, 429 too many). */
export const sendPortingLinkSms = (ctx: ContentContext, auth: PortingAuth, id: string, number: string): Promise<Result<PortingLinkSent>> =>
  call(ctx, apiPath`portings/phoneaccounts/${id}/link:sms/${number}`, portingLinkSent, { ...authOf(auth), method: 'put' });

/** GET /portings/info/{token}: what the phone's signing page shows (404 unknown, 410 expired or used). */
export const getPortingInfo = (ctx: ContentContext, signingToken: string): Promise<Result<PortingInfo>> =>
  call(ctx, apiPath`portings/info/${signingToken}`, portingInfo);

/** GET …/verification/sms:send: texts the consent code to the number being ported (SMS 499; 429 too many). */
export const sendPortingCode = (
  ctx: ContentContext,
  auth: PortingAuth,
  id: string,
  signingToken?: string,
): Promise<Result<PortingCodeSent>> =>
  call(ctx, apiPath`portings/phoneaccounts/${id}/verification/sms:send`, portingCodeSent, {
    ...authOf(auth),
    ...(signingToken ? { searchParams: { signingToken } } : {}),
  });

/** PUT …/verification/sms:validate: a wrong or expired code is rejected (400 verification_failed). */
export const validatePortingCode = (
  ctx: ContentContext,
  auth: PortingAuth,
  id: string,
  verificationCode: string,
  signingToken?: string,
): Promise<Result<{ verified: true }>> =>
  call(ctx, apiPath`portings/phoneaccounts/${id}/verification/sms:validate`, portingVerified, {
    ...authOf(auth),
    method: 'put',
    json: { verificationCode, ...(signingToken ? { signingToken } : {}) },
  });
