import { sent } from '@/lib/platform/bff/auth-answers';
import { perIp, perTarget } from '@/lib/platform/bff/auth-limits';
import { defineHandler } from '@/lib/platform/bff/handler';
import { requestTan } from '@/lib/platform/content-api/auth';
import { sentContract, tanFields, type TanFields } from '@/lib/platform/contracts/auth';
import { localizedPath } from '@/lib/platform/i18n/paths';

/**
 * POST /api/auth/tan {phoneNumber, locale?}: texts a login TAN; the same answer whether or not the
 * number is a customer's. Without JavaScript: back to the login page's code step (?method=tan&sent=1).
 */
export const POST = defineHandler({
  contract: sentContract,
  body: tanFields,
  limits: [perIp<TanFields>(), perTarget<TanFields>((body) => body.phoneNumber)],
  form: {
    done: (site) => localizedPath(site, '/account/login', undefined, 'method=tan&sent=1'),
    failed: (site, { error }) => localizedPath(site, '/account/login', undefined, `method=tan&error=${error}`),
    keep: (name) => name === 'phoneNumber',
  },
  handle: async ({ site, body }) => sent(await requestTan(site.content, body)),
});
