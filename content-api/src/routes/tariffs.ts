import { Hono } from 'hono';
import { tariff, tariffGroups } from '@storefront/wire';
import { apiError, sendWire, type Ctx, type Env } from '../context';
import { pick } from '../localise';
import { visibleOn } from '../present';
import type { Store } from '../store';

/** GET /tariffs and /tariffs/{id}: the mobile tariffs visible on the read day. */
export function tariffRoutes({ tariffs }: Pick<Store, 'tariffs'>) {
  const app = new Hono<Env>();
  const visibleTariffs = (c: Ctx) => tariffs.mobile(c.get('market')).filter((t) => visibleOn(t, c.get('read')));

  /** Grouped by tariff group, groups and tariffs in seed order. */
  app.get('/', (c) => {
    const groups = new Map<string, unknown[]>();
    for (const t of visibleTariffs(c)) {
      const name = pick(t.group, c.get('language'));
      groups.set(name, [...(groups.get(name) ?? []), t]);
    }
    return sendWire(
      c,
      tariffGroups,
      [...groups].map(([tariffGroupName, members]) => ({ tariffGroupName, tariffs: members })),
    );
  });

  app.get('/:id', (c) => {
    const found = visibleTariffs(c).find((t) => t.tariffModelSalesId === c.req.param('id'));
    return found ? sendWire(c, tariff, found) : apiError(c, 404, 'not_found', 'No such tariff.');
  });

  return app;
}
