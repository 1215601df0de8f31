import { sent } from '@/lib/bff/auth-answers';
import { perIp, perTarget } from '@/lib/bff/auth-limits';
import { defineHandler } from '@/lib/bff/handler';
import { backTo } from '@/lib/bff/password-handlers';
import { requestFirstPassword } from '@/lib/content-api/auth';
import { firstPasswordRequestFields, sentContract, type FirstPasswordRequestFields } from '@/lib/contracts/auth';
import { localizedPath } from '@/lib/i18n/paths';

/** POST /api/auth/password/first {customerNumber, locale?}: the first-password link by e-mail; the same answer whether or not the account exists. */
export const POST = defineHandler({
  contract: sentContract,
  body: firstPasswordRequestFields,
  limits: [perIp<FirstPasswordRequestFields>(), perTarget<FirstPasswordRequestFields>((body) => body.customerNumber)],
  form: { done: (site) => localizedPath(site, '/account/password/first', undefined, 'sent=1'), failed: backTo('/account/password/first') },
  handle: async ({ site, body }) => sent(await requestFirstPassword(site.content, body)),
});
