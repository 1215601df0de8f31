import { authFailure } from '@/lib/platform/bff/auth-answers';
import { defineHandler, success } from '@/lib/platform/bff/handler';
import { changePassword } from '@/lib/platform/content-api/auth';
import { changePasswordContract, changePasswordFields } from '@/lib/platform/contracts/auth';

/**
 * POST /api/auth/password/change {currentPassword, newPassword, confirmPassword} (logged in): a wrong
 * current password is a field error (currentPassword: incorrect), as is a weak new one.
 */
export const POST = defineHandler({
  access: 'login',
  contract: changePasswordContract,
  body: changePasswordFields,
  limits: [{ limit: 10, windowMs: 15 * 60_000, key: ({ ip }) => ip }],
  async handle({ site, session, body }) {
    const result = await changePassword(site.content, session!.token, {
      currentPassword: body.currentPassword,
      newPassword: body.newPassword,
    });
    return result.ok ? success({ ok: true as const }) : authFailure(result.error, { loggedIn: true });
  },
});
