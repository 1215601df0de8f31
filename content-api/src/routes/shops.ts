import { Hono } from 'hono';
import { shop, shops } from '../../../lib/content-api/schemas';
import { apiError, sendWire, type Deps, type Env } from '../context';

/** GET /shops and /shops/{id}: the market's shops (CAMP: camp service points) in seed order. */
export function shopRoutes({ store }: Deps) {
  const app = new Hono<Env>();

  app.get('/', (c) => sendWire(c, shops, store.shops.all(c.get('market'))));

  app.get('/:id', (c) => {
    const found = store.shops.all(c.get('market')).find((s) => s.id === c.req.param('id'));
    return found ? sendWire(c, shop, found) : apiError(c, 404, 'not_found', 'No such shop.');
  });

  return app;
}
