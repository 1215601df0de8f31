/**
 * The route a request reached, with its dynamic segments named as in app/ (`/api/account/voicemail/
 * [product]/greeting`): what the door's rate limits are counted under, so that every value of a
 * segment shares one counter and two instances count under the same name. Next's params are the
 * decoded segments; a catch-all's are the path's last ones.
 */
export function routePattern(pathname: string, params: Record<string, string | string[]>): string {
  const segments = pathname.split('/');
  const decoded = segments.map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) {
      segments.splice(segments.length - value.length, value.length, `[...${name}]`);
      decoded.splice(decoded.length - value.length, value.length, `[...${name}]`);
    }
  }
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) continue;
    const at = decoded.lastIndexOf(value);
    if (at > 0) segments[at] = decoded[at] = `[${name}]`;
  }
  return segments.join('/');
}
