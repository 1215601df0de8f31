/**
 * The fixed-line sandbox:
 * - GET  /sandbox/fixedline/contacts       the stored leads of the market, to see what the form sent
 * - GET  /sandbox/fixedline/build-notices  the stored "tell me when it is built" requests
 * - POST /sandbox/fixedline/builds         `{ addressId }` of a planned address: the build of its area
 *   is decided (the network planner's stand-in); its requests are mailed and deleted
 */
import { Hono } from 'hono';
import { addressChooseRequest } from '@storefront/wire';
import type { Clock } from '../clock';
import { apiError, type Env } from '../context';
import { announceBuild, areaOf, isPlanned } from '../fibre-build-notice';
import { jsonBody } from '../json-body';
import type { Store } from '../store';

export function sandboxFixedLineRoutes({ fixedLine, outbox, config }: Pick<Store, 'fixedLine' | 'outbox' | 'config'>, clock: Clock) {
  const app = new Hono<Env>();
  app.get('/contacts', (c) => c.json(fixedLine.leads(c.get('market'))));
  app.get('/build-notices', (c) => c.json(fixedLine.buildNotices(c.get('market'))));
  const buildBody = jsonBody(
    addressChooseRequest,
    (c) => apiError(c, 400, 'invalid_request', 'Send { "addressId": "…" } of a planned address.'),
    {
      unreadableAsNone: true,
    },
  );

  app.post('/builds', buildBody, async (c) => {
    const market = c.get('market');
    const addresses = fixedLine.addresses(market);
    const address = addresses.find((a) => a.id === c.req.valid('json').addressId);
    const countryId = config.mandant(market)?.countryConfig.countryId;
    if (!address || !countryId) return apiError(c, 404, 'not_found', 'No such address.');
    if (!isPlanned(address)) return apiError(c, 409, 'not_planned', 'No fibre build is planned at this address.');
    const mailed = announceBuild({ fixedLine, outbox }, market, address, addresses, countryId, clock.now());
    return c.json({ area: areaOf(address), mailed });
  });
  return app;
}
