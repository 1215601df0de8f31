import { defineHandler, failure, success } from '@/lib/bff/handler';
import { startSession } from '@/lib/bff/session';
import { login } from '@/lib/content-api/auth';
import { loginContract, loginFields } from '@/lib/contracts/auth';
import { localizedPath } from '@/lib/i18n/paths';

const WINDOW = 15 * 60_000;

/**
 * POST /api/auth/login {identifier, password, locale?}: starts a session with the content API's token
 * (which never reaches the browser). 401 invalid_credentials says nothing about which part was wrong;
 * 30 attempts per IP and 8 per account in 15 minutes. Without JavaScript: 303 to the account, or back
 * to the login page with ?error=<code>.
 */
export const POST = defineHandler({
  contract: loginContract,
  body: loginFields,
  limits: [
    { limit: 30, windowMs: WINDOW, key: ({ ip }) => ip },
    { limit: 8, windowMs: WINDOW, key: ({ body }) => body.identifier.replace(/\s+/g, '') },
  ],
  form: {
    done: (_site, answer) => answer.redirect,
    failed: (site, { error }) => localizedPath(site, '/account/login', undefined, `error=${error}`),
  },
  async handle({ site, body }) {
    const result = await login(site.content, { phoneNumberOrCustomerNumber: body.identifier, secret: body.password });
    if (!result.ok) {
      const refused = result.error.kind === 'unauthorized' || result.error.kind === 'rejected';
      return refused ? failure(401, 'invalid_credentials') : failure(503, 'unavailable');
    }
    await startSession(site.market.code, result.data.token);
    return success({ ok: true as const, redirect: localizedPath(site, '/account') });
  },
});
