import { jsonError } from '@/lib/bff/errors';
import { isSameOrigin } from '@/lib/bff/origin';
import { requestSite } from '@/lib/bff/request-site';
import { readSession, touchSession } from '@/lib/bff/session';

/** Keeps a live session alive while the customer area is open; tells whether one exists. */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return jsonError(403, 'forbidden_origin');
  const site = await requestSite(request);
  const session = await readSession(site.market);
  if (!session) return Response.json({ loggedIn: false });
  await touchSession();
  return Response.json({ loggedIn: true });
}
