import { loggedIn } from '@/lib/platform/bff/auth-answers';
import { defineHandler } from '@/lib/platform/bff/handler';
import { login } from '@/lib/platform/content-api/auth';
import { loginContract, loginFields } from '@/lib/platform/contracts/auth';
import { localizedPath } from '@/lib/platform/i18n/paths';

const WINDOW = 15 * 60_000;

/**
 * POST /api/auth/login {identifier, password, locale?}: the password, or a TAN texted by /api/auth/tan
 * (the content API takes either as the secret). Starts a fresh session with the content API's token
 * (which never reaches the browser). 401 invalid_credentials says nothing about which part was wrong;
 * 30 attempts per IP and 5 per account in 15 minutes here, and the content API slows an identifier
 * down after 5 wrong secrets (its 429 passes on with Retry-After). Without JavaScript: 303 to the
 * account, or back to the login page with ?error=<code> (to the SMS code's step when it posted `method=tan`).
 */
export const POST = defineHandler({
  contract: loginContract,
  body: loginFields,
  limits: [
    { limit: 30, windowMs: WINDOW, key: ({ ip }) => ip },
    { limit: 5, windowMs: WINDOW, key: ({ body }) => body.identifier.replace(/\s+/g, '') },
  ],
  form: {
    done: (_site, answer) => answer.redirect,
    // The code step of the login by SMS code posts here too (method=tan): back to that step, not the password.
    failed: (site, { error }, _body, posted) =>
      localizedPath(site, '/account/login', undefined, posted.method === 'tan' ? `method=tan&sent=1&error=${error}` : `error=${error}`),
    keep: (name) => name === 'identifier',
  },
  handle: async ({ site, body }) =>
    loggedIn(site, await login(site.content, { phoneNumberOrCustomerNumber: body.identifier, secret: body.password })),
});
