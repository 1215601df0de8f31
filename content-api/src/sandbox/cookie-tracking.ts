import { Hono } from 'hono';
import type { Env } from '../context';
import type { Store } from '../store';

/** GET /sandbox/cookietracking: the cookie-tracking hits stored for the market. */
export function sandboxCookieTrackingRoutes({ cookieTracking }: Pick<Store, 'cookieTracking'>) {
  return new Hono<Env>().get('/', (c) => c.json(cookieTracking.hits(c.get('market'))));
}
