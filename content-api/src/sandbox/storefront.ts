/**
 * Tells the storefront that data changed, so its cached pages refresh without a rebuild: POST to
 * STOREFRONT_REVALIDATE_URL (the storefront's /api/revalidate) with REVALIDATE_SECRET and the cache
 * tags of lib/platform/content-api/tags.ts. Optional: without both settings the API runs alone.
 */
export type Revalidate = (tags: string[]) => Promise<boolean>;

const TIMEOUT_MS = 5000;

export function storefrontRevalidator(
  url: string | undefined,
  secret: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Revalidate | undefined {
  if (!url || !secret) return undefined;
  return async (tags) => {
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-revalidate-secret': secret },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) console.warn(`[content-api] storefront revalidation answered ${response.status} for ${tags.join(', ')}`);
      return response.ok;
    } catch (error) {
      console.warn(`[content-api] storefront revalidation failed for ${tags.join(', ')}:`, error instanceof Error ? error.message : error);
      return false;
    }
  };
}
