import { countSelectedItems } from '@/lib/cart/selection-cookie';

describe('the cart badge count', () => {
  it('counts the items of a selection cookie', () => {
    expect(countSelectedItems(encodeURIComponent(JSON.stringify({ items: [{ kind: 'tariff', id: 'AT-MOBILE-M' }] })))).toBe(1);
  });

  it('treats anything unreadable as an empty cart', () => {
    expect(countSelectedItems(undefined)).toBe(0);
    expect(countSelectedItems('%7Bbroken')).toBe(0);
    expect(countSelectedItems(encodeURIComponent('{"items":"no"}'))).toBe(0);
  });
});
