import { Hono } from 'hono';
import { z } from 'zod';
import type { Clock } from '../clock';
import { apiError } from '../context';
import { jsonBody } from '../json-body';

const clockBody = z.object({ now: z.iso.datetime({ offset: true }) });

/** PUT /sandbox/clock {now}: moves the clock (deal windows, token expiry); answers whatever X-Market says. */
export function sandboxClockRoutes(clock: Clock) {
  const app = new Hono();

  app.put(
    '/',
    jsonBody(clockBody, (c) => apiError(c, 400, 'invalid_request', 'now must be an ISO date-time.')),
    async (c) => {
      const body = c.req.valid('json');
      clock.set(new Date(body.now));
      return c.json({ now: clock.now().toISOString() });
    },
  );

  return app;
}
