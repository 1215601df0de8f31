import type { z } from 'zod';
import { customerProducts, userStatus } from '@/lib/content-api/schemas';
import { matchPattern } from '@/lib/i18n/pathnames';

/**
 * The allow-list of content-API calls a browser may make through /api/upstream (ARCHITECTURE §5).
 * Anything not listed is a 404. `response` parses the answer before it reaches the browser.
 */
export type UpstreamRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the content API, with [param] segments. */
  pattern: string;
  /** 'login' needs a session; 'upgraded' also needs upgraded write access (SPEC §6). */
  access: 'public' | 'login' | 'upgraded';
  body?: z.ZodType;
  /** The query parameters the call takes (a strict object schema); none when absent. */
  query?: z.ZodType;
  response: z.ZodType;
};

export const UPSTREAM_ROUTES: readonly UpstreamRoute[] = [
  { method: 'GET', pattern: 'user/status', access: 'login', response: userStatus },
  { method: 'GET', pattern: 'customerarea/products', access: 'login', response: customerProducts },
];

export function findUpstreamRoute(method: string, path: string): UpstreamRoute | undefined {
  return UPSTREAM_ROUTES.find((r) => r.method === method && matchPattern(r.pattern, path) !== null);
}
