import { requestHost } from '@/lib/markets/request-market';

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
