/**
 * The sandbox: admin stand-ins that are not SPEC §7 contract (moving the clock, changing a price,
 * seeing what forms stored, the captcha, holding and completing orders, moving portings), all under /sandbox. app.ts
 * mounts this before its request context.
 */
import { Hono } from 'hono';
import { requestContext, type Deps, type Env } from '../context';
import type { OrderGate } from '../orders/gate';
import { sandboxCaptchaRoutes } from './captcha';
import { sandboxClockRoutes } from './clock';
import { sandboxContactRoutes } from './contact';
import { sandboxCookieTrackingRoutes } from './cookie-tracking';
import { sandboxCustomerRoutes } from './customers';
import { sandboxFixedLineRoutes } from './fixedline';
import { sandboxIdentificationRoutes } from './identification';
import { sandboxOrderRoutes } from './orders';
import { sandboxOutboxRoutes } from './outbox';
import { sandboxPaymentRoutes } from './payment';
import { sandboxPortingRoutes } from './portings';
import { sandboxSocialTariffRoutes } from './social-tariff';
import { sandboxTariffRoutes } from './tariffs';

export function sandboxRoutes({ store, clock, revalidate }: Deps, orderGate: OrderGate) {
  const app = new Hono<Env>();
  // The clock and the payment providers' pages answer whatever X-Market and previewdate say, like
  // /health; the rest reads the market.
  app.route('/clock', sandboxClockRoutes(clock));
  app.route('/payment', sandboxPaymentRoutes(store, clock));
  app.route('/identification', sandboxIdentificationRoutes(store, clock));
  app.use('*', requestContext(clock));
  app.route('/tariffs', sandboxTariffRoutes(store, revalidate));
  app.route('/socialtariff', sandboxSocialTariffRoutes(store));
  app.route('/contact', sandboxContactRoutes(store));
  app.route('/cookietracking', sandboxCookieTrackingRoutes(store));
  app.route('/fixedline', sandboxFixedLineRoutes(store, clock));
  app.route('/captcha', sandboxCaptchaRoutes(store, clock));
  app.route('/orders', sandboxOrderRoutes(store, orderGate, clock));
  app.route('/customers', sandboxCustomerRoutes(store));
  app.route('/outbox', sandboxOutboxRoutes(store));
  app.route('/portings', sandboxPortingRoutes(store, clock));
  return app;
}
