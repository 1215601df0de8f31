import { addToCart, removeFromCart, type Cart } from '@/lib/cart/cart';
import { MAX_ITEMS } from '@/lib/cart/selection';

/** ADR 13: the fixed line's address lives in the personal data beside the selection, bound to the line. */
const line = { kind: 'fixedline' as const, id: 'AT-FIBRE-300', supplier: 'OFAA', buildingType: 'SINGLE_FAMILY_HOUSE' as const };
const address = 'Hauptstraße 1, 1010 Wien';
const empty: Cart = { selection: { items: [] }, personal: {} };

describe('the cart and the personal data beside it', () => {
  it('keeps a fixed line in the selection and its address only in the personal data', () => {
    const { cart, replaced } = addToCart(empty, { item: line, address });
    expect(replaced).toBe(false);
    expect(cart.selection.items).toEqual([line]);
    expect(JSON.stringify(cart.selection)).not.toContain('Hauptstraße');
    expect(cart.personal).toEqual({ fixedLine: { id: 'AT-FIBRE-300', address } });
  });

  it('counts the same tariff at another address as a replacement, and another tariff too', () => {
    const first = addToCart(empty, { item: line, address }).cart;
    expect(addToCart(first, { item: line, address }).replaced).toBe(false);
    const moved = addToCart(first, { item: line, address: 'Ringstraße 2, 1010 Wien' });
    expect(moved.replaced).toBe(true);
    expect(moved.cart.personal.fixedLine).toEqual({ id: 'AT-FIBRE-300', address: 'Ringstraße 2, 1010 Wien' });
    const other = addToCart(first, { item: { ...line, id: 'AT-FIBRE-1000' }, address });
    expect(other.replaced).toBe(true);
    expect(other.cart.personal.fixedLine).toEqual({ id: 'AT-FIBRE-1000', address });
  });

  it('gives a line whose address was gone its address again, as an addition', () => {
    const withoutAddress: Cart = { selection: { items: [line] }, personal: {} };
    const { cart, replaced } = addToCart(withoutAddress, { item: line, address });
    expect(replaced).toBe(false);
    expect(cart.personal.fixedLine).toEqual({ id: line.id, address });
  });

  it('leaves the personal data untouched (the same object) when a tariff or device is added', () => {
    const withLine = addToCart(empty, { item: line, address }).cart;
    const { cart } = addToCart(withLine, { item: { kind: 'tariff', id: 'T1' } });
    expect(cart.personal).toBe(withLine.personal);
    expect(addToCart(cart, { item: { kind: 'device', id: 'phone', deviceKind: 'smartphone' } }).cart.personal).toBe(withLine.personal);
  });

  it('removes the address with the line, and keeps it when something else is removed', () => {
    const withBoth = addToCart(addToCart(empty, { item: line, address }).cart, { item: { kind: 'tariff', id: 'T1' } }).cart;
    expect(removeFromCart(withBoth, 'T1').personal).toBe(withBoth.personal);
    expect(removeFromCart(withBoth, line.id)).toEqual({ selection: { items: [{ kind: 'tariff', id: 'T1' }] }, personal: {} });
  });

  it('drops the address when the line is pushed out of a full cart', () => {
    let cart = addToCart(empty, { item: line, address }).cart;
    for (let i = 0; i < MAX_ITEMS; i++) cart = addToCart(cart, { item: { kind: 'device', id: `d${i}`, deviceKind: 'repeater' } }).cart;
    expect(cart.selection.items.some((i) => i.kind === 'fixedline')).toBe(false);
    expect(cart.personal).toEqual({});
  });
});
