import { apiError, deliveryCost, fieldErrorBody, pickupPoints } from '@storefront/wire';
import { sender } from './support/orders';
import { referenceApp } from './support/reference-api';

const { app } = referenceApp('2026-11-23T10:00:00Z');

const calculate = (body: unknown, market = 'AT') => sender(app, market)('POST', '/orders/deliveries:calculate', body);

async function cost(body: unknown, market = 'AT') {
  const response = await calculate(body, market);
  expect(response.status).toBe(200);
  return deliveryCost.parse(await response.json()).cost;
}

const SIM = { simType: 'SIM' as const };
const ESIM = { simType: 'ESIM' as const };
const PHONE = { deviceModelSaleId: 'galaxy-s25-128-navy' };

describe('POST /orders/deliveries:calculate', () => {
  it('routes the segment with its colon, and nothing like it', async () => {
    expect((await calculate({ method: 'STANDARD', simCards: [SIM] })).status).toBe(200);
    // A reserved character and its percent-encoding are not the same segment (RFC 3986 §2.2); ky sends the colon as it is.
    expect((await sender(app)('POST', '/orders/deliveries%3Acalculate', { method: 'STANDARD' })).status).toBe(404);
    expect((await sender(app)('POST', '/orders/deliveries', { method: 'STANDARD' })).status).toBe(404);
    expect((await sender(app)('POST', '/orders/deliveries:calculated', { method: 'STANDARD' })).status).toBe(404);
    expect((await sender(app)('GET', '/orders/deliveries:calculate')).status).toBe(404);
  });

  it('costs a letter for SIM cards, a parcel with devices, nothing for eSIMs alone', async () => {
    expect(await cost({ method: 'STANDARD', simCards: [SIM, SIM] })).toEqual({ amount: 0, currencyCode: 'EUR' });
    expect(await cost({ method: 'STANDARD', simCards: [SIM], products: [PHONE] })).toEqual({ amount: 4.9, currencyCode: 'EUR' });
    expect(await cost({ method: 'EXPRESS', simCards: [SIM] })).toEqual({ amount: 9.9, currencyCode: 'EUR' });
    expect(await cost({ method: 'EXPRESS', simCards: [ESIM] })).toEqual({ amount: 0, currencyCode: 'EUR' });
  });

  it('prices per market in its currency', async () => {
    expect(await cost({ method: 'STANDARD', products: [PHONE] }, 'CH')).toEqual({ amount: 7.9, currencyCode: 'CHF' });
    expect(await cost({ method: 'EXPRESS', products: [PHONE] }, 'UK')).toEqual({ amount: 6.99, currencyCode: 'GBP' });
    expect(await cost({ method: 'PICKUP_POINT', products: [PHONE] }, 'IT')).toEqual({ amount: 2.9, currencyCode: 'EUR' });
  });

  it('answers 400 for a method the market does not offer, an unknown device or an unknown method', async () => {
    const pickup = await calculate({ method: 'PICKUP_POINT', simCards: [SIM] }, 'AT');
    expect(pickup.status).toBe(400);
    expect(fieldErrorBody.parse(await pickup.json()).fields).toEqual([{ field: 'method', code: 'invalid_format' }]);
    const device = await calculate({ method: 'STANDARD', products: [PHONE, { deviceModelSaleId: 'no-such-phone' }] });
    expect(fieldErrorBody.parse(await device.json()).fields).toEqual([{ field: 'products.1.deviceModelSaleId', code: 'invalid_format' }]);
    expect((await calculate({ method: 'DRONE' })).status).toBe(400);
  });
});

describe('GET /orders/deliveries/fermopoint', () => {
  const find = (query: string, market = 'IT') => sender(app, market)('GET', `/orders/deliveries/fermopoint?${query}`);

  it('lists the Italian pickup points of a postal code first, then the rest of the city, with hours per weekday', async () => {
    const response = await find('city=roma&zip=00185');
    expect(response.status).toBe(200);
    const points = pickupPoints.parse(await response.json());
    expect(points.map((p) => p.id)).toEqual(['FP-RM-0185-01', 'FP-RM-0184-01', 'FP-RM-0184-02']);
    expect(points[1]!.openingHours.filter((h) => h.weekday === 'MONDAY')).toEqual([
      { weekday: 'MONDAY', start: '07:00', end: '13:00' },
      { weekday: 'MONDAY', start: '15:30', end: '19:30' },
    ]);
    expect(points[0]!.address).toEqual({ street: 'Via Merulana', houseNumber: '140', zip: '00185', city: 'Roma', country: 'IT' });
  });

  it('finds by postal code or city alone, and answers an empty list where there is none', async () => {
    expect(pickupPoints.parse(await (await find('zip=20121')).json()).map((p) => p.id)).toEqual(['FP-MI-0121-01']);
    expect(pickupPoints.parse(await (await find('city=Milano')).json())).toHaveLength(2);
    expect(await (await find('city=Aosta&zip=11100')).json()).toEqual([]);
  });

  it('answers 400 without city and postal code', async () => {
    const response = await find('');
    expect(response.status).toBe(400);
    expect(fieldErrorBody.parse(await response.json()).fields).toEqual([{ field: 'zip', code: 'required' }]);
  });

  it('answers 404 outside Italy', async () => {
    const response = await find('city=Wien&zip=1070', 'AT');
    expect(response.status).toBe(404);
    expect(apiError.parse(await response.json()).error).toBe('not_found');
  });
});
