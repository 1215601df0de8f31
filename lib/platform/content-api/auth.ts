import 'server-only';
import { call, type ContentContext } from './client';
import {
  loginResponse,
  noContent,
  openIdLoginResponse,
  upgradeResponse,
  userStatus,
  type ChangePasswordRequest,
  type InitPasswordRequest,
  type InitPasswordSet,
  type LoginRequest,
  type OneTimeLinkRequest,
  type OpenId2faRequest,
  type ResetPasswordRequest,
  type ResetPasswordSet,
  type TanRequest,
  type TokenLoginRequest,
  type UpgradePasswordRequest,
  type UpgradeTanRequest,
} from './schemas';

/*
 * SPEC §7 "Authentication". Calls that send a message or set a password answer no body (202, 204). A
 * 429 carries Retry-After and `retryAfter` in its body (schemas rateLimitedError).
 */

/** Password or a TAN of requestTan as the secret. */
export const login = (ctx: ContentContext, body: LoginRequest) =>
  call(ctx, 'authentication/login/', loginResponse, { method: 'post', json: body });

export const loginOpenId = (ctx: ContentContext, body: LoginRequest) =>
  call(ctx, 'authentication/login/openid', openIdLoginResponse, { method: 'post', json: body });

export const loginOpenId2fa = (ctx: ContentContext, body: OpenId2faRequest) =>
  call(ctx, 'authentication/openid2fa', loginResponse, { method: 'post', json: body });

export const requestTan = (ctx: ContentContext, body: TanRequest) =>
  call(ctx, 'authentication/tan/', noContent, { method: 'post', json: body });

export const requestLoginLink = (ctx: ContentContext, body: OneTimeLinkRequest) =>
  call(ctx, 'authentication/onetimelink/email', noContent, { method: 'post', json: body });

/** The token of an e-mailed one-time link; a used or expired one is rejected with token_invalid. */
export const loginWithLinkToken = (ctx: ContentContext, body: TokenLoginRequest) =>
  call(ctx, 'authentication/login/token/', loginResponse, { method: 'post', json: body });

/** Auto-login: `msisdn` is what the mobile network put in the visitor's request (X-Msisdn). */
export const autoLogin = (ctx: ContentContext, msisdn: string) =>
  call(ctx, 'authentication/autologin', loginResponse, { method: 'post', headers: { 'X-Msisdn': msisdn } });

export const requestPasswordReset = (ctx: ContentContext, body: ResetPasswordRequest) =>
  call(ctx, 'authentication/resetpassword/', noContent, { method: 'post', json: body });

export const resetPassword = (ctx: ContentContext, body: ResetPasswordSet) =>
  call(ctx, 'authentication/resetpassword/', noContent, { method: 'put', json: body });

export const requestFirstPassword = (ctx: ContentContext, body: InitPasswordRequest) =>
  call(ctx, 'authentication/initpassword', noContent, { method: 'post', json: body });

export const setFirstPassword = (ctx: ContentContext, body: InitPasswordSet) =>
  call(ctx, 'authentication/initpassword', noContent, { method: 'put', json: body });

export const changePassword = (ctx: ContentContext, token: string, body: ChangePasswordRequest) =>
  call(ctx, 'authentication/changepassword', noContent, { method: 'put', json: body, token });

/** Upgraded write access: a NEW token (the old one is revoked) and until when it may write. */
export const upgradeByPassword = (ctx: ContentContext, token: string, body: UpgradePasswordRequest) =>
  call(ctx, 'authentication/upgrade/password', upgradeResponse, { method: 'put', json: body, token });

export const upgradeByTan = (ctx: ContentContext, token: string, body: UpgradeTanRequest) =>
  call(ctx, 'authentication/upgrade/tan', upgradeResponse, { method: 'put', json: body, token });

/** Logout: the token ends upstream too (a reference extension, DELETE /authentication/token). */
export const revokeToken = (ctx: ContentContext, token: string) =>
  call(ctx, 'authentication/token', noContent, { method: 'delete', token });

export const getUserStatus = (ctx: ContentContext, token: string) => call(ctx, 'user/status', userStatus, { token });
