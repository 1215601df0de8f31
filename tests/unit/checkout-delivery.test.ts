import {
  addressOrderOf,
  deliveryOrderOf,
  deliveryRequest,
  deliveryStepOf,
  pickupPointSearch,
  pickupPointView,
  travellingOf,
} from '@/lib/checkout/steps/delivery';
import type { DeliveryStep, PersonalStep } from '@/lib/platform/contracts/checkout';
import { deliveryOrder } from '@/lib/platform/content-api/schemas/order-requests';
import { fieldErrorsOf } from '@/lib/platform/content-api/field-errors';
import type { PickupPoint } from '@/lib/platform/content-api/schemas';

const fieldsOf = (result: { success: boolean; error?: { issues: Parameters<typeof fieldErrorsOf>[0] } }) =>
  result.success ? [] : fieldErrorsOf(result.error!.issues);

const IT_METHODS = ['STANDARD', 'EXPRESS', 'PICKUP_POINT'] as const;
const AT_METHODS = ['STANDARD', 'EXPRESS'] as const;

describe('deliveryRequest: the step body', () => {
  it('takes a method the market offers', () => {
    expect(deliveryRequest(AT_METHODS).parse({ method: 'EXPRESS' })).toEqual({ method: 'EXPRESS' });
  });

  it('refuses a method the market does not offer, an unknown one and none', () => {
    expect(fieldsOf(deliveryRequest(AT_METHODS).safeParse({ method: 'PICKUP_POINT', pickupPointId: 'FP-1', zip: '00184' }))).toEqual([
      { field: 'method', code: 'invalid_format' },
    ]);
    expect(fieldsOf(deliveryRequest(IT_METHODS).safeParse({ method: 'DRONE' }))).toEqual([{ field: 'method', code: 'invalid_format' }]);
    expect(fieldsOf(deliveryRequest(IT_METHODS).safeParse({}))).toEqual([{ field: 'method', code: 'required' }]);
    expect(fieldsOf(deliveryRequest(IT_METHODS).safeParse({ method: '' }))).toEqual([{ field: 'method', code: 'required' }]);
  });

  it('needs a pickup point, with the search that found it, for a pickup', () => {
    const schema = deliveryRequest(IT_METHODS);
    expect(fieldsOf(schema.safeParse({ method: 'PICKUP_POINT', pickupPointId: '', zip: '00184' }))).toEqual([
      { field: 'pickupPointId', code: 'required' },
    ]);
    expect(fieldsOf(schema.safeParse({ method: 'PICKUP_POINT', pickupPointId: 'FP-RM-0184-01' }))).toEqual([
      { field: 'pickupPointId', code: 'required' },
    ]);
    expect(schema.parse({ method: 'PICKUP_POINT', pickupPointId: 'FP-RM-0184-01', zip: '00184', city: '' })).toEqual({
      method: 'PICKUP_POINT',
      pickupPointId: 'FP-RM-0184-01',
      zip: '00184',
    });
  });

  it('does not ask for a point when the order is delivered', () => {
    expect(deliveryRequest(IT_METHODS).parse({ method: 'STANDARD', pickupPointId: '', zip: '', city: '' })).toEqual({ method: 'STANDARD' });
  });
});

describe('pickupPointSearch', () => {
  it('takes a postal code, a city or both, trimmed', () => {
    expect(pickupPointSearch.parse({ zip: ' 00184 ' })).toEqual({ zip: '00184' });
    expect(pickupPointSearch.parse({ city: 'Reggio nell’Emilia' })).toEqual({ city: 'Reggio nell’Emilia' });
    expect(pickupPointSearch.parse({ zip: '00185', city: 'Roma' })).toEqual({ zip: '00185', city: 'Roma' });
  });

  it('needs one of them, of more than 1 character (SPEC §5), without foreign characters', () => {
    expect(fieldsOf(pickupPointSearch.safeParse({ zip: '', city: '' }))).toEqual([{ field: 'zip', code: 'required' }]);
    expect(fieldsOf(pickupPointSearch.safeParse({ city: 'R' }))).toEqual([{ field: 'city', code: 'too_short' }]);
    expect(fieldsOf(pickupPointSearch.safeParse({ zip: '00184;DROP' }))).toEqual([{ field: 'zip', code: 'invalid_format' }]);
    expect(fieldsOf(pickupPointSearch.safeParse({ city: '<script>' }))).toEqual([{ field: 'city', code: 'invalid_format' }]);
    expect(fieldsOf(pickupPointSearch.safeParse({ zip: '12345678901' }))).toEqual([{ field: 'zip', code: 'too_long' }]);
  });
});

