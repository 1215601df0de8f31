import { NextResponse, type NextRequest } from 'next/server';
import { getMandant } from '@/lib/content-api/config';
import { createDefaultLocaleCache } from '@/lib/i18n/default-locale-cache';
import { routeRequest } from '@/lib/i18n/route-request';
import { MARKETS } from '@/lib/markets/markets';
import { marketOfRequest } from '@/lib/markets/request-market';

const defaultLocale = createDefaultLocaleCache(async (market) => {
  const result = await getMandant({ market, locale: MARKETS[market].locales[0]! });
  if (!result.ok) throw new Error(result.error.kind);
  return result.data.locale;
});

/** Host → market, path → locale and internal route (ARCHITECTURE §3). */
export async function proxy(request: NextRequest) {
  const market = marketOfRequest(request.headers);
  const decision = routeRequest(market, await defaultLocale(market), request.nextUrl.pathname);
  const target = request.nextUrl.clone();
  target.pathname = decision.to;
  if (decision.kind === 'redirect') return NextResponse.redirect(target, 308);
  return NextResponse.rewrite(target);
}

export const config = {
  // Pages only: route handlers, Next's assets and files with an extension pass untouched.
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
