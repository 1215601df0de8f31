import { Hono } from 'hono';
import { apiError, requestContext, type Deps, type Env } from './context';
import { orderGate } from './orders/gate';
import { storefrontOrigin } from './auth/links';
import { authRoutes } from './routes/auth';
import { configRoutes } from './routes/config';
import { contactRoutes } from './routes/contact';
import { cookieTrackingRoutes } from './routes/cookie-tracking';
import { customerAreaRoutes } from './routes/customer-area';
import { faqRoutes } from './routes/faq';
import { fileRoutes } from './routes/files';
import { fixedLineRoutes } from './routes/fixedline';
import { identificationRoutes } from './routes/identification';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payment';
import { portingRoutes } from './routes/portings';
import { productRoutes } from './routes/products';
import { shopRoutes } from './routes/shops';
import { simCardRoutes } from './routes/simcards';
import { socialTariffRoutes } from './routes/social-tariff';
import { tariffRoutes } from './routes/tariffs';
import { userRoutes } from './routes/user';
import { sandboxRoutes } from './sandbox';
import { malformedJson } from './json-body';

/**
 * The reference content API (SPEC §7) as a Hono app; main.ts serves it, tests call app.request().
 * Each file of routes/ serves the one prefix it is mounted at; sandbox/ everything under /sandbox.
 */
export function createApp(deps: Deps) {
  const { store, clock } = deps;
  const app = new Hono<Env>({ strict: false });
  // Order creation waits here; the sandbox holds it to make a still-running request testable.
  const gate = orderGate();

  app.onError((error, c) => {
    const refused = malformedJson(error, c);
    if (refused) return refused;
    console.error('[content-api]', c.req.method, c.req.path, error);
    return apiError(c, 500, 'server_error', 'Internal server error.');
  });
  app.notFound((c) => apiError(c, 404, 'not_found', 'No such resource.'));

  // Before the request context: these answer whatever X-Market and previewdate say.
  app.get('/health', (c) => c.json({ ok: true }));
  app.route('/sandbox', sandboxRoutes(deps, gate));

  app.use('*', requestContext(clock));
  app.route('/config', configRoutes(store));
  app.route('/tariffs', tariffRoutes(store));
  app.route('/faq', faqRoutes(store));
  app.route('/products', productRoutes(store));
  app.route('/shops', shopRoutes(store));
  app.route('/socialtariff', socialTariffRoutes(store, clock));
  app.route('/authentication', authRoutes(store, clock, deps.storefront ?? storefrontOrigin({})));
  app.route('/user', userRoutes(store, clock));
  app.route('/customerarea', customerAreaRoutes(store, clock));
  app.route('/contact', contactRoutes(store, clock));
  app.route('/cookietracking', cookieTrackingRoutes(store, clock));
  app.route('/files', fileRoutes(store));
  app.route('/fixedline', fixedLineRoutes(store, clock));
  app.route('/orders', orderRoutes(store, clock, gate));
  app.route('/portings', portingRoutes(store, clock, deps.storefront ?? storefrontOrigin({})));
  app.route('/payment', paymentRoutes(store, clock));
  app.route('/simcards', simCardRoutes(store, clock));
  app.route('/identification', identificationRoutes(store, clock, deps.storefront ?? storefrontOrigin({})));
  return app;
}
