import { sent } from '@/lib/platform/bff/auth-answers';
import { perIp, perTarget } from '@/lib/platform/bff/auth-limits';
import { defineHandler } from '@/lib/platform/bff/handler';
import { requestLoginLink } from '@/lib/platform/content-api/auth';
import { oneTimeLinkFields, sentContract, type OneTimeLinkFields } from '@/lib/platform/contracts/auth';
import { localizedPath } from '@/lib/platform/i18n/paths';

/**
 * POST /api/auth/onetimelink {identifier, locale?}: e-mails a one-time login link (in the visitor's
 * language); the same answer whether or not the account exists.
 */
export const POST = defineHandler({
  contract: sentContract,
  body: oneTimeLinkFields,
  limits: [perIp<OneTimeLinkFields>(), perTarget<OneTimeLinkFields>((body) => body.identifier)],
  form: {
    done: (site) => localizedPath(site, '/account/login', undefined, 'method=link&sent=1'),
    failed: (site, { error }) => localizedPath(site, '/account/login', undefined, `method=link&error=${error}`),
    keep: (name) => name === 'identifier',
  },
  handle: async ({ site, body }) => sent(await requestLoginLink(site.content, { phoneNumberOrCustomerNumber: body.identifier })),
});
