/**
 * SPEC §7 Portings, mounted at /portings: what the order form needs (the previous providers and the
 * possible porting dates); a customer's portings (porting-cases.ts) and their signature
 * (porting-signature.ts) are mounted here too.
 */
import { Hono } from 'hono';
import { fieldErrorBody, portingContractType, portingFreeDates, portingProviders } from '@storefront/wire';
import { dayIn } from '@storefront/rules/opening-hours';
import { portingFreeDates as freeDates } from '@storefront/rules/porting-dates';
import { MARKETS } from '@storefront/markets/markets';
import type { StorefrontOrigin } from '../auth/links';
import type { Clock } from '../clock';
import type { Env } from '../context';
import type { Store } from '../store';
import { portingCaseRoutes } from './porting-cases';
import { portingSignatureRoutes } from './porting-signature';

export function portingRoutes(store: Store, clock: Clock, origin: StorefrontOrigin) {
  const { portings } = store;
  const app = new Hono<Env>();

  /**
   * GET /portings/providers[?contractType=POSTPAID|PREPAID|BUSINESS]: the previous providers of the
   * market, those supporting the contract type when one is given. SPEC §5: only those three types
   * are accepted; any other value (lower case and empty included) is a 400 naming the field.
   */
  app.get('/providers', (c) => {
    const providers = portings.all(c.get('market'));
    const asked = c.req.query('contractType');
    if (asked === undefined) return c.json(portingProviders.parse(providers));
    const contractType = portingContractType.safeParse(asked);
    if (!contractType.success) {
      return c.json(
        fieldErrorBody.parse({
          error: 'invalid_contract_type',
          message: 'contractType must be POSTPAID, PREPAID or BUSINESS.',
          fields: [{ field: 'contractType', code: 'invalid_format' }],
        }),
        400,
      );
    }
    return c.json(portingProviders.parse(providers.filter((p) => p.supportedContractTypes.includes(contractType.data))));
  });

  /** GET /portings/freedates: the next possible porting dates from the sandbox clock's today in the market (lib/domain/porting-dates.ts). */
  app.get('/freedates', (c) => {
    const market = c.get('market');
    return c.json(portingFreeDates.parse(freeDates(market, dayIn(MARKETS[market].timeZone, clock.now()))));
  });

  app.route('/', portingCaseRoutes(store, clock));
  app.route('/', portingSignatureRoutes(store, clock, origin));
  return app;
}
