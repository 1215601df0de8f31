/** /simcards (SPEC §7 SIM cards): a line's card state, blocking it and replacing it; logic in ../customer-lines/sim-cards.ts. */
import { Hono } from 'hono';
import { simReplacement, simReplacementRequest, simState } from '@storefront/wire';
import type { Clock } from '../clock';
import { apiError } from '../context';
import { mobileLineOf, type LineCtx } from '../customer-lines/lines';
import { confirmReplacement, lockSim, requestReplacement, simStateOf, type ReplacementOutcome } from '../customer-lines/sim-cards';
import { requireCustomer, type CustomerEnv } from '../require-customer';
import type { Store } from '../store';
import { jsonBody } from '../json-body';
import { invalid } from '../invalid-request';

const CONFLICTS = {
  feature_required: [403, 'Replacing a SIM card needs the SIM_CHANGE feature.'],
  sim_blocked: [409, 'The SIM card is blocked; only customer service can help with it.'],
  no_replacement_pending: [409, 'No replacement card is on its way to this line.'],
} as const;

function answer(c: LineCtx, outcome: ReplacementOutcome, status: 200 | 201) {
  if (outcome.ok) return c.json(simReplacement.parse(outcome.replacement), status);
  if ('fields' in outcome) return invalid(c, outcome.fields);
  const [code, message] = CONFLICTS[outcome.conflict];
  return apiError(c, code, outcome.conflict, message);
}

export function simCardRoutes(store: Pick<Store, 'customers' | 'customerState'>, clock: Clock) {
  const app = new Hono<CustomerEnv>();
  app.use('*', requireCustomer(store, clock));

  app.get('/:key', (c) => {
    const found = mobileLineOf(c, clock, c.req.param('key'));
    return found.ok ? c.json(simState.parse(simStateOf(store, found.line))) : found.response;
  });

  app.put('/:key/:call{action:lock}', (c) => {
    const found = mobileLineOf(c, clock, c.req.param('key'));
    if (!found.ok) return found.response;
    if (!lockSim(store, found.line, clock.now()))
      return apiError(c, 409, 'already_blocked', 'The SIM card is blocked; only customer service can reactivate it.');
    return c.json(simState.parse(simStateOf(store, found.line)));
  });

  app.post('/replacements', jsonBody(simReplacementRequest), async (c) => {
    const body = c.req.valid('json');
    const found = mobileLineOf(c, clock, body.productKey);
    if (!found.ok) return found.response;
    return answer(c, requestReplacement(store, found.line, body.simType, clock.now()), 201);
  });

  app.post('/:key/replacements/:iccid', (c) => {
    const found = mobileLineOf(c, clock, c.req.param('key'));
    if (!found.ok) return found.response;
    return answer(c, confirmReplacement(store, found.line, c.req.param('iccid')), 200);
  });

  return app;
}
