import { deviceFiltersToQuery, parseDeviceFilters } from '@/lib/catalogue/device-filters';
import { activeFilters } from '@/lib/catalogue/filter-chips';
import { filtersToQuery, parseFilters } from '@/lib/catalogue/filters';

/** Issue 25 §1: the chosen filters show as chips above the results, each a link to the page without it. */
describe('filter chips', () => {
  it('has one chip per chosen filter, in the order of the forms, and none for the category or the sort', () => {
    const filters = parseFilters({ category: 'internet', max: '30', commitment: '12', sort: 'price-asc', payment: 'PRE_PAY', sim: 'ESIM' });
    expect(activeFilters(filters).map(({ key, value }) => [key, value])).toEqual([
      ['sim', 'ESIM'],
      ['payment', 'PRE_PAY'],
      ['commitment', 12],
      ['max', 30],
    ]);
    expect(activeFilters(parseFilters({ category: 'tv', sort: 'price-desc' }))).toEqual([]);
  });

  it('removing one filter keeps the others, the category and the sort', () => {
    const filters = parseFilters({ category: 'smartphones', sim: 'SIM', os: 'IOS', min: '5', sort: 'price-asc' });
    const withoutOs = activeFilters(filters).find((chip) => chip.key === 'os')!;
    expect(filtersToQuery(withoutOs.rest)).toBe('category=smartphones&sim=SIM&min=5&sort=price-asc');
    expect(activeFilters(withoutOs.rest).map((chip) => chip.key)).toEqual(['sim', 'min']);
  });

  it('works on the device lists’ filters too', () => {
    const filters = parseDeviceFilters({ os: 'ANDROID', payment: 'INSTALMENTS', max: '40' }, 'smartphone');
    const chips = activeFilters(filters);
    expect(chips.map((chip) => chip.key)).toEqual(['os', 'payment', 'max']);
    expect(deviceFiltersToQuery(chips[1]!.rest)).toBe('os=ANDROID&max=40');
  });
});
