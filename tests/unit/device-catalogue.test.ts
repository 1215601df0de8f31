import { deviceFacets, filterDeviceGroups, parseDeviceFilters } from '@/lib/catalogue/device-filters';
import { deviceView } from '@/lib/catalogue/device-view';
import { findGroup } from '@/lib/catalogue/devices';
import { deviceProduct } from '@/lib/catalogue/device-json-ld';
import { scriptJson } from '@/lib/platform/seo/json-ld';
import { variantChoices } from '@/lib/catalogue/variants';
import { smartphonesFor } from '@/content-api/seed/shared/devices';
import { groupSlug } from '@/lib/domain/slug';
import { group, phone, tariff } from '@/tests/support/devices';

const iphone = group('Apple iPhone 16', [
  phone('i-128-black', { orderInGroup: 1 }),
  phone('i-128-white', { orderInGroup: 2, colorName: 'White', colorHex: '#f5f5f0' }),
  phone('i-256-black', { orderInGroup: 3, dataSizeInGB: 256, price: { amount: 1079, currencyCode: 'EUR' } }),
  phone('i-256-blue', { orderInGroup: 4, dataSizeInGB: 256, colorName: 'Blue', colorHex: '#9aadf6', inStock: false }),
]);
const pixel = group('Google Pixel 9', [
  phone('p-128', {
    displayName: 'Google Pixel 9',
    manufacturer: 'Google',
    operatingSystem: 'ANDROID',
    numESimSlots: 1,
    price: { amount: 899, currencyCode: 'EUR' },
  }),
]);
const redmi = group('Xiaomi Redmi Note 14', [
  phone('r-256', {
    displayName: 'Redmi Note 14',
    operatingSystem: 'ANDROID',
    numESimSlots: 0,
    numPhysicalSimSlots: 2,
    price: { amount: 229, currencyCode: 'EUR' },
  }),
]);

describe('group links (SPEC §2)', () => {
  it('finds a group by the slug built from its name in lower case without spaces', () => {
    expect(groupSlug('Apple iPhone 16')).toBe('appleiphone16');
    expect(findGroup([iphone, pixel], 'googlepixel9')).toBe(pixel);
    expect(findGroup([iphone, pixel], 'Google Pixel 9')).toBeUndefined();
  });

  it('gives every seeded smartphone group a distinct slug', () => {
    const slugs = smartphonesFor('AT', []).map((g) => groupSlug(g.groupName));
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.length).toBeGreaterThanOrEqual(5);
  });
});

describe('device list filters (SPEC §2)', () => {
  it('reads operating system, SIM type, payment option, price and sort; ignores what the kind does not have', () => {
    expect(
      parseDeviceFilters({ os: 'android', sim: 'esim', payment: 'instalments', min: '10', max: '40', sort: 'price-asc' }, 'smartphone'),
    ).toEqual({
      os: 'ANDROID',
      sim: 'ESIM',
      payment: 'INSTALMENTS',
      min: 10,
      max: 40,
      sort: 'price-asc',
    });
    expect(parseDeviceFilters({ os: 'IOS', sim: 'SIM', payment: 'cash' }, 'router')).toEqual({ sort: 'recommended' });
    expect(deviceFacets('repeater')).toEqual({ os: false, sim: false });
  });

  it('keeps groups with a matching variant, by operating system and SIM type', () => {
    const names = (query: Record<string, string>) =>
      filterDeviceGroups([iphone, pixel, redmi], parseDeviceFilters(query, 'smartphone')).map((r) => r.group.groupName);
    expect(names({ os: 'IOS' })).toEqual(['Apple iPhone 16']);
    expect(names({ os: 'ANDROID', sim: 'ESIM' })).toEqual(['Google Pixel 9']);
    expect(names({ sim: 'SIM' })).toEqual(['Apple iPhone 16', 'Google Pixel 9', 'Xiaomi Redmi Note 14']);
  });

  it('applies the price range to each variant and sorts groups by their lowest matching price', () => {
    const results = filterDeviceGroups([iphone, pixel, redmi], parseDeviceFilters({ min: '900', sort: 'price-desc' }, 'smartphone'));
    expect(results.map((r) => [r.group.groupName, r.from, r.models.length])).toEqual([['Apple iPhone 16', 949, 4]]);
  });

  it('compares monthly instalments (gross / 24) when paying in instalments', () => {
    const results = filterDeviceGroups(
      [iphone, pixel, redmi],
      parseDeviceFilters({ payment: 'INSTALMENTS', max: '38', sort: 'price-asc' }, 'smartphone'),
    );
    expect(results.map((r) => [r.group.groupName, r.from])).toEqual([
      ['Xiaomi Redmi Note 14', 9.55],
      ['Google Pixel 9', 37.46],
    ]);
  });
});

