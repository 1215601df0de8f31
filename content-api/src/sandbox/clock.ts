import { Hono } from 'hono';
import { z } from 'zod';
import type { Clock } from '../clock';
import { apiError } from '../context';

const clockBody = z.object({ now: z.iso.datetime({ offset: true }) });

/** PUT /sandbox/clock {now}: moves the clock (deal windows, token expiry); answers whatever X-Market says. */
export function sandboxClockRoutes(clock: Clock) {
  const app = new Hono();

  app.put('/', async (c) => {
    const body = clockBody.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return apiError(c, 400, 'invalid_request', 'now must be an ISO date-time.');
    clock.set(new Date(body.data.now));
    return c.json({ now: clock.now().toISOString() });
  });

  return app;
}