describe('travellingOf', () => {
  it('sends the physical SIM cards and the devices, never eSIMs', () => {
    const cart = {
      simCards: [
        { tariffId: 'IT-GIGA-50', simType: 'SIM' as const },
        { tariffId: 'IT-GIGA-150', simType: 'ESIM' as const },
      ],
      landline: false,
      devices: ['galaxy-s25-128-navy'],
    };
    expect(travellingOf(cart)).toEqual({ simCards: [{ simType: 'SIM' }], products: [{ deviceModelSaleId: 'galaxy-s25-128-navy' }] });
  });
});

const POINT: PickupPoint = {
  id: 'FP-RM-0184-01',
  name: 'Edicola Nazionale',
  geolocation: { latitude: 41.9, longitude: 12.49 },
  address: { street: 'Via Nazionale', houseNumber: '75', zip: '00184', city: 'Roma', country: 'IT' },
  openingHours: [{ weekday: 'MONDAY', start: '07:00', end: '13:00' }],
};

describe('pickup points as the step shows and stores them', () => {
  it('puts the address on one line and keeps the postal code to find the point again', () => {
    expect(pickupPointView(POINT)).toEqual({
      id: 'FP-RM-0184-01',
      name: 'Edicola Nazionale',
      address: 'Via Nazionale 75, 00184 Roma',
      zip: '00184',
      openingHours: POINT.openingHours,
    });
  });

  it('stores the point for a pickup only', () => {
    const view = pickupPointView(POINT);
    expect(deliveryStepOf({ method: 'PICKUP_POINT', pickupPointId: POINT.id, zip: '00184' }, view)).toEqual({
      method: 'PICKUP_POINT',
      pickupPoint: { id: 'FP-RM-0184-01', name: 'Edicola Nazionale', address: 'Via Nazionale 75, 00184 Roma', zip: '00184' },
    });
    expect(deliveryStepOf({ method: 'STANDARD', pickupPointId: POINT.id, zip: '00184' }, view)).toEqual({ method: 'STANDARD' });
  });
});

const ADDRESS = { street: 'Neubaugasse', houseNumber: '12', doorNumber: '3', zip: '1070', city: 'Wien' };
const PERSONAL: PersonalStep = {
  customerType: 'PRIVATE',
  firstName: 'Anna',
  lastName: 'Muster',
  birthday: '1990-04-01',
  email: 'anna@example.com',
  confirmEmail: 'anna@example.com',
  phone: '+43 660 1234567',
  address: ADDRESS,
};

describe('deliveryOrderOf: the order’s delivery', () => {
  it('sends to the customer’s own address without naming it again', () => {
    const order = deliveryOrderOf({ method: 'STANDARD' }, PERSONAL, 'AT');
    expect(order).toEqual({ method: 'STANDARD' });
    expect(deliveryOrder.parse(order)).toEqual(order);
  });

  it('sends to another delivery address in the market’s country', () => {
    const personal = {
      ...PERSONAL,
      deliveryAddress: { name: 'Max Muster', street: 'Hauptstraße', houseNumber: '1', zip: '8010', city: 'Graz' },
    };
    expect(deliveryOrderOf({ method: 'EXPRESS' }, personal, 'AT')).toEqual({
      method: 'EXPRESS',
      address: { street: 'Hauptstraße', houseNumber: '1', zip: '8010', city: 'Graz', country: 'AT' },
    });
  });

  it('names a pickup point by its id, not an address', () => {
    const step: DeliveryStep = {
      method: 'PICKUP_POINT',
      pickupPoint: { id: 'FP-RM-0184-01', name: 'Edicola Nazionale', address: 'Via Nazionale 75, 00184 Roma', zip: '00184' },
    };
    const personal = { ...PERSONAL, deliveryAddress: { name: 'Max', ...ADDRESS } };
    const order = deliveryOrderOf(step, personal, 'IT');
    expect(order).toEqual({ method: 'PICKUP_POINT', pickupPointId: 'FP-RM-0184-01' });
    expect(deliveryOrder.parse(order)).toEqual(order);
  });

  it('takes house name and door number as they are, the region never, and GB for the UK', () => {
    expect(
      addressOrderOf(
        { street: 'Baker Street', houseNumber: '221B', houseName: 'Holmes House', zip: 'NW1 6XE', city: 'London', region: 'LND' },
        'UK',
      ),
    ).toEqual({
      street: 'Baker Street',
      houseNumber: '221B',
      houseName: 'Holmes House',
      zip: 'NW1 6XE',
      city: 'London',
      country: 'GB',
    });
    expect(addressOrderOf(ADDRESS, 'CAMP')).toEqual({ ...ADDRESS, country: 'AT' });
  });
});
