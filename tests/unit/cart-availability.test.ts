import { liveItem, withoutUnavailable, type CartCatalogue } from '@/lib/cart/availability';
import type { Cart } from '@/lib/cart/cart';
import type { SelectionItem } from '@/lib/cart/selection';
import { fibreTariff, group, phone, tariff } from '@/tests/support/devices';

/** SPEC §8: what of a stored cart the live catalogue still offers, and the cart stored without the rest. */
const eur = (amount: number) => ({ amount, currencyCode: 'EUR' });
const catalogue: CartCatalogue = {
  tariffs: [tariff('T1', 9.9)],
  devices: {
    smartphone: [
      group('Phones', [
        phone('iphone', { combinations: [{ tariffModelSalesId: 'T1', discount: eur(80) }] }),
        phone('sold-out', { inStock: false }),
      ]),
    ],
    router: [group('Routers', [phone('fritzbox', { isStandalone: false })])],
  },
  fixedLineTariffs: [fibreTariff()],
};

const tariffItem: SelectionItem = { kind: 'tariff', id: 'T1' };
const line = { kind: 'fixedline' as const, id: 'AT-FIBRE-300', supplier: 'OFAA', buildingType: 'SINGLE_FAMILY_HOUSE' as const };
const address = { fixedLine: { id: 'AT-FIBRE-300', address: 'Hauptstraße 1, 1010 Wien' } };
const available = (item: SelectionItem) => liveItem(item, catalogue) !== undefined;

describe('what is still available', () => {
  it('is a listed tariff, a listed device in stock and a fixed-line tariff of its supplier', () => {
    expect(available(tariffItem)).toBe(true);
    expect(available({ kind: 'device', id: 'iphone', deviceKind: 'smartphone', tariffId: 'T1' })).toBe(true);
    expect(available(line)).toBe(true);
  });

  it('keeps a device whose tariff went, and one sold only with a tariff that it lacks: they ask for one', () => {
    expect(available({ kind: 'device', id: 'iphone', deviceKind: 'smartphone', tariffId: 'GONE' })).toBe(true);
    expect(available({ kind: 'device', id: 'fritzbox', deviceKind: 'router' })).toBe(true);
  });

  it('is not an unknown tariff, a device out of stock, gone or of another kind, nor a fixed line gone or of another supplier', () => {
    expect(available({ kind: 'tariff', id: 'GONE' })).toBe(false);
    expect(available({ kind: 'device', id: 'sold-out', deviceKind: 'smartphone' })).toBe(false);
    expect(available({ kind: 'device', id: 'pixel', deviceKind: 'smartphone' })).toBe(false);
    expect(available({ kind: 'device', id: 'iphone', deviceKind: 'repeater' })).toBe(false);
    expect(available({ ...line, id: 'AT-FIBRE-1000' })).toBe(false);
    expect(available({ ...line, supplier: 'A1-WHOLESALE' })).toBe(false);
  });
});

describe('the cart without what is unavailable', () => {
  it('is nothing to store when everything is available', () => {
    const cart: Cart = {
      selection: { items: [tariffItem, { kind: 'device', id: 'iphone', deviceKind: 'smartphone', tariffId: 'T1' }, line] },
      personal: address,
    };
    expect(withoutUnavailable(cart, catalogue)).toBeUndefined();
    expect(withoutUnavailable({ selection: { items: [] }, personal: {} }, catalogue)).toBeUndefined();
  });

  it('drops an unknown tariff and keeps the device bought with it, alone, and the line with its address (the same object)', () => {
    const cart: Cart = {
      selection: {
        items: [{ kind: 'tariff', id: 'GONE' }, { kind: 'device', id: 'iphone', deviceKind: 'smartphone', tariffId: 'GONE' }, line],
      },
      personal: address,
    };
    const pruned = withoutUnavailable(cart, catalogue);
    expect(pruned?.selection.items).toEqual([{ kind: 'device', id: 'iphone', deviceKind: 'smartphone' }, line]);
    expect(pruned?.personal).toBe(address);
  });

  it('drops a device out of stock and a line that went, and the line’s address with it', () => {
    const cart: Cart = {
      selection: { items: [tariffItem, { kind: 'device', id: 'sold-out', deviceKind: 'smartphone' }, { ...line, supplier: 'OTHER' }] },
      personal: address,
    };
    expect(withoutUnavailable(cart, catalogue)).toEqual({ selection: { items: [tariffItem] }, personal: {} });
  });
});
