/**
 * PUT /sandbox/portings/{phoneAccountId} {"status", "reason", "isPreValidated"}: the provider's
 * processing of a mobile porting, moved by a person or a test (rules in ../portings/lifecycle.ts:
 * only a signed, pre-validated porting becomes READY_FOR_PROCESSING; FAILED needs a reason).
 * GET /sandbox/portings/{phoneAccountId}: the porting as its customer sees it.
 */
import { Hono } from 'hono';
import { fieldErrorsOf } from '../../../lib/content-api/field-errors';
import { sandboxPortingMove } from '../../../lib/content-api/schemas';
import { dayOf, type Clock } from '../clock';
import { apiError, type Env } from '../context';
import { movePorting } from '../portings/lifecycle';
import { mobilePortingWire } from '../portings/wire';
import { invalid, jsonBody } from '../routes/payment/shared';
import type { Store } from '../store';

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

  app.put('/:id', async (c) => {
    const porting = mobile(c.get('market'), c.req.param('id'));
    if (!porting) return apiError(c, 404, 'not_found', 'No such mobile porting.');
    const body = sandboxPortingMove.safeParse(await jsonBody(c));
    if (!body.success) return invalid(c, fieldErrorsOf(body.error.issues));
    const outcome = movePorting(porting, body.data, clock.now());
    if (!outcome.ok) return apiError(c, outcome.status, outcome.code, outcome.message);
    portingCases.put(c.get('market'), outcome.porting);
    return c.json(mobilePortingWire(outcome.porting, dayOf(clock.now())));
  });
  return app;
}
