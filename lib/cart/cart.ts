import { addressOf, prunePersonal, type PersonalData } from './personal-data';
import {
  addDevice,
  addFixedLine,
  addTariff,
  keepItems,
  type DeviceItem,
  type FixedLineItem,
  type Selection,
  type SelectionItem,
  type TariffItem,
} from './selection';

/**
 * The cart as stored (ADR 13): the selection, readable by the badge, and the personal data beside it,
 * sealed. A change returns the same `personal` object when the personal data did not change, so the
 * store writes the sealed cookie only when they did (lib/cart/cart-store.ts).
 */
export type Cart = { selection: Selection; personal: PersonalData };

/** What may be added: a tariff or device, or a fixed line with the home address it was checked at. */
export type Addition = { item: TariffItem | DeviceItem } | { item: FixedLineItem; address: string };

export type CartChange = { cart: Cart; replaced: boolean };

/**
 * Adds a product (already checked against the live catalogue). A fixed line keeps its address in the
 * personal data; the same tariff at another address also counts as replacing the previous choice.
 */
export function addToCart({ selection, personal }: Cart, addition: Addition): CartChange {
  if ('address' in addition) {
    const { item, address } = addition;
    const previous = selection.items.find((i): i is FixedLineItem => i.kind === 'fixedline');
    const before = previous && addressOf(personal, previous);
    const result = addFixedLine(selection, { id: item.id, supplier: item.supplier, buildingType: item.buildingType });
    return {
      cart: { selection: result.selection, personal: { ...personal, fixedLine: { id: item.id, address } } },
      replaced: result.replaced || (before !== undefined && before !== address),
    };
  }
  const { item } = addition;
  const result =
    item.kind === 'tariff'
      ? addTariff(selection, item.id)
      : addDevice(selection, { id: item.id, deviceKind: item.deviceKind, tariffId: item.tariffId });
  // At most MAX_ITEMS: a new item may push out the fixed line, and with it its address.
  return { cart: { selection: result.selection, personal: prunePersonal(personal, result.selection) }, replaced: result.replaced };
}

/** The cart with only the items for which `keep` holds; a fixed line that leaves takes its address. */
export function keepInCart({ selection, personal }: Cart, keep: (item: SelectionItem) => boolean): Cart {
  const next = keepItems(selection, keep);
  return { selection: next, personal: prunePersonal(personal, next) };
}

/** Removes an item by id; removing the fixed line removes its address. */
export function removeFromCart(cart: Cart, id: string): Cart {
  return keepInCart(cart, (i) => i.id !== id);
}
