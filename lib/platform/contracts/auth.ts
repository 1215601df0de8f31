import { z } from 'zod';
import { newPassword, tanCode } from '@/lib/platform/content-api/schemas/auth';
import { routeContract } from './answer';

/*
 * Our login and password route handlers (app/api/auth/*): what each takes and answers. Field messages
 * are field error codes (lib/platform/contracts/field-errors), as the content API's.
 */

const identifier = z.string({ error: 'required' }).trim().min(1, 'required').max(64, 'too_long');
const phoneNumber = z.string({ error: 'required' }).trim().min(1, 'required').max(32, 'too_long');
const linkToken = z.string({ error: 'required' }).trim().min(1, 'required').max(128, 'too_long');
const typedPassword = z.string({ error: 'required' }).min(1, 'required').max(256, 'too_long');

/** POST /api/auth/login: phone or customer number and the password, or a TAN texted by /api/auth/tan (the password is never stored). */
export const loginFields = z.object({ identifier, password: typedPassword });
export type LoginFields = z.infer<typeof loginFields>;

/** Where a login sends the browser: the account, or where the customer was going. */
export const loginContract = routeContract(z.object({ ok: z.literal(true), redirect: z.string() }), ['invalid_credentials']);

/** The TAN login's code step as the island checks it: the code goes to /api/auth/login as the password. */
export const tanLoginFields = z.object({ identifier, password: tanCode });
export type TanLoginFields = z.input<typeof tanLoginFields>;

/** POST /api/auth/tan: a login TAN by SMS to the phone number. */
export const tanFields = z.object({ phoneNumber });
export type TanFields = z.infer<typeof tanFields>;

/** The generic answer of the send requests (TAN, link, reset, first password): nothing about whether the account exists. */
export const sentContract = routeContract(z.object({ ok: z.literal(true) }), []);

/** POST /api/auth/openid: the first factor; the answer's authcode goes with the texted TAN to /api/auth/openid2fa. */
export const openIdContract = routeContract(z.object({ ok: z.literal(true), authcode: z.string().min(1) }), ['invalid_credentials']);
export const openId2faFields = z.object({ authcode: linkToken, tan: tanCode });
export type OpenId2faFields = z.input<typeof openId2faFields>;

/** POST /api/auth/onetimelink: a one-time login link by e-mail. */
export const oneTimeLinkFields = z.object({ identifier });
export type OneTimeLinkFields = z.infer<typeof oneTimeLinkFields>;

/** POST /api/auth/token: the token of the e-mailed link, posted by its landing page. */
export const tokenFields = z.object({ token: linkToken });
export const tokenLoginContract = routeContract(loginContract.ok, ['token_invalid']);

/** POST /api/auth/autologin: no fields; the mobile network's header comes with the request. */
export const autoLoginContract = routeContract(loginContract.ok, ['invalid_credentials']);

/** POST /api/auth/password/reset */
export const resetRequestFields = z.object({ phoneNumber });
export type ResetRequestFields = z.infer<typeof resetRequestFields>;
/** POST /api/auth/password/first */
export const firstPasswordRequestFields = z.object({
  customerNumber: z.string({ error: 'required' }).trim().min(1, 'required').max(32, 'too_long'),
});
export type FirstPasswordRequestFields = z.infer<typeof firstPasswordRequestFields>;

/** The new password typed twice (SPEC §5 "passwords do not match"). */
const newPasswordTwice = { newPassword, confirmPassword: z.string({ error: 'required' }).min(1, 'required') };
const typedTwice = (values: { newPassword: string; confirmPassword: string }) => values.confirmPassword === values.newPassword;
const mismatch = { message: 'mismatch', path: ['confirmPassword'] };

/** POST /api/auth/password/new and /api/auth/password/first/set: the link's token and the new password. */
export const setPasswordFields = z.object({ token: linkToken, ...newPasswordTwice }).refine(typedTwice, mismatch);
export type SetPasswordFields = z.infer<typeof setPasswordFields>;
/** After a new password: back to the login page, which says so. */
export const setPasswordContract = routeContract(loginContract.ok, ['token_invalid']);

/** POST /api/auth/password/change (logged in) */
export const changePasswordFields = z.object({ currentPassword: typedPassword, ...newPasswordTwice }).refine(typedTwice, mismatch);
export type ChangePasswordFields = z.infer<typeof changePasswordFields>;
export const changePasswordContract = routeContract(z.object({ ok: z.literal(true) }), []);

/** POST /api/auth/upgrade (logged in): upgraded write access by the password or a TAN of /api/auth/upgrade/tan. */
export const upgradePasswordFields = z.object({ password: typedPassword });
export const upgradeTanFields = z.object({ code: tanCode });
export type UpgradeTanFields = z.input<typeof upgradeTanFields>;
export const upgradeFields = z.discriminatedUnion('method', [
  upgradePasswordFields.extend({ method: z.literal('password') }),
  upgradeTanFields.extend({ method: z.literal('tan') }),
]);
export type UpgradeFields = z.input<typeof upgradeFields>;
export const upgradeContract = routeContract(z.object({ ok: z.literal(true), upgradedUntil: z.iso.datetime({ offset: true }) }), []);

/** POST /api/auth/upgrade/tan (logged in): a TAN to the customer's own number, shown masked ("+43 ••• 501"). */
export const upgradeTanContract = routeContract(z.object({ ok: z.literal(true), sentTo: z.string() }), []);

/** POST /api/auth/session: whether a live session exists (and it is kept alive). */
export const sessionContract = routeContract(z.object({ loggedIn: z.boolean() }), []);
