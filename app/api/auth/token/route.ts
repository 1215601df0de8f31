import { loggedIn } from '@/lib/platform/bff/auth-answers';
import { defineHandler } from '@/lib/platform/bff/handler';
import { loginWithLinkToken } from '@/lib/platform/content-api/auth';
import { tokenFields, tokenLoginContract } from '@/lib/platform/contracts/auth';
import { localizedPath } from '@/lib/platform/i18n/paths';

/**
 * POST /api/auth/token {token, locale?}: the e-mailed link's landing page posts its token (a click,
 * never the page load: mail scanners open links). A used or expired link is token_invalid.
 */
export const POST = defineHandler({
  contract: tokenLoginContract,
  body: tokenFields,
  limits: [{ limit: 30, windowMs: 15 * 60_000, key: ({ ip }) => ip }],
  form: {
    done: (_site, answer) => answer.redirect,
    failed: (site, { error }) => localizedPath(site, '/account/login/link', undefined, `error=${error}`),
  },
  handle: async ({ site, body }) => loggedIn(site, await loginWithLinkToken(site.content, body)),
});
