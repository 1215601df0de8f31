import type { OpeningHoursSpecification } from 'schema-dts';
import type { Shop } from '@/lib/platform/content-api/schemas';
import { addressLines, directionsUrl, overviewPositions } from '@/lib/content/shops/address';
import { closedDays, storeJsonLd } from '@/lib/content/shops/json-ld';

const SHOP: Shop = {
  id: 'graz-herrengasse',
  kind: 'SHOP',
  name: 'Shop Graz Herrengasse',
  address: { street: 'Herrengasse 7', zip: '8010', city: 'Graz', countryId: 'AT' },
  geolocation: { latitude: 47.0706, longitude: 15.4393 },
  phone: '+43 316 890 66 30',
  openingHours: [
    { weekday: 'MONDAY', start: '09:00', end: '12:30' },
    { weekday: 'MONDAY', start: '13:30', end: '18:00' },
    { weekday: 'SATURDAY', start: '09:00', end: '13:00' },
  ],
  accessibility: [],
};

describe('a location for search engines and maps', () => {
  it('lists the closing days of the coming year: holidays, 24 and 31 December', () => {
    const days = closedDays('AT', '2026-11-23');
    expect(days.slice(0, 5)).toEqual(['2026-12-08', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-31']);
    expect(days).toContain('2027-10-26');
    expect(days.every((d) => d >= '2026-11-23' && d <= '2027-11-23')).toBe(true);
  });

  it('describes a Store with one opening specification per slot and closures on its opening days only', () => {
    const data = storeJsonLd(SHOP, { url: 'https://www.example.at/shops/graz-herrengasse', market: 'AT', today: '2026-11-23' });
    expect(data).toMatchObject({
      '@type': 'Store',
      name: 'Shop Graz Herrengasse',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Herrengasse 7',
        postalCode: '8010',
        addressLocality: 'Graz',
        addressCountry: 'AT',
      },
      geo: { latitude: 47.0706, longitude: 15.4393 },
    });
    const specs = data.openingHoursSpecification as readonly OpeningHoursSpecification[];
    expect(specs.slice(0, 3)).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '09:00', closes: '12:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Monday', opens: '13:30', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '09:00', closes: '13:00' },
    ]);
    // 26 December 2026 is a Saturday (open day, holiday); 8 December a Tuesday (closed anyway, left out).
    expect(specs).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      opens: '00:00',
      closes: '00:00',
      validFrom: '2026-12-26',
      validThrough: '2026-12-26',
    });
    expect(specs.some((s) => s.validFrom === '2026-12-08')).toBe(false);
  });

  it('writes UK addresses with the postcode last and builds a directions link from the address', () => {
    const london = { street: '214 Oxford Street', zip: 'W1D 1LA', city: 'London', countryId: 'GB' };
    expect(addressLines(london)).toEqual(['214 Oxford Street', 'London', 'W1D 1LA']);
    expect(directionsUrl(SHOP.address)).toBe('https://www.google.com/maps/dir/?api=1&destination=Herrengasse%207%2C%208010%20Graz');
  });

  it('places pins inside the overview, the northernmost at the top', () => {
    const [vienna, graz] = overviewPositions([{ latitude: 48.2, longitude: 16.37 }, SHOP.geolocation], 400, 300);
    for (const p of [vienna!, graz!]) {
      expect(p.x).toBeGreaterThanOrEqual(24);
      expect(p.x).toBeLessThanOrEqual(376);
      expect(p.y).toBeGreaterThanOrEqual(24);
      expect(p.y).toBeLessThanOrEqual(276);
    }
    expect(vienna!.y).toBeLessThan(graz!.y);
  });
});
