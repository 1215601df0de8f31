import { sent } from '@/lib/platform/bff/auth-answers';
import { perIp, perTarget } from '@/lib/platform/bff/auth-limits';
import { defineHandler } from '@/lib/platform/bff/handler';
import { backTo } from '@/lib/platform/bff/password-handlers';
import { requestPasswordReset } from '@/lib/platform/content-api/auth';
import { resetRequestFields, sentContract, type ResetRequestFields } from '@/lib/platform/contracts/auth';
import { localizedPath } from '@/lib/platform/i18n/paths';

/** POST /api/auth/password/reset {phoneNumber, locale?}: a reset link by SMS; SPEC §8 the same answer whether or not the account exists. */
export const POST = defineHandler({
  contract: sentContract,
  body: resetRequestFields,
  limits: [perIp<ResetRequestFields>(), perTarget<ResetRequestFields>((body) => body.phoneNumber)],
  form: { done: (site) => localizedPath(site, '/account/password/reset', undefined, 'sent=1'), failed: backTo('/account/password/reset') },
  handle: async ({ site, body }) => sent(await requestPasswordReset(site.content, body)),
});
