import { byPrice, filtersToQuery, hasActiveFilters, parseFilters } from '@/lib/catalogue/filters';

describe('overview filters from the URL', () => {
  it('reads every filter', () => {
    expect(
      parseFilters({
        category: 'smartphones',
        sim: 'esim',
        account: 'BUSINESS',
        payment: 'PRE_PAY',
        commitment: '12',
        os: 'ios',
        min: '5',
        max: '20,5',
        sort: 'price-desc',
      }),
    ).toEqual({
      category: 'smartphones',
      sim: 'ESIM',
      account: 'BUSINESS',
      payment: 'PRE_PAY',
      commitment: 12,
      os: 'IOS',
      min: 5,
      max: 20.5,
      sort: 'price-desc',
    });
  });

  it('ignores invalid values instead of failing', () => {
    expect(parseFilters({ category: 'cars', sim: 'x', commitment: '18', min: '-3', max: 'abc', sort: 'name' })).toEqual({
      category: 'tariffs',
      sort: 'recommended',
      sim: undefined,
      account: undefined,
      payment: undefined,
      commitment: undefined,
      os: undefined,
      min: undefined,
      max: undefined,
    });
  });

  it('takes the first of repeated parameters and swaps a reversed price range', () => {
    expect(parseFilters({ sim: ['SIM', 'ESIM'], min: '30', max: '10' })).toMatchObject({ sim: 'SIM', min: 10, max: 30 });
  });

  it('writes back a short canonical query without defaults', () => {
    expect(filtersToQuery(parseFilters({ category: 'tariffs', sort: 'recommended' }))).toBe('');
    expect(filtersToQuery(parseFilters({ sim: 'ESIM', sort: 'price-asc', max: '20' }))).toBe('sim=ESIM&max=20&sort=price-asc');
  });

  it('knows whether anything narrows the list', () => {
    expect(hasActiveFilters(parseFilters({ category: 'tv', sort: 'price-desc' }))).toBe(false);
    expect(hasActiveFilters(parseFilters({ payment: 'POST_PAY' }))).toBe(true);
  });
});

describe('price range and sorting', () => {
  const items = [{ p: 19.9 }, { p: 9.9 }, { p: 29.9 }, { p: 14.9 }];
  const price = (i: { p: number }) => i.p;

  it('keeps the recommended order when not sorting', () => {
    expect(byPrice(items, price, parseFilters({})).map(price)).toEqual([19.9, 9.9, 29.9, 14.9]);
  });

  it('sorts by price ascending and descending', () => {
    expect(byPrice(items, price, parseFilters({ sort: 'price-asc' })).map(price)).toEqual([9.9, 14.9, 19.9, 29.9]);
    expect(byPrice(items, price, parseFilters({ sort: 'price-desc' })).map(price)).toEqual([29.9, 19.9, 14.9, 9.9]);
  });

  it('keeps prices within the range, bounds included', () => {
    expect(byPrice(items, price, parseFilters({ min: '14.9', max: '19.9' })).map(price)).toEqual([19.9, 14.9]);
  });
});
