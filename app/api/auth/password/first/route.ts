import { sent } from '@/lib/platform/bff/auth-answers';
import { perIp, perTarget } from '@/lib/platform/bff/auth-limits';
import { defineHandler } from '@/lib/platform/bff/handler';
import { backTo } from '@/lib/platform/bff/password-handlers';
import { requestFirstPassword } from '@/lib/platform/content-api/auth';
import { firstPasswordRequestFields, sentContract, type FirstPasswordRequestFields } from '@/lib/platform/contracts/auth';
import { localizedPath } from '@/lib/platform/i18n/paths';

/** POST /api/auth/password/first {customerNumber, locale?}: the first-password link by e-mail; the same answer whether or not the account exists. */
export const POST = defineHandler({
  contract: sentContract,
  body: firstPasswordRequestFields,
  limits: [perIp<FirstPasswordRequestFields>(), perTarget<FirstPasswordRequestFields>((body) => body.customerNumber)],
  form: { done: (site) => localizedPath(site, '/account/password/first', undefined, 'sent=1'), failed: backTo('/account/password/first') },
  handle: async ({ site, body }) => sent(await requestFirstPassword(site.content, body)),
});
