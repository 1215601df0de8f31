/**
 * PUT /sandbox/portings/{phoneAccountId} {"status", "reason", "isPreValidated"}: the provider's
 * processing of a mobile porting, moved by a person or a test (rules in ../portings/lifecycle.ts:
 * only a signed, pre-validated porting becomes READY_FOR_PROCESSING; FAILED needs a reason).
 * GET /sandbox/portings/{phoneAccountId}: the porting as its customer sees it.
 * DELETE /sandbox/portings/{phoneAccountId}/links: ends the porting's live signing links now, as if
 * their 30 minutes had passed (204; 404 when none is live), so that a test can open an expired link
 * without moving everyone's clock.
 */
import { Hono } from 'hono';
import { sandboxPortingMove } from '@storefront/wire';
import { dayOf, type Clock } from '../clock';
import { apiError, type Env } from '../context';
import { movePorting } from '../portings/lifecycle';
import { mobilePortingWire } from '../portings/wire';
import type { Store } from '../store';
import { jsonBody } from '../json-body';

export function sandboxPortingRoutes({ portingCases }: Pick<Store, 'portingCases'>, clock: Clock) {
  const app = new Hono<Env>();
  const mobile = (market: Env['Variables']['market'], id: string) => {
    const porting = portingCases.get(market, id);
    return porting?.kind === 'MOBILE' ? porting : undefined;
  };

  app.get('/:id', (c) => {
    const porting = mobile(c.get('market'), c.req.param('id'));
    return porting ? c.json(mobilePortingWire(porting, dayOf(clock.now()))) : apiError(c, 404, 'not_found', 'No such mobile porting.');
  });

  app.put('/:id', jsonBody(sandboxPortingMove), async (c) => {
    const porting = mobile(c.get('market'), c.req.param('id'));
    if (!porting) return apiError(c, 404, 'not_found', 'No such mobile porting.');
    const body = c.req.valid('json');
    const outcome = movePorting(porting, body, clock.now());
    if (!outcome.ok) return apiError(c, outcome.status, outcome.code, outcome.message);
    portingCases.put(c.get('market'), outcome.porting);
    return c.json(mobilePortingWire(outcome.porting, dayOf(clock.now())));
  });

  app.delete('/:id/links', (c) => {
    const ended = portingCases.expireLinks(c.get('market'), c.req.param('id'), clock.now());
    return ended > 0 ? c.body(null, 204) : apiError(c, 404, 'not_found', 'No live signing link of this porting.');
  });
  return app;
}
