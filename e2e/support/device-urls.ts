import type { DeviceKind } from '@/lib/catalogue/device-kinds';
import { DEVICE_ROUTES } from '@/lib/catalogue/devices';
import { groupSlug } from '@/lib/domain/slug';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { E2ESite } from './sites';

/** The public path of a device variant's page. */
export function deviceDetailUrl(site: E2ESite, kind: DeviceKind, groupName: string, id: string): string {
  return localizedPath(site.path, DEVICE_ROUTES[kind].detail, { group: groupSlug(groupName), id });
}
