import { call } from '@/lib/content-api/client';
import { jsonError } from '@/lib/bff/errors';
import { isSameOrigin } from '@/lib/bff/origin';
import { requestSite } from '@/lib/bff/request-site';
import { findUpstreamRoute } from '@/lib/bff/routes';
import { endSession, readSession, touchSession } from '@/lib/bff/session';

type Context = { params: Promise<{ path: string[] }> };

/** The allow-listed door from the browser to the content API, with the session's token. */
async function forward(request: Request, { params }: Context): Promise<Response> {
  const method = request.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
  const path = (await params).path.join('/');
  const route = findUpstreamRoute(method, path);
  if (!route) return jsonError(404, 'not_found');
  if (method !== 'GET' && !isSameOrigin(request)) return jsonError(403, 'forbidden_origin');
  const site = await requestSite(request);
  const session = route.access === 'public' ? null : await readSession(site.market);
  if (route.access !== 'public' && !session) return jsonError(401, 'unauthorized');

  let json: unknown;
  if (route.body) {
    const parsed = route.body.safeParse(await request.json().catch(() => undefined));
    if (!parsed.success) return jsonError(400, 'invalid_request');
    json = parsed.data;
  }
  const result = await call(site.content, path, route.response, {
    method: method.toLowerCase() as 'get',
    json,
    token: session?.token,
    searchParams: Object.fromEntries(new URL(request.url).searchParams),
  });
  if (result.ok) {
    if (session) await touchSession();
    return Response.json(result.data);
  }
  switch (result.error.kind) {
    case 'unauthorized':
      // SPEC §4: an upstream 401 ends the session.
      await endSession();
      return jsonError(401, 'session_expired');
    case 'rejected':
      // 400/406 validation bodies pass through unchanged so forms can map them to fields.
      return Response.json(result.error.body ?? { error: 'invalid_request' }, { status: result.error.status ?? 400 });
    case 'not_found':
      return jsonError(404, 'not_found');
    case 'forbidden':
      return jsonError(403, 'upgrade_required');
    default:
      return jsonError(503, 'unavailable');
  }
}

export { forward as GET, forward as POST, forward as PUT, forward as DELETE };
