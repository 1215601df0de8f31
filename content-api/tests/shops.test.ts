import { apiError, shop, shops, type Shop } from '@storefront/wire';
import { referenceApp } from './support/reference-api';

const { app } = referenceApp('2026-11-23T10:00:00Z');
const get = (path: string, market = 'AT', language = 'de-AT') =>
  app.request(path, { headers: { 'X-Market': market, 'Accept-Language': language } });

async function list(market: string, language = 'en-GB'): Promise<Shop[]> {
  const response = await get('/shops', market, language);
  expect(response.status).toBe(200);
  return shops.parse(await response.json());
}

describe('GET /shops', () => {
  it.each(['AT', 'DE', 'CH', 'UK', 'IT', 'CAMP'])('lists 3 to 5 locations in %s, each in its own country', async (market) => {
    const found = await list(market);
    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(found.length).toBeLessThanOrEqual(5);
    const country = market === 'UK' ? 'GB' : market === 'CAMP' ? 'AT' : market;
    expect(found.every((s) => s.address.countryId === country)).toBe(true);
  });

  it('gives CAMP its camp service points and the others shops', async () => {
    expect((await list('CAMP')).every((s) => s.kind === 'SERVICE_POINT')).toBe(true);
    expect((await list('AT')).every((s) => s.kind === 'SHOP')).toBe(true);
  });

  it('has locations with a lunch break and locations closed on Sunday', async () => {
    const all = (await Promise.all(['AT', 'DE', 'CH', 'UK', 'IT'].map((m) => list(m)))).flat();
    const lunchBreak = all.filter((s) => s.openingHours.filter((h) => h.weekday === 'MONDAY').length === 2);
    const closedSunday = all.filter((s) => !s.openingHours.some((h) => h.weekday === 'SUNDAY'));
    expect(lunchBreak.length).toBeGreaterThan(0);
    expect(closedSunday.length).toBeGreaterThan(0);
  });

  it('writes the accessibility notes in the language asked for', async () => {
    const [first] = await list('CH', 'fr-CH');
    expect(first!.accessibility[0]).toBe('Entrée de plain-pied avec porte automatique.');
  });
});

describe('GET /shops/{id}', () => {
  it('answers one location by its id', async () => {
    const response = await get('/shops/graz-herrengasse');
    expect(response.status).toBe(200);
    const found = shop.parse(await response.json());
    expect(found).toMatchObject({ name: 'Shop Graz Herrengasse', address: { zip: '8010', city: 'Graz' } });
    expect(found.openingHours.filter((h) => h.weekday === 'MONDAY')).toEqual([
      { weekday: 'MONDAY', start: '09:00', end: '12:30' },
      { weekday: 'MONDAY', start: '13:30', end: '18:00' },
    ]);
  });

  it('answers 404 for an unknown id and for another market’s shop', async () => {
    for (const [path, market] of [
      ['/shops/nowhere', 'AT'],
      ['/shops/graz-herrengasse', 'DE'],
    ] as const) {
      const response = await get(path, market);
      expect(response.status).toBe(404);
      expect(apiError.parse(await response.json()).error).toBe('not_found');
    }
  });
});
