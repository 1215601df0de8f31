import { Hono } from 'hono';
import { z } from 'zod';
import { apiError, requestContext, type Deps, type Env } from './context';
import { authRoutes } from './routes/auth';
import { catalogueRoutes } from './routes/catalogue';
import { configRoutes } from './routes/config';
import { contactRoutes } from './routes/contact';
import { customerRoutes } from './routes/customer';
import { fileRoutes } from './routes/files';
import { fixedLineRoutes } from './routes/fixedline';
import { productRoutes } from './routes/products';
import { sandboxCatalogueRoutes } from './routes/sandbox-catalogue';
import { shopRoutes } from './routes/shops';
import { socialTariffRoutes } from './routes/social-tariff';

const clockBody = z.object({ now: z.iso.datetime({ offset: true }) });

/** The reference content API (SPEC §7) as a Hono app; main.ts serves it, tests call app.request(). */
export function createApp(deps: Deps) {
  const app = new Hono<Env>({ strict: false });

  app.onError((error, c) => {
    console.error('[content-api]', c.req.method, c.req.path, error);
    return apiError(c, 500, 'server_error', 'Internal server error.');
  });
  app.notFound((c) => apiError(c, 404, 'not_found', 'No such resource.'));

  app.get('/health', (c) => c.json({ ok: true }));

  /** Sandbox: move the clock (deal windows, token expiry). */
  app.put('/sandbox/clock', async (c) => {
    const body = clockBody.safeParse(await c.req.json().catch(() => undefined));
    if (!body.success) return apiError(c, 400, 'invalid_request', 'now must be an ISO date-time.');
    deps.clock.set(new Date(body.data.now));
    return c.json({ now: deps.clock.now().toISOString() });
  });

  app.use('*', requestContext(deps.clock));
  app.route('/config', configRoutes(deps));
  app.route('/', catalogueRoutes(deps));
  app.route('/', sandboxCatalogueRoutes(deps));
  app.route('/products', productRoutes(deps));
  app.route('/shops', shopRoutes(deps));
  app.route('/', socialTariffRoutes(deps));
  app.route('/authentication', authRoutes(deps));
  app.route('/', customerRoutes(deps));
  app.route('/', contactRoutes(deps));
  app.route('/files', fileRoutes(deps));
  app.route('/', fixedLineRoutes(deps));
  return app;
}
