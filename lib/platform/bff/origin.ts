import { requestHost } from '@/lib/platform/markets/request-market';

/**
 * State-changing handlers accept only same-origin browser requests (ARCHITECTURE §5): the Origin
 * header must name our host, or, where a browser sends none, Sec-Fetch-Site must say same-origin.
 */
export function isSameOrigin(request: Request): boolean {
  const host = requestHost(request.headers);
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null') {
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

/**
 * The path (with its query) of the page of this site a form was posted from, as the browser's Referer
 * tells it (our Referrer-Policy sends it whole within the site), or null when it names no page of ours.
 * Lets a form of the shared chrome, which does not know its page, send a visitor without JavaScript back.
 */
export function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.host === requestHost(request.headers) && (url.protocol === 'http:' || url.protocol === 'https:')
      ? `${url.pathname}${url.search}`
      : null;
  } catch {
    return null;
  }
}
