/** The internal path segment after which a page's cached view follows: `/{route}/-/{view}` (ADR 24). */
export const VIEW_MARKER = '-';

/** An internal path without its view: `/tariffs/-/Y2F0…` → `/tariffs`. */
export function withoutView(internalPath: string): string {
  const at = internalPath.indexOf(`/${VIEW_MARKER}/`);
  return at === -1 ? internalPath : internalPath.slice(0, at) || '/';
}
