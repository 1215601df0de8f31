/**
 * SPEC §7 Identification, mounted at /identification: the market's methods (config), the order's
 * state, and the four methods: the national digital ID (identification/id-austria.ts), bank e-ident
 * (identification/e-id.ts), ID photo upload and selfie video (identification/upload.ts). Every call
 * but the phone's upload (which carries its link's token) is about the caller's order
 * (identification/order.ts); success clears its isIdentOpen. The providers' pages are the sandbox's
 * (sandbox/identification/).
 */
import { Hono } from 'hono';
import { identificationConfig, identificationState } from '@storefront/wire';
import type { StorefrontOrigin } from '../auth/links';
import type { Clock } from '../clock';
import type { Env } from '../context';
import { IDENT_METHODS } from '../identification/methods';
import { currentState, identOrder } from '../identification/order';
import { eIdRoutes } from './identification/e-id';
import { idAustriaRoutes } from './identification/id-austria';
import { settleUpload, uploadRoutes, type UploadStores } from './identification/upload';

export function identificationRoutes(store: UploadStores, clock: Clock, storefront: StorefrontOrigin) {
  const app = new Hono<Env>();

  app.get('/config', (c) => c.json(identificationConfig.parse({ methods: IDENT_METHODS[c.get('market')] })));

  app.get('/state', (c) => {
    const found = identOrder(c, store, clock);
    if (!found.ok) return found.response;
    const { market, salesOrderId } = found.order;
    const now = clock.now();
    for (const attempt of store.identification.ofOrder(market, salesOrderId)) if (attempt.upload) settleUpload(store, attempt, now);
    return c.json(identificationState.parse(currentState(store, found.order)));
  });

  app.route('/e-id', eIdRoutes(store, clock));
  app.route('/', uploadRoutes(store, clock, storefront));
  app.route('/', idAustriaRoutes(store, clock));
  return app;
}
