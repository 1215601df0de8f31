import { deviceView } from '@/lib/catalogue/device-view';
import { parseFilters } from '@/lib/catalogue/filters';
import { deviceProduct } from '@/lib/catalogue/device-json-ld';
import { filterTariffs } from '@/lib/catalogue/tariff-filters';
import {
  MAX_SHOWN_HIDDEN,
  parseShownHidden,
  publicTariffs,
  rememberShownHidden,
  serializeShownHidden,
  tariffsShownTo,
} from '@/lib/domain/hidden-tariffs';
import type { SpecialDeal, Tariff } from '@/lib/platform/content-api/schemas';
import { group, phone, tariff } from '@/tests/support/devices';

const HIDDEN: SpecialDeal = { name: 'Hidden', pages: ['DETAIL'] };
const hidden = (id: string, amount: number, overrides: Partial<Tariff> = {}) =>
  tariff(id, amount, { specialDeals: [HIDDEN], ...overrides });
const ids = (tariffs: Tariff[]) => tariffs.map((t) => t.tariffModelSalesId);

describe('the session list of hidden tariffs shown (its cookie value, ADR 16)', () => {
  it('remembers each shown tariff once, the latest last, and reads back what it writes', () => {
    let list: string[] = [];
    for (const id of ['AT-MOBILE-FRIENDS', 'AT-PARTNER', 'AT-MOBILE-FRIENDS']) list = rememberShownHidden(list, id);
    expect(list).toEqual(['AT-PARTNER', 'AT-MOBILE-FRIENDS']);
    expect(serializeShownHidden(list)).toBe('AT-PARTNER,AT-MOBILE-FRIENDS');
    expect(parseShownHidden(serializeShownHidden(list))).toEqual(list);
  });

  it(`keeps at most ${MAX_SHOWN_HIDDEN} ids, dropping the oldest`, () => {
    let list: string[] = [];
    for (let i = 0; i < 30; i++) list = rememberShownHidden(list, `T${i}`);
    expect(list).toHaveLength(MAX_SHOWN_HIDDEN);
    expect(list[0]).toBe('T10');
    expect(list.at(-1)).toBe('T29');
    const long = Array.from({ length: 40 }, (_, i) => `X${i}`).join(',');
    expect(parseShownHidden(long)).toEqual(Array.from({ length: 20 }, (_, i) => `X${i + 20}`));
    expect(serializeShownHidden(long.split(',')).split(',')).toHaveLength(MAX_SHOWN_HIDDEN);
  });

  it('ignores a missing value and foreign entries instead of failing', () => {
    expect(parseShownHidden(undefined)).toEqual([]);
    expect(parseShownHidden('')).toEqual([]);
    expect(parseShownHidden('["A"]')).toEqual([]);
    expect(parseShownHidden(`A,,<script>,B;C, D,B,${'x'.repeat(65)},C,A`)).toEqual(['B', 'C', 'A']);
  });
});

describe('which tariffs a visitor is shown', () => {
  const catalogue = [
    tariff('M', 19.9),
    hidden('FRIENDS', 9.9),
    tariff('S', 9.9, { paymentType: 'PRE_PAY' }),
    hidden('PARTNER', 4.9),
    tariff('L', 29.9),
  ];

  it('leaves every hidden tariff out of what all visitors see', () => {
    expect(ids(publicTariffs(catalogue))).toEqual(['M', 'S', 'L']);
    expect(ids(tariffsShownTo(catalogue, []))).toEqual(['M', 'S', 'L']);
  });

  it('adds only the hidden tariffs in the visitor’s list, in catalogue order; ids of public or unknown tariffs change nothing', () => {
    expect(ids(tariffsShownTo(catalogue, ['FRIENDS']))).toEqual(['M', 'FRIENDS', 'S', 'L']);
    expect(ids(tariffsShownTo(catalogue, ['M', 'NO-SUCH', 'L']))).toEqual(['M', 'S', 'L']);
  });

  it('filters and sorts the overview’s tariffs with the listed hidden ones among them, so the count is what is shown', () => {
    const anyone = filterTariffs(catalogue, parseFilters({}), []);
    expect(ids(anyone)).toEqual(['M', 'S', 'L']);
    const shown = filterTariffs(catalogue, parseFilters({ payment: 'POST_PAY', sort: 'price-asc' }), ['FRIENDS']);
    expect(ids(shown)).toEqual(['FRIENDS', 'M', 'L']);
    expect(ids(filterTariffs(catalogue, parseFilters({ payment: 'PRE_PAY' }), ['FRIENDS', 'PARTNER']))).toEqual(['S']);
  });
});

describe('a device page (cached, the same for everyone)', () => {
  const device = phone('combo', {
    combinations: [
      { tariffModelSalesId: 'M', discount: { amount: 50, currencyCode: 'EUR' } },
      { tariffModelSalesId: 'FRIENDS', discount: { amount: 90, currencyCode: 'EUR' } },
    ],
  });

  it('offers no combination with a hidden tariff, and its product data name none', () => {
    const view = deviceView('smartphone', group('G', [device]), device, [tariff('M', 19.9), hidden('FRIENDS', 9.9)]);
    expect(view.combinations.map((c) => c.tariff.tariffModelSalesId)).toEqual(['M']);
    const data = JSON.stringify(
      deviceProduct(view, { name: 'Phone', url: 'http://at.localhost:3000/smartphones/g/combo', origin: 'http://at.localhost:3000' }),
    );
    expect(data).not.toMatch(/FRIENDS/i);
  });
});
