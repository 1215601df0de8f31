import { cookies } from 'next/headers';
import { defineHandler, failure } from '@/lib/platform/bff/handler';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { allows, CONSENT_COOKIE, parseConsent } from '@/lib/platform/consent/consent';
import { cookieTrackingKey } from '@/lib/platform/content-api/schemas';
import { sendCookieTracking } from '@/lib/platform/content-api/tracking';

/**
 * POST /api/cookietracking/{key}: forwards the browser's cookie-tracking hit to the content API (SPEC §7
 * GET /cookietracking/{x}), only for a visitor whose `consent` cookie allows statistics: 403
 * consent_required otherwise, whatever the page did. 60 hits a minute per IP; 204 when sent.
 */
export const POST = defineHandler({
  limits: [{ limit: 60, windowMs: 60_000, key: ({ ip }) => ip }],
  async handle({ site, params }) {
    const key = cookieTrackingKey.safeParse(params.key);
    if (!key.success) return failure(400, 'invalid_request');
    if (!allows(parseConsent((await cookies()).get(CONSENT_COOKIE)?.value), 'statistics')) return failure(403, 'consent_required');
    const hit = await sendCookieTracking(site.content, key.data);
    if (!hit.ok) return upstreamFailure(hit.error);
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  },
});
