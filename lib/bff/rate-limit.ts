/** A fixed-window counter per key, in memory (one storefront process per host in this design). */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }, now = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return function hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    const t = now();
    if (windows.size > 10_000) {
      for (const [k, w] of windows) if (t - w.start >= windowMs) windows.delete(k);
    }
    const current = windows.get(key);
    if (!current || t - current.start >= windowMs) {
      windows.set(key, { start: t, count: 1 });
      return { allowed: true };
    }
    current.count += 1;
    if (current.count <= limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.ceil((current.start + windowMs - t) / 1000) };
  };
}

/**
 * The client's address as server.mjs believed it (TRUSTED_PROXIES): it replaces X-Forwarded-For with
 * that one address. `next dev` has no such door: there the header counts as sent.
 */
export function clientIp(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'local';
}