describe('colour and storage selectors', () => {
  it('keeps the storage size when choosing a colour, and the colour when choosing a storage size', () => {
    const { colours, storages } = variantChoices(iphone, iphone.models[0]!);
    expect(colours.map((c) => [c.value, c.targetId, c.selected])).toEqual([
      ['Black', 'i-128-black', true],
      ['White', 'i-128-white', false],
      ['Blue', 'i-256-blue', false],
    ]);
    expect(storages.map((s) => [s.dataSizeInGB, s.targetId, s.selected])).toEqual([
      [128, 'i-128-black', true],
      [256, 'i-256-black', false],
    ]);
  });

  it('falls back to the first variant of a colour or size that lacks the current combination, and tells its stock', () => {
    const { colours, storages } = variantChoices(iphone, iphone.models[1]!);
    expect(storages.find((s) => s.dataSizeInGB === 256)!.targetId).toBe('i-256-black');
    expect(colours.find((c) => c.value === 'Blue')).toMatchObject({ targetId: 'i-256-blue', inStock: false, colorHex: '#9aadf6' });
  });
});

describe('device detail view', () => {
  const withCombos = phone('combo', {
    price: { amount: 949, currencyCode: 'EUR' },
    descriptionHtml:
      '\uFEFF<p>Das <b>Gerät</b>.</p><ul><li>Kamera\u00ADsteuerung</li><li>B</li><li>C</li><li>D</li></ul><script>x()</script>',
    combinations: [
      { tariffModelSalesId: 'T1', discount: { amount: 80, currencyCode: 'EUR' } },
      { tariffModelSalesId: 'GONE', discount: { amount: 99, currencyCode: 'EUR' } },
    ],
    specialDeals: [
      { name: 'UVPPrice', pages: ['DETAIL'], specialDealText: '1099.00' },
      { name: 'NewProduct', pages: ['OVERVIEW'], specialDealText: 'Neu' },
    ],
  });

  it('prices the device once and as financing price, keeps combinations whose tariff is listed, and reads at most 3 highlights', () => {
    const view = deviceView('smartphone', group('G', [withCombos]), withCombos, [tariff('T1', 9.9)]);
    expect(view.financing).toEqual({ monthly: 39.55, months: 24 });
    expect(view.combinations.map((c) => [c.tariff.tariffModelSalesId, c.discount, c.price])).toEqual([['T1', 80, 869]]);
    expect(view.highlights).toEqual(['Kamerasteuerung', 'B', 'C']);
    expect(view.descriptionHtml).toBe('<p>Das <b>Gerät</b>.</p><ul><li>Kamerasteuerung</li><li>B</li><li>C</li><li>D</li></ul>');
    expect(view.deals).toEqual([{ kind: 'recommendedPrice', amount: 1099 }]);
  });

  it('describes the product for search engines with price, currency, availability and GTIN', () => {
    const router = phone('fritzbox', {
      eanCode: '4023125029639',
      manufacturerPartNumber: '20002963',
      manufacturer: 'AVM',
      inStock: false,
      colorName: 'White',
    });
    const url = 'http://at.localhost:3000/router/r/fritzbox';
    const data = deviceProduct(deviceView('router', group('R', [router]), router, []), {
      name: 'FRITZ!Box',
      url,
      origin: 'http://at.localhost:3000',
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: 'fritzbox',
      gtin13: '4023125029639',
      mpn: '20002963',
      brand: { '@type': 'Brand', name: 'AVM' },
      color: 'White',
      offers: {
        '@type': 'Offer',
        price: 949,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/OutOfStock',
        url,
        seller: { '@id': 'http://at.localhost:3000/#organization' },
      },
    });
  });

  it('escapes JSON so a product text cannot close its script element', () => {
    const data = { '@context': 'https://schema.org', '@type': 'Product', name: '</script><script>alert(1)</script><!--' } as const;
    const json = scriptJson(data);
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(json)).toEqual(data);
  });
});
