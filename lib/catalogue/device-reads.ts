import 'server-only';
import type { ContentContext } from '@/lib/platform/content-api/client';
import { getRepeater, getRepeaters, getRouter, getRouters, getSmartphone, getSmartphones } from '@/lib/platform/content-api/products';
import type { Result } from '@/lib/platform/content-api/result';
import type { DeviceKind } from '@/lib/catalogue/device-kinds';
import type { ShopDeviceGroup, ShopDeviceModel } from './devices';

const READS: Record<
  DeviceKind,
  {
    list: (ctx: ContentContext) => Promise<Result<ShopDeviceGroup[]>>;
    one: (ctx: ContentContext, id: string) => Promise<Result<ShopDeviceModel>>;
  }
> = {
  smartphone: { list: getSmartphones, one: getSmartphone },
  router: { list: getRouters, one: getRouter },
  repeater: { list: getRepeaters, one: getRepeater },
};

/** The groups of one device kind, as the content API lists them. */
export const deviceGroupsOf = (ctx: ContentContext, kind: DeviceKind) => READS[kind].list(ctx);

/** One model of a device kind by its deviceModelSaleId. */
export const deviceOf = (ctx: ContentContext, kind: DeviceKind, id: string) => READS[kind].one(ctx, id);
