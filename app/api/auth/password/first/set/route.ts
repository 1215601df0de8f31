import { authFailure } from '@/lib/platform/bff/auth-answers';
import { defineHandler, success } from '@/lib/platform/bff/handler';
import { backTo, passwordSetRedirect } from '@/lib/platform/bff/password-handlers';
import { setFirstPassword } from '@/lib/platform/content-api/auth';
import { setPasswordContract, setPasswordFields } from '@/lib/platform/contracts/auth';

/** POST /api/auth/password/first/set {token, newPassword, confirmPassword, locale?}: the first password with the e-mailed link. */
export const POST = defineHandler({
  contract: setPasswordContract,
  body: setPasswordFields,
  limits: [{ limit: 20, windowMs: 15 * 60_000, key: ({ ip }) => ip }],
  form: { done: (_site, answer) => answer.redirect, failed: backTo('/account/password/first/set') },
  async handle({ site, body }) {
    const result = await setFirstPassword(site.content, { initPasswordToken: body.token, newPassword: body.newPassword });
    return result.ok ? success({ ok: true as const, redirect: passwordSetRedirect(site) }) : authFailure(result.error);
  },
});
