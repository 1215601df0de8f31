/**
 * /authentication (SPEC §7): the login methods, passwords and the logged-in customer's token, each
 * in its module of ../auth/. They share the throttle (guessing and flooding) and the links into the
 * storefront.
 */
import { Hono } from 'hono';
import { accessRoutes } from '../auth/access-routes';
import { storefrontLinks, type StorefrontOrigin } from '../auth/links';
import { loginRoutes } from '../auth/login-routes';
import { passwordRoutes } from '../auth/password-routes';
import { authThrottle } from '../auth/throttle';
import type { Clock } from '../clock';
import type { Env } from '../context';
import type { Store } from '../store';

export { TOKEN_LIFETIME_MS } from '../auth/kit';

export function authRoutes(store: Store, clock: Clock, storefront: StorefrontOrigin) {
  const deps = { store, clock, throttle: authThrottle(store, clock), linkTo: storefrontLinks(store, storefront) };
  const app = new Hono<Env>();
  app.route('/', loginRoutes(deps));
  app.route('/', passwordRoutes(deps));
  app.route('/', accessRoutes(deps));
  return app;
}
