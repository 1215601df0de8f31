/**
 * Rate-limit refusals in the metrics (ADR 38), counted where a route handler answers 429
 * (lib/platform/bff/handler.ts), whatever counts the hits. `limiter`: the handler's name for the limit,
 * method, route pattern and place in its list (`POST /api/auth/login#0`): as many as the routes' limits.
 */
import { metrics } from './registry.ts';

export function countRateLimitRefusal(limiter: string): void {
  metrics().rateLimitRefusals.inc({ limiter });
}
