import { Hono } from 'hono';
import { cookieTrackingKey } from '@storefront/wire';
import type { Clock } from '../clock';
import { apiError, type Env } from '../context';
import { leadRetentionCutoff } from '../retention';
import type { Store } from '../store';

/** SPEC §7 Orders: the cookie-tracking hit (GET /cookietracking/{x}). */
export function cookieTrackingRoutes({ cookieTracking }: Pick<Store, 'cookieTracking'>, clock: Clock) {
  const app = new Hono<Env>();

  /** Records one visit of a visitor who allowed statistics; the key is a pseudonymous visit id. */
  app.get('/:key', (c) => {
    const key = cookieTrackingKey.safeParse(c.req.param('key'));
    if (!key.success) return apiError(c, 400, 'invalid_request', 'The tracking key must be 8 to 64 letters, digits, "-" or "_".');
    const now = clock.now();
    cookieTracking.addHit(c.get('market'), key.data, now, leadRetentionCutoff(now));
    return c.body(null, 204);
  });

  return app;
}
