import { sent } from '@/lib/bff/auth-answers';
import { perIp, perTarget } from '@/lib/bff/auth-limits';
import { defineHandler } from '@/lib/bff/handler';
import { backTo } from '@/lib/bff/password-handlers';
import { requestPasswordReset } from '@/lib/content-api/auth';
import { resetRequestFields, sentContract, type ResetRequestFields } from '@/lib/contracts/auth';
import { localizedPath } from '@/lib/i18n/paths';

/** POST /api/auth/password/reset {phoneNumber, locale?}: a reset link by SMS; SPEC §8 the same answer whether or not the account exists. */
export const POST = defineHandler({
  contract: sentContract,
  body: resetRequestFields,
  limits: [perIp<ResetRequestFields>(), perTarget<ResetRequestFields>((body) => body.phoneNumber)],
  form: { done: (site) => localizedPath(site, '/account/password/reset', undefined, 'sent=1'), failed: backTo('/account/password/reset') },
  handle: async ({ site, body }) => sent(await requestPasswordReset(site.content, body)),
});
