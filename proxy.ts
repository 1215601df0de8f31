import { NextResponse, type NextRequest } from 'next/server';
import { PAGE_VIEWS } from '@/app/page-views';
import { SELECTION_COOKIE, SELECTION_COOKIE_OPTIONS, withoutLegacyAddress } from '@/lib/cart/selection';
import { getMandant } from '@/lib/platform/content-api/config';
import { SHOWN_HIDDEN_COOKIE } from '@/lib/domain/hidden-tariffs';
import { PARTNER_COOKIE, PARTNER_COOKIE_MAX_AGE, PARTNER_PARAM, parsePartnerCode } from '@/lib/domain/partner-referer';
import { createDefaultLocaleCache } from '@/lib/platform/i18n/default-locale-cache';
import { DOOR_STATUS, routeRequest } from '@/lib/platform/i18n/route-request';
import { MARKETS } from '@/lib/platform/markets/markets';
import { marketOfRequest } from '@/lib/platform/markets/request-market';
import { noteRoute } from '@/lib/platform/metrics/route-note';
import { pagePolicy, policyOrigins } from '@/lib/platform/security/content-security-policy';

const defaultLocale = createDefaultLocaleCache(async (market) => {
  const result = await getMandant({ market, locale: MARKETS[market].locales[0]! });
  if (!result.ok) throw new Error(result.error.kind);
  return result.data.locale;
});

const POLICY_ORIGINS = policyOrigins();

/** The rewrite to a page's internal route, with the page's policy (on the request too when it has a nonce). */
function rewriteWithPolicy(request: NextRequest, target: URL) {
  const { policy, nonced } = pagePolicy(target.pathname, POLICY_ORIGINS);
  const headers = new Headers(request.headers);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.rewrite(target, nonced ? { request: { headers } } : undefined);
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/** Host → market, path → locale and internal route (ARCHITECTURE §3), with the page's cached view (ADR 24). */
export async function proxy(request: NextRequest) {
  const market = marketOfRequest(request.headers);
  const decision = routeRequest(market, await defaultLocale(market), request.nextUrl.pathname, {
    views: PAGE_VIEWS,
    search: request.nextUrl.searchParams,
    shownHiddenCookie: request.cookies.get(SHOWN_HIDDEN_COOKIE)?.value,
    now: new Date(),
  });
  const target = request.nextUrl.clone();
  target.pathname = decision.to;
  if (decision.kind === 'redirect' && decision.search !== undefined) target.search = decision.search;
  const response =
    decision.kind === 'redirect' ? NextResponse.redirect(target, decision.temporary ? 307 : 308) : rewriteWithPolicy(request, target);
  // The route the metrics count the page under (ADR 38): the door sees only the public path.
  if (decision.kind === 'rewrite') noteRoute(target.pathname);
  if (decision.kind === 'rewrite' && decision.status) response.headers.set(DOOR_STATUS, String(decision.status));
  // A view with the hidden tariffs this visitor was shown is theirs alone: no shared cache may keep it.
  if (decision.kind === 'rewrite' && decision.personal) response.headers.set('Cache-Control', 'private, no-store');
  // ADR 13: a selection cookie from before kept the home address where scripts read it; it is written
  // back without it on the first page view. Removable once no such cookie can be left (30 days after release).
  const scrubbed = withoutLegacyAddress(request.cookies.get(SELECTION_COOKIE)?.value);
  if (scrubbed !== undefined) response.cookies.set(SELECTION_COOKIE, scrubbed, SELECTION_COOKIE_OPTIONS);
  // ADR 50: a partner's link (?ref=<code>) lets this visitor order the partner's tariffs for a day.
  const partner = parsePartnerCode(request.nextUrl.searchParams.get(PARTNER_PARAM));
  if (partner)
    response.cookies.set(PARTNER_COOKIE, partner, {
      path: '/',
      sameSite: 'lax',
      secure: true,
      httpOnly: true,
      maxAge: PARTNER_COOKIE_MAX_AGE,
    });
  return response;
}

export const config = {
  // Pages only: route handlers, Next's assets and files with an extension pass untouched.
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
