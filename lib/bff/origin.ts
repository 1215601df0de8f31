/**
 * State-changing handlers accept only same-origin browser requests (ARCHITECTURE §5): the Origin
 * header must name our host, or, where a browser sends none, Sec-Fetch-Site must say same-origin.
 */
export function isSameOrigin(request: Request): boolean {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
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
