import { authFailure } from '@/lib/platform/bff/auth-answers';
import { defineHandler, success } from '@/lib/platform/bff/handler';
import { backTo, passwordSetRedirect } from '@/lib/platform/bff/password-handlers';
import { resetPassword } from '@/lib/platform/content-api/auth';
import { setPasswordContract, setPasswordFields } from '@/lib/platform/contracts/auth';

/** POST /api/auth/password/new {token, newPassword, confirmPassword, locale?}: the reset link's new password; a used or expired link is token_invalid. */
export const POST = defineHandler({
  contract: setPasswordContract,
  body: setPasswordFields,
  limits: [{ limit: 20, windowMs: 15 * 60_000, key: ({ ip }) => ip }],
  form: { done: (_site, answer) => answer.redirect, failed: backTo('/account/password/new') },
  async handle({ site, body }) {
    const result = await resetPassword(site.content, { resetPasswordToken: body.token, newPassword: body.newPassword });
    return result.ok ? success({ ok: true as const, redirect: passwordSetRedirect(site) }) : authFailure(result.error);
  },
});
