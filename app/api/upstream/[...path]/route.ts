import { z } from 'zod';
import { defineHandler, failure, success } from '@/lib/platform/bff/handler';
import { findUpstreamRoute } from '@/lib/platform/bff/routes';
import { sessionExpired } from '@/lib/account/logout';
import { upstreamFailure } from '@/lib/platform/bff/upstream-failure';
import { call } from '@/lib/platform/content-api/client';
import type { ApiFailure } from '@/lib/platform/content-api/result';

/** A refusal the island reads itself: a 4xx with a body, except a 403 asking for upgraded write access (the door's prompt). */
function passesThrough({ kind, body }: ApiFailure): boolean {
  if (body === undefined) return false;
  if (kind === 'rejected') return true;
  return kind === 'forbidden' && (body as { error?: unknown }).error !== 'upgrade_required';
}

/** A listed call takes no query parameters unless its entry names them. */
const NO_QUERY = z.strictObject({});
/** Per IP: a customer area page makes a handful of calls; scripts get a Retry-After. */
const LIMITS = [{ limit: 300, windowMs: 60_000, key: ({ ip }: { ip: string }) => ip }];

/**
 * /api/upstream/<path>: the allow-listed door from the browser to the content API, with the session's
 * token (ARCHITECTURE §5). Method, path and query must match an entry of lib/platform/bff/routes.ts (else 404,
 * or 400 for a query parameter it does not list); its access level and body schema apply.
 */
const forward = defineHandler<unknown>((request, params) => {
  const path = [params.path ?? []].flat().join('/');
  const route = findUpstreamRoute(request.method, path);
  if (!route) return failure(404, 'not_found');
  return {
    access: route.access,
    body: route.body,
    query: route.query ?? NO_QUERY,
    limits: LIMITS,
    async handle({ site, session, body, query }) {
      query.delete('locale');
      const result = await call(site.content, path, route.response, {
        method: route.method.toLowerCase() as Lowercase<typeof route.method>,
        json: body,
        token: session?.token,
        // A URLSearchParams keeps repeated parameters (the itemised bill's ?events=CALL&events=SMS).
        searchParams: query,
      });
      if (result.ok) return success(result.data);
      // SPEC §4: an upstream 401 logs out (cart cleared); the island sends the browser to the logout address.
      if (result.error.kind === 'unauthorized') return sessionExpired(site, session);
      if (passesThrough(result.error)) {
        // 400/406 validation bodies pass through unchanged so forms can map them to fields; so does a
        // 403 that is not about write access (feature_required): upgrading would not help.
        return Response.json(result.error.body, { status: result.error.status ?? 400, headers: { 'Cache-Control': 'no-store' } });
      }
      return upstreamFailure(result.error);
    },
  };
});

export { forward as GET, forward as POST, forward as PUT, forward as DELETE };
