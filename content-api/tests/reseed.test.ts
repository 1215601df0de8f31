import { SEEDS } from '@/content-api/seed';
import { Store } from '@/content-api/src/store';

describe('bringing a database up to a newer seed', () => {
  it('replaces the catalogue once, without duplicates, and remembers the seed version', () => {
    const store = new Store(':memory:');
    expect(store.seedVersion()).toBeNull();
    store.reseed(SEEDS, 'v1');
    const tariffs = store.all('AT', 'tariff').length;
    store.reseed(SEEDS, 'v2');
    expect(store.seedVersion()).toBe('v2');
    expect(store.all('AT', 'tariff')).toHaveLength(tariffs);
    expect(store.findCustomer('AT', SEEDS[0]!.customers[0]!.customerNumber, null)).toBeDefined();
    store.close();
  });
});
