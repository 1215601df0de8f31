import { loggedIn } from '@/lib/platform/bff/auth-answers';
import { defineHandler } from '@/lib/platform/bff/handler';
import { loginOpenId2fa } from '@/lib/platform/content-api/auth';
import { loginContract, openId2faFields } from '@/lib/platform/contracts/auth';
import { localizedPath } from '@/lib/platform/i18n/paths';

/** POST /api/auth/openid2fa {authcode, tan, locale?}: the OpenID login's second factor; a fresh session on success. */
export const POST = defineHandler({
  contract: loginContract,
  body: openId2faFields,
  limits: [{ limit: 30, windowMs: 15 * 60_000, key: ({ ip }) => ip }],
  form: {
    done: (_site, answer) => answer.redirect,
    failed: (site, { error }, body) =>
      localizedPath(
        site,
        '/account/login',
        undefined,
        `method=openid&error=${error}${body ? `&authcode=${encodeURIComponent(body.authcode)}` : ''}`,
      ),
  },
  handle: async ({ site, body }) => loggedIn(site, await loginOpenId2fa(site.content, body)),
});
