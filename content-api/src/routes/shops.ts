import { Hono } from 'hono';
import { shop, shops } from '@storefront/wire';
import { apiError, sendWire, type Env } from '../context';
import type { Store } from '../store';

/** GET /shops and /shops/{id}: the market's shops (CAMP: camp service points) in seed order. */
export function shopRoutes({ shops: shopStore }: Pick<Store, 'shops'>) {
  const app = new Hono<Env>();

  app.get('/', (c) => sendWire(c, shops, shopStore.all(c.get('market'))));

  app.get('/:id', (c) => {
    const found = shopStore.all(c.get('market')).find((s) => s.id === c.req.param('id'));
    return found ? sendWire(c, shop, found) : apiError(c, 404, 'not_found', 'No such shop.');
  });

  return app;
}
