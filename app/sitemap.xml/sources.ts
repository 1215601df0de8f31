import 'server-only';
import { openPositions } from '@/content/company/positions';
import type { DeviceKind } from '@/lib/catalogue/device-kinds';
import { deviceGroupsOf } from '@/lib/catalogue/device-reads';
import { DEVICE_ROUTES, detailParams } from '@/lib/catalogue/devices';
import { fail, ok } from '@/lib/platform/content-api/result';
import { getShops } from '@/lib/platform/content-api/shops';
import { getTariffGroups } from '@/lib/platform/content-api/tariffs';
import { publicTariffs } from '@/lib/domain/hidden-tariffs';
import { groupSlug } from '@/lib/domain/slug';
import type { Route } from '@/lib/platform/i18n/pathnames';
import type { ParamsSource } from '@/lib/platform/seo/sitemap';

const tariffSlugs: ParamsSource = async (ctx) => {
  const groups = await getTariffGroups(ctx);
  if (!groups.ok) return fail(groups.error);
  // Hidden tariffs are reachable by link only and their pages are noindex (SPEC §3 special deals).
  return ok(publicTariffs(groups.data.flatMap((g) => g.tariffs)).map((t) => ({ slug: t.tariffDetailLink })));
};

const shopIds: ParamsSource = async (ctx) => {
  const shops = await getShops(ctx);
  return shops.ok ? ok(shops.data.map((shop) => ({ id: shop.id }))) : fail(shops.error);
};

/** Open positions are content modules of the shop, not content-API data. */
const positionIds: ParamsSource = async (ctx) => ok(openPositions(ctx.market).map((position) => ({ id: position.id })));

function deviceSource(kind: DeviceKind, level: 'group' | 'detail'): ParamsSource {
  return async (ctx) => {
    const groups = await deviceGroupsOf(ctx, kind);
    if (!groups.ok) return fail(groups.error);
    return ok(
      level === 'group'
        ? groups.data.map((g) => ({ group: groupSlug(g.groupName) }))
        : groups.data.flatMap((g) => g.models.map((m) => detailParams(g, m))),
    );
  };
}

const deviceSources = Object.fromEntries(
  (Object.keys(DEVICE_ROUTES) as DeviceKind[]).flatMap((kind) => [
    [DEVICE_ROUTES[kind].group, deviceSource(kind, 'group')],
    [DEVICE_ROUTES[kind].detail, deviceSource(kind, 'detail')],
  ]),
) as Partial<Record<Route, ParamsSource>>;

/**
 * Where the sitemap finds the pages of each public route with parameters. A new such route adds
 * its source here (tests/unit/sitemap.test.ts fails until it does).
 */
export const PARAMS_SOURCES: Partial<Record<Route, ParamsSource>> = {
  '/tariffs/[slug]': tariffSlugs,
  '/shops/[id]': shopIds,
  '/careers/[id]': positionIds,
  ...deviceSources,
};
