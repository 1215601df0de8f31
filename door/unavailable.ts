/**
 * A page whose content API is unreachable with nothing cached throws ContentUnavailableError (digest
 * CONTENT_UNAVAILABLE, ADR 4); Next answers that with 500, and the door makes it "503 Service
 * Unavailable" with Retry-After.
 */
import type { ServerResponse } from 'node:http';

const MARKER = 'CONTENT_UNAVAILABLE';

export function markUnavailable(res: ServerResponse, text: string): void {
  if (res.statusCode !== 500 || !text.includes(MARKER)) return;
  res.statusCode = 503;
  res.setHeader('Retry-After', '60');
  res.setHeader('Cache-Control', 'no-store');
}
