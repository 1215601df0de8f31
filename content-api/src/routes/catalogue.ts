import { Hono } from 'hono';
import { faqGroups, fixedLineTariffs, tariff, tariffGroups } from '../../../lib/content-api/schemas';
import { apiError, sendWire, type Ctx, type Deps, type Env } from '../context';
import { pick } from '../localise';
import { visibleOn } from '../present';

/** Tariffs, fixed-line tariffs and FAQ: what is visible on the read day. */
export function catalogueRoutes({ store }: Deps) {
  const app = new Hono<Env>();
  const visibleTariffs = (c: Ctx) =>
    store.tariffs.mobile(c.get('market')).filter((t) => visibleOn(t, c.get('read')));

  /** Grouped by tariff group, groups and tariffs in seed order. */
  app.get('/tariffs', (c) => {
    const groups = new Map<string, unknown[]>();
    for (const t of visibleTariffs(c)) {
      const name = pick(t.group, c.get('language'));
      groups.set(name, [...(groups.get(name) ?? []), t]);
    }
    return sendWire(
      c,
      tariffGroups,
      [...groups].map(([tariffGroupName, tariffs]) => ({ tariffGroupName, tariffs })),
    );
  });

  app.get('/tariffs/:id', (c) => {
    const found = visibleTariffs(c).find((t) => t.tariffModelSalesId === c.req.param('id'));
    return found ? sendWire(c, tariff, found) : apiError(c, 404, 'not_found', 'No such tariff.');
  });

  app.get('/fixedline/tariffs', (c) =>
    sendWire(
      c,
      fixedLineTariffs,
      store.tariffs.fixedLine(c.get('market')).filter((t) => visibleOn(t, c.get('read'))),
    ),
  );

  app.get('/faq', (c) => sendWire(c, faqGroups, store.faq.all(c.get('market'))));

  return app;
}
