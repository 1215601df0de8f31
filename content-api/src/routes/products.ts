import { Hono } from 'hono';
import type { z } from 'zod';
import { deviceGroups, deviceModel, fixedLineConnections, networkDeviceGroups, networkDeviceModel } from '@storefront/wire';
import { apiError, sendWire, type Ctx, type Env } from '../context';
import { visibleOn } from '../present';
import type { Store } from '../store';
import type { DeviceKind } from '../store/devices';
import type { SeedDeviceGroup } from '../../seed/types';

/** Smartphones, routers and repeaters in groups; a model by id; fixed-line connection products. */
export function productRoutes({ devices }: Pick<Store, 'devices'>) {
  const app = new Hono<Env>();

  /** The groups of a kind with the models visible on the read day; empty groups are left out. */
  const visibleGroups = (c: Ctx, kind: DeviceKind): SeedDeviceGroup<{ deviceModelSaleId: string }>[] =>
    devices
      .groups(c.get('market'), kind)
      .map((group) => ({ ...group, models: group.models.filter((m) => visibleOn(m, c.get('read'))) }))
      .filter((group) => group.models.length > 0);

  const collection = (path: string, kind: DeviceKind, list: z.ZodType, one: z.ZodType) => {
    app.get(path, (c) => sendWire(c, list, visibleGroups(c, kind)));
    app.get(`${path}/:id`, (c) => {
      const id = c.req.param('id');
      const model = visibleGroups(c, kind)
        .flatMap((g) => g.models)
        .find((m) => m.deviceModelSaleId === id);
      return model ? sendWire(c, one, model) : apiError(c, 404, 'not_found', 'No such product.');
    });
  };

  collection('/smartphones', 'smartphones', deviceGroups, deviceModel);
  collection('/router', 'routers', networkDeviceGroups, networkDeviceModel);
  collection('/repeater', 'repeaters', networkDeviceGroups, networkDeviceModel);

  app.get('/connections', (c) =>
    sendWire(
      c,
      fixedLineConnections,
      devices.connections(c.get('market')).filter((m) => visibleOn(m, c.get('read'))),
    ),
  );

  return app;
}
