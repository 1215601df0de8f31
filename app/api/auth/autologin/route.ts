import { loggedIn } from '@/lib/platform/bff/auth-answers';
import { defineHandler, failure } from '@/lib/platform/bff/handler';
import { networkMsisdn } from '@/lib/platform/bff/msisdn';
import { autoLogin } from '@/lib/platform/content-api/auth';
import { autoLoginContract } from '@/lib/platform/contracts/auth';
import { localizedPath } from '@/lib/platform/i18n/paths';

/**
 * POST /api/auth/autologin?locale=: auto-login on the mobile network. The network's header on the
 * visitor's request is forwarded to the content API, which decides; the session is marked auto-login
 * (SPEC §2: its logout goes to another address).
 */
export const POST = defineHandler({
  contract: autoLoginContract,
  limits: [{ limit: 20, windowMs: 15 * 60_000, key: ({ ip }) => ip }],
  form: {
    done: (_site, answer) => answer.redirect,
    failed: (site, { error }) => localizedPath(site, '/account/login', undefined, `error=${error}`),
  },
  async handle({ site, request }) {
    const msisdn = networkMsisdn(request.headers);
    if (!msisdn) return failure(401, 'invalid_credentials');
    return loggedIn(site, await autoLogin(site.content, msisdn), { autoLogin: true });
  },
});
