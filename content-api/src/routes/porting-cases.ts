/**
 * SPEC §7 Portings of a customer, mounted by portings.ts at /portings: the lists (bearer token), the
 * correction of a mobile or fixed-line porting and re-presenting a failed one (bearer token, or the
 * order's token for a porting an order made). Another customer's id answers 404 like an unknown one.
 * Rules in ../portings/.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { fixedLinePortingChange, mobilePortingChange } from '@storefront/wire';
import { dayOf, type Clock } from '../clock';
import { apiError, type Env } from '../context';
import { ownFixedLinePorting, ownMobilePorting, type PortingStore } from '../portings/access';
import { correctFixedLinePorting, correctMobilePorting, type Correction, type CorrectionContext } from '../portings/correction';
import { represent } from '../portings/lifecycle';
import { fixedLinePortingWire, mobilePortingWire } from '../portings/wire';
import { customerOf } from '../require-customer';
import type { Store } from '../store';
import type { FixedLinePortingRecord, MobilePortingRecord } from '../store/porting-cases';
import { jsonBody } from '../json-body';
import { invalid } from '../invalid-request';

/** ownMobilePorting or ownFixedLinePorting (../portings/access.ts). */
type Own<P> = (c: Context, store: PortingStore, clock: Clock, id: string) => { ok: true; porting: P } | { ok: false; response: Response };
type PortingEnv<P> = { Variables: Env['Variables'] & { porting: P } };

export function portingCaseRoutes(store: PortingStore & Pick<Store, 'portings'>, clock: Clock) {
  const app = new Hono<Env>();
  const today = () => dayOf(clock.now());
  const correction = <E extends Env>(c: Context<E>): CorrectionContext => ({
    market: c.get('market'),
    today: today(),
    providers: store.portings.all(c.get('market')),
  });
  const customerPortings = (c: Context<Env>) => {
    const customer = customerOf(c, store, clock);
    return customer ? store.portingCases.ofCustomer(c.get('market'), customer.customerNumber) : undefined;
  };
  const unauthorized = (c: Context<Env>) => apiError(c, 401, 'unauthorized', 'A valid bearer token is required.');
  const isMobile = (p: MobilePortingRecord | FixedLinePortingRecord): p is MobilePortingRecord => p.kind === 'MOBILE';
  const isFixedLine = (p: MobilePortingRecord | FixedLinePortingRecord): p is FixedLinePortingRecord => p.kind === 'FIXEDLINE';

  app.get('/mobile', (c) => {
    const portings = customerPortings(c);
    return portings ? c.json(portings.filter(isMobile).map((p) => mobilePortingWire(p, today()))) : unauthorized(c);
  });

  app.get('/fixedline', (c) => {
    const portings = customerPortings(c);
    return portings ? c.json(portings.filter(isFixedLine).map((p) => fixedLinePortingWire(p, today()))) : unauthorized(c);
  });

  /** The caller's porting of the path's `id` (401/404 as `own` says), found before the body is read. */
  const owned =
    <P extends MobilePortingRecord | FixedLinePortingRecord>(own: Own<P>): MiddlewareHandler<PortingEnv<P>> =>
    async (c, next) => {
      const found = own(c, store, clock, c.req.param('id') ?? '');
      if (!found.ok) return found.response;
      c.set('porting', found.porting);
      await next();
    };

  /** Applies the correction to the porting, stores and answers it (400/409 otherwise). */
  const corrected = <P extends MobilePortingRecord | FixedLinePortingRecord, B>(
    c: Context<PortingEnv<P>>,
    body: B,
    correct: (porting: P, body: B, ctx: CorrectionContext) => Correction<P>,
    wire: (porting: P, today: string) => unknown,
  ) => {
    const outcome = correct(c.get('porting'), body, correction(c));
    if (!outcome.ok) return 'fields' in outcome ? invalid(c, outcome.fields) : apiError(c, 409, outcome.conflict, outcome.message);
    store.portingCases.put(c.get('market'), outcome.porting);
    return c.json(wire(outcome.porting, today()) as object);
  };

  app.put('/phoneaccounts/:id', owned(ownMobilePorting), jsonBody(mobilePortingChange), (c) =>
    corrected(c, c.req.valid('json'), correctMobilePorting, mobilePortingWire),
  );

  app.put('/phoneaccounts/:id/:call{action:represent}', (c) => {
    const found = ownMobilePorting(c, store, clock, c.req.param('id'));
    if (!found.ok) return found.response;
    const outcome = represent(found.porting);
    if (!outcome.ok) return apiError(c, outcome.status, outcome.code, outcome.message);
    store.portingCases.put(c.get('market'), outcome.porting);
    return c.json(mobilePortingWire(outcome.porting, today()));
  });

  app.put('/fixedline/phoneaccounts/:id', owned(ownFixedLinePorting), jsonBody(fixedLinePortingChange), (c) =>
    corrected(c, c.req.valid('json'), correctFixedLinePorting, fixedLinePortingWire),
  );

  return app;
}
