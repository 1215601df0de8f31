import { addTariff, parseSelection, removeItem, serializeSelection } from '@/lib/cart/selection';

describe('the stored selected product', () => {
  it('round-trips through its cookie value', () => {
    const selection = { items: [{ kind: 'tariff' as const, id: 'AT-MOBIL-M' }] };
    expect(parseSelection(serializeSelection(selection))).toEqual(selection);
  });

  it('treats a missing, corrupt or foreign cookie as an empty cart', () => {
    expect(parseSelection(undefined).items).toEqual([]);
    expect(parseSelection('%7Bnot json').items).toEqual([]);
    expect(parseSelection(encodeURIComponent(JSON.stringify({ items: [{ kind: 'car', id: 1 }] }))).items).toEqual([]);
  });

  it('replaces a previous tariff, because only one tariff can be ordered at present', () => {
    const first = addTariff({ items: [] }, 'AT-MOBIL-M');
    expect(first.replaced).toBe(false);
    const second = addTariff(first.selection, 'AT-MOBIL-L');
    expect(second).toEqual({ selection: { items: [{ kind: 'tariff', id: 'AT-MOBIL-L' }] }, replaced: true });
    expect(addTariff(second.selection, 'AT-MOBIL-L').replaced).toBe(false);
  });

  it('removes an item by id', () => {
    expect(removeItem({ items: [{ kind: 'tariff', id: 'A' }] }, 'A').items).toEqual([]);
  });
});
