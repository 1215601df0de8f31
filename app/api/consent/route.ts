import { cookies } from 'next/headers';
import { defineHandler, success } from '@/lib/platform/bff/handler';
import { refererPath } from '@/lib/platform/bff/origin';
import { choiceFor, CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, serializeConsent } from '@/lib/platform/consent/consent';
import { consentContract, consentRequest } from '@/lib/platform/contracts/consent';

const isLocalPath = (path: string | undefined): path is string =>
  path !== undefined && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

function isHttps(request: Request): boolean {
  return request.headers.get('x-forwarded-proto') === 'https' || new URL(request.url).protocol === 'https:';
}

/**
 * POST /api/consent: stores the visitor's cookie choice in the first-party `consent` cookie (12 months,
 * SameSite=Lax, readable by the page's islands). Set by the server so that browsers that cap
 * script-set cookies keep it for the full period; the banner and the settings page post here, with
 * or without JavaScript (then 303 back to `returnTo`, a path of this site; the banner, part of the
 * layout that does not know its page, sends none: back to the page the Referer names, else home).
 */
export const POST = defineHandler({
  contract: consentContract,
  body: consentRequest,
  form: {
    done: (_site, answer) => answer.returnTo,
    failed: (_site, _failure, body) => (isLocalPath(body?.returnTo) ? body.returnTo : '/'),
  },
  async handle({ request, body: { decision, returnTo, ...categories } }) {
    const value = serializeConsent(choiceFor(decision, categories), new Date());
    (await cookies()).set({
      name: CONSENT_COOKIE,
      value,
      path: '/',
      maxAge: CONSENT_MAX_AGE_SECONDS,
      sameSite: 'lax',
      secure: isHttps(request),
    });
    return success({ ok: true as const, returnTo: isLocalPath(returnTo) ? returnTo : (refererPath(request) ?? '/') });
  },
});
