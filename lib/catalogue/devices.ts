import type { DeviceKind } from '@/lib/catalogue/device-kinds';
import { groupSlug } from '@/lib/domain/slug';
import type { Route } from '@/lib/platform/i18n/pathnames';
import type { DeviceModel } from '@/lib/platform/content-api/schemas';

/** A smartphone, router or repeater; routers and repeaters add part number and EAN (SPEC §3). */
export type ShopDeviceModel = DeviceModel & { manufacturerPartNumber?: string; eanCode?: string };
export type ShopDeviceGroup = { groupName: string; models: ShopDeviceModel[] };

/** The internal routes of a device kind: list, group and variant detail. */
export const DEVICE_ROUTES = {
  smartphone: { list: '/smartphones', group: '/smartphones/[group]', detail: '/smartphones/[group]/[id]' },
  router: { list: '/routers', group: '/routers/[group]', detail: '/routers/[group]/[id]' },
  repeater: { list: '/repeaters', group: '/repeaters/[group]', detail: '/repeaters/[group]/[id]' },
} as const satisfies Record<DeviceKind, { list: Route; group: Route; detail: Route }>;

/** A group's models in the order the content API gives them for the group (orderInGroup). */
export function sortedModels(group: ShopDeviceGroup): ShopDeviceModel[] {
  return [...group.models].sort((a, b) => a.orderInGroup - b.orderInGroup);
}

/** The group whose link slug (SPEC §2: name in lower case, spaces removed) is `slug`. */
export function findGroup(groups: ShopDeviceGroup[], slug: string): ShopDeviceGroup | undefined {
  return groups.find((g) => groupSlug(g.groupName) === slug);
}

/** A model and its group by deviceModelSaleId. */
export function findModel(groups: ShopDeviceGroup[], id: string): { group: ShopDeviceGroup; model: ShopDeviceModel } | undefined {
  for (const group of groups) {
    const model = group.models.find((m) => m.deviceModelSaleId === id);
    if (model) return { group, model };
  }
  return undefined;
}

/** The route params of a model's detail page. */
export function detailParams(group: ShopDeviceGroup, model: ShopDeviceModel): { group: string; id: string } {
  return { group: groupSlug(group.groupName), id: model.deviceModelSaleId };
}
