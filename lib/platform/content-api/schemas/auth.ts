import { z } from 'zod';
import { passwordProblem } from '@storefront/rules/password-policy';
import { apiError } from './common';

/*
 * SPEC §7 "Authentication". Field messages are the field error codes (schemas/fixedline fieldErrorCode),
 * so the reference API, the route handlers and the forms name the same errors.
 */

const identifier = z.string({ error: 'required' }).trim().min(1, 'required').max(64, 'too_long');
const phoneNumber = z.string({ error: 'required' }).trim().min(1, 'required').max(32, 'too_long');
/** A TAN: 6 digits (SPEC §9 style one-time code), typed with or without spaces. */
export const tanCode = z
  .string({ error: 'required' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'required')
      .regex(/^\d{6}$/, 'invalid_format'),
  );
/** A link token as the e-mail or SMS carried it (base64url). */
const linkToken = z.string({ error: 'required' }).trim().min(1, 'required').max(128, 'too_long');
/** A password being typed to prove who one is: any length the policy ever allowed. */
const currentPassword = z.string({ error: 'required' }).min(1, 'required').max(256, 'too_long');

/** A new password under the shared policy (the API also refuses one containing the customer's number). */
export const newPassword = z.string({ error: 'required' }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: value.length === 0 ? 'required' : problem });
});

/** POST /authentication/login/ and /authentication/login/openid: the secret is the password or a TAN sent by SMS. */
export const loginRequest = z.object({
  phoneNumberOrCustomerNumber: identifier,
  secret: currentPassword,
});
export type LoginRequest = z.infer<typeof loginRequest>;

/** The answer of every login: the bearer token and when it expires. */
export const loginResponse = z.object({
  token: z.string().min(1),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** POST /authentication/login/openid: the first factor passed; the TAN went by SMS. */
export const openIdLoginResponse = z.object({ authcode: z.string().min(1) });
export type OpenIdLoginResponse = z.infer<typeof openIdLoginResponse>;

/** POST /authentication/openid2fa */
export const openId2faRequest = z.object({ authcode: linkToken, tan: tanCode });
export type OpenId2faRequest = z.input<typeof openId2faRequest>;

/** POST /authentication/tan/ */
export const tanRequest = z.object({ phoneNumber });
export type TanRequest = z.infer<typeof tanRequest>;

/** POST /authentication/onetimelink/email */
export const oneTimeLinkRequest = z.object({ phoneNumberOrCustomerNumber: identifier });
export type OneTimeLinkRequest = z.infer<typeof oneTimeLinkRequest>;

/** POST /authentication/login/token/: the token of an e-mailed one-time link. */
export const tokenLoginRequest = z.object({ token: linkToken });
export type TokenLoginRequest = z.infer<typeof tokenLoginRequest>;

/** POST /authentication/resetpassword/ */
export const resetPasswordRequest = z.object({ phoneNumber });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;
/** PUT /authentication/resetpassword/ */
export const resetPasswordSet = z.object({ resetPasswordToken: linkToken, newPassword });
export type ResetPasswordSet = z.infer<typeof resetPasswordSet>;

/** POST /authentication/initpassword */
export const initPasswordRequest = z.object({
  customerNumber: z.string({ error: 'required' }).trim().min(1, 'required').max(32, 'too_long'),
});
export type InitPasswordRequest = z.infer<typeof initPasswordRequest>;
/** PUT /authentication/initpassword */
export const initPasswordSet = z.object({ initPasswordToken: linkToken, newPassword });
export type InitPasswordSet = z.infer<typeof initPasswordSet>;

/** PUT /authentication/changepassword (logged in) */
export const changePasswordRequest = z.object({ currentPassword, newPassword });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

/** PUT /authentication/upgrade/password */
export const upgradePasswordRequest = z.object({ password: currentPassword });
export type UpgradePasswordRequest = z.infer<typeof upgradePasswordRequest>;
/** PUT /authentication/upgrade/tan */
export const upgradeTanRequest = z.object({ phoneNumber, code: tanCode });
export type UpgradeTanRequest = z.input<typeof upgradeTanRequest>;

/**
 * An upgrade's answer: a NEW token (the old one is revoked) with write access until `upgradedUntil`,
 * that is for `upgradedSeconds` from now (for a client whose clock is not the API's).
 */
export const upgradeResponse = loginResponse.extend({
  upgradedUntil: z.iso.datetime({ offset: true }),
  upgradedSeconds: z.number().int().positive(),
});
export type UpgradeResponse = z.infer<typeof upgradeResponse>;

/** 429 of the authentication calls: how many seconds to wait (also in Retry-After). */
export const rateLimitedError = apiError.extend({ retryAfter: z.number().int().positive() });

/** The answers without a body (202 of the send requests, 204 of the writes). */
export const noContent = z.undefined();

/** GET /user/status */
export const userStatus = z.object({
  customerNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isCompany: z.boolean(),
  companyName: z.string().optional(),
  /** The login phone number (international form): where TANs go. */
  phoneNumber: z.string(),
  writeAccess: z.enum(['READ', 'UPGRADED']),
});
export type UserStatus = z.infer<typeof userStatus>;
