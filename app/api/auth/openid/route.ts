import { authFailure } from '@/lib/platform/bff/auth-answers';
import { defineHandler, success } from '@/lib/platform/bff/handler';
import { loginOpenId } from '@/lib/platform/content-api/auth';
import { loginFields, openIdContract } from '@/lib/platform/contracts/auth';
import { localizedPath } from '@/lib/platform/i18n/paths';

const WINDOW = 15 * 60_000;

/**
 * POST /api/auth/openid {identifier, password, locale?}: the first factor of the OpenID login; the
 * content API texts a TAN. The authcode is handed to the browser for the second step: alone it is
 * worth nothing (it needs the TAN from the customer's phone, within 10 minutes, once). Without
 * JavaScript: to the login page's code step with the authcode in the query.
 */
export const POST = defineHandler({
  contract: openIdContract,
  body: loginFields,
  limits: [
    { limit: 30, windowMs: WINDOW, key: ({ ip }) => ip },
    { limit: 5, windowMs: WINDOW, key: ({ body }) => body.identifier.replace(/\s+/g, '') },
  ],
  form: {
    done: (site, answer) =>
      localizedPath(site, '/account/login', undefined, `method=openid&authcode=${encodeURIComponent(answer.authcode)}`),
    failed: (site, { error }) => localizedPath(site, '/account/login', undefined, `method=openid&error=${error}`),
    keep: (name) => name === 'identifier',
  },
  async handle({ site, body }) {
    const result = await loginOpenId(site.content, { phoneNumberOrCustomerNumber: body.identifier, secret: body.password });
    return result.ok ? success({ ok: true as const, authcode: result.data.authcode }) : authFailure(result.error);
  },
});
