import 'server-only';
import { notFound } from 'next/navigation';
import type { DeviceKind } from '@/lib/catalogue/device-kinds';
import { deviceGroupsOf } from '@/lib/catalogue/device-reads';
import { findGroup, type ShopDeviceGroup, type ShopDeviceModel } from '@/lib/catalogue/devices';
import { unwrap } from '@/lib/platform/content-api/unwrap';
import type { Site } from '@/lib/platform/site/site';

/** A route parameter as text; Next may hand it over still percent-encoded. */
function param(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The groups of a device kind; a market that sells no devices has no such pages (404). */
export async function loadDeviceGroups(site: Site, kind: DeviceKind): Promise<ShopDeviceGroup[]> {
  if (!site.market.sellsDevices) notFound();
  return unwrap(await deviceGroupsOf(site.content, kind));
}

/** The group named by a link slug, or the 404 page. */
export async function loadGroup(site: Site, kind: DeviceKind, slug: string): Promise<ShopDeviceGroup> {
  const group = findGroup(await loadDeviceGroups(site, kind), param(slug));
  if (!group) notFound();
  return group;
}

/** A variant of the group named by the slug, or the 404 page (unknown ids and mismatched groups alike). */
export async function loadVariant(
  site: Site,
  kind: DeviceKind,
  slug: string,
  id: string,
): Promise<{ group: ShopDeviceGroup; model: ShopDeviceModel }> {
  const group = await loadGroup(site, kind, slug);
  const model = group.models.find((m) => m.deviceModelSaleId === param(id));
  if (!model) notFound();
  return { group, model };
}
