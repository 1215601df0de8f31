import { cookies } from 'next/headers';
import { jsonError } from '@/lib/bff/errors';
import { isSameOrigin } from '@/lib/bff/origin';
import { clientIp, createRateLimiter } from '@/lib/bff/rate-limit';
import { requestSite } from '@/lib/bff/request-site';
import { allows, CONSENT_COOKIE, parseConsent } from '@/lib/consent/consent';
import { sendCookieTracking } from '@/lib/content-api/tracking';
import { cookieTrackingKey } from '@/lib/content-api/schemas';

const perIp = createRateLimiter({ limit: 60, windowMs: 60_000 });

/**
 * Forwards the browser's cookie-tracking hit to the content API (SPEC §7 GET /cookietracking/{x}),
 * only for a visitor whose `consent` cookie allows statistics: 403 otherwise, whatever the page did.
 */
export async function POST(request: Request, { params }: { params: Promise<{ key: string }> }) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden_origin');
  const key = cookieTrackingKey.safeParse((await params).key);
  if (!key.success) return jsonError(400, 'invalid_request');
  if (!allows(parseConsent((await cookies()).get(CONSENT_COOKIE)?.value), 'statistics')) return jsonError(403, 'consent_required');
  const site = await requestSite(request);
  const limited = perIp(`${site.market}:${clientIp(request)}`);
  if (!limited.allowed) {
    return jsonError(429, 'rate_limited', { retryAfter: limited.retryAfterSeconds }, { 'Retry-After': String(limited.retryAfterSeconds) });
  }
  const hit = await sendCookieTracking(site.content, key.data);
  if (!hit.ok) return jsonError(hit.error.kind === 'rejected' ? 400 : 503, hit.error.kind === 'rejected' ? 'invalid_request' : 'unavailable');
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
