import { findModel, type ShopDeviceGroup, type ShopDeviceModel } from '@/lib/catalogue/devices';
import type { DeviceKind } from '@/lib/catalogue/device-kinds';
import type { FixedLineTariff, Tariff } from '@/lib/platform/content-api/schemas';
import { keepInCart, type Cart } from './cart';
import type { DeviceItem, FixedLineItem, SelectionItem, TariffItem } from './selection';

/** What the cart read from the live catalogue for the stored selection (lib/cart/cart-catalogue.ts). */
export type CartCatalogue = {
  tariffs: Tariff[];
  /** The groups of each device kind the selection holds. */
  devices: Partial<Record<DeviceKind, ShopDeviceGroup[]>>;
  fixedLineTariffs: FixedLineTariff[];
};

/** A stored item with what the live catalogue offers for it. */
export type LiveItem =
  | { kind: 'tariff'; item: TariffItem; tariff: Tariff }
  | { kind: 'device'; item: DeviceItem; group: ShopDeviceGroup; model: ShopDeviceModel }
  | { kind: 'fixedline'; item: FixedLineItem; tariff: FixedLineTariff };

/**
 * SPEC §8, the one rule of what is still available: a tariff the catalogue lists, a device it lists in
 * stock, a fixed-line tariff it lists for the item's supplier. Undefined for anything else. A fixed line
 * without its address and a device whose tariff has gone are still available (they ask for it again).
 */
export function liveItem(item: SelectionItem, catalogue: CartCatalogue): LiveItem | undefined {
  switch (item.kind) {
    case 'tariff': {
      const tariff = catalogue.tariffs.find((t) => t.tariffModelSalesId === item.id);
      return tariff && { kind: 'tariff', item, tariff };
    }
    case 'device': {
      const found = findModel(catalogue.devices[item.deviceKind] ?? [], item.id);
      return found?.model.inStock ? { kind: 'device', item, ...found } : undefined;
    }
    case 'fixedline': {
      const tariff = catalogue.fixedLineTariffs.find((t) => t.tariffModelSalesId === item.id);
      return tariff?.connectionSupplierName === item.supplier ? { kind: 'fixedline', item, tariff } : undefined;
    }
  }
}

/**
 * The cart without what is no longer available, to store once (GET /api/cart/prune); undefined when
 * everything is. Devices bought with a tariff that went stay, alone; a line that went takes its address.
 */
export function withoutUnavailable(cart: Cart, catalogue: CartCatalogue): Cart | undefined {
  const kept = keepInCart(cart, (item) => liveItem(item, catalogue) !== undefined);
  return kept.selection.items.length === cart.selection.items.length ? undefined : kept;
}
