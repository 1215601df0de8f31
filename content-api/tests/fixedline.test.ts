import {
  addressSearchResult,
  apiError,
  fieldErrorBody,
  fixedLineContactReceipt,
  fixedLineSupplier,
  type AddressSearchResult,
} from '@storefront/wire';
import { normaliseStreet } from '../src/address-search';
import { jsonRequest, referenceApp } from './support/reference-api';

const NOW = '2026-11-23T10:00:00Z';

function api(now = NOW) {
  const { app, clock } = referenceApp(now);
  const request = (method: 'GET' | 'POST', path: string, body?: unknown, market = 'AT') => jsonRequest(app, method, path, body, { market });
  return { request, clock };
}

const { request } = api();

async function search(body: Record<string, string>, market = 'AT'): Promise<AddressSearchResult> {
  const response = await request('POST', '/fixedline/addresses:search', body, market);
  expect(response.status).toBe(200);
  return addressSearchResult.parse(await response.json());
}

const lead = {
  name: 'Anna Berger',
  email: 'anna.berger@example.org',
  phone: '0660 1234567',
  address: { zip: '6020', city: 'Innsbruck', street: 'Museumstraße', houseNumber: '1' },
  buildingType: 'SINGLE_FAMILY_HOUSE',
  consent: true,
};

describe('POST /fixedline/addresses:search', () => {
  it('finds a verified address with its suppliers and the preferred one first', async () => {
    const result = await search({ zip: '1070', city: 'Wien', street: 'Neubaugasse', houseNumber: '12' });
    expect(result.resultCode).toBe('FOUND');
    expect(result.verifiedAddress).toMatchObject({ street: 'Neubaugasse', houseNumber: '12', zip: '1070', countryId: 'AT' });
    expect(result.foundSuppliers.map((s) => [s.name, s.lineType, s.availability])).toEqual([
      ['OFAA', 'FTTH', 'AVAILABLE'],
      ['A1-WHOLESALE', 'VDSL', 'AVAILABLE'],
    ]);
    expect(result.preferredSupplier).toBe('OFAA');
    expect(result.possibleAddresses).toEqual([]);
  });

  it('matches streets regardless of case, accents and the "str." spelling', async () => {
    const result = await search({ zip: '8010', street: 'annenstr.', houseNumber: '30' });
    expect(result.verifiedAddress?.street).toBe('Annenstraße');
    for (const spelling of ['Landstr.', 'LANDSTRASSE', 'landstrasse', 'Landstr']) {
      expect(normaliseStreet(spelling)).toBe(normaliseStreet('Landstraße'));
    }
    expect(normaliseStreet('Kärntner Ring')).toBe(normaliseStreet('karntner ring'));
  });

  it('lists several possible addresses for a house with two staircases, and picks one by id', async () => {
    const result = await search({ zip: '1070', street: 'Neubaugasse', houseNumber: '20' });
    expect(result.resultCode).toBe('MULTIPLE');
    expect(result.possibleAddresses.map((a) => a.stairs)).toEqual(['1', '2']);
    expect(result.foundSuppliers).toEqual([]);

    const response = await request('POST', '/fixedline/addresses:choose', { addressId: result.possibleAddresses[1]!.id });
    expect(response.status).toBe(200);
    const chosen = addressSearchResult.parse(await response.json());
    expect(chosen.resultCode).toBe('FOUND');
    expect(chosen.verifiedAddress?.stairs).toBe('2');
    expect(chosen.foundSuppliers.map((s) => [s.name, s.lineType, s.maxDownload])).toEqual([['A1-WHOLESALE', 'VDSL', 40]]);
  });

  it('narrows several addresses by the staircase when one is given', async () => {
    const result = await search({ zip: '1070', street: 'Neubaugasse', houseNumber: '20', stairs: '1' });
    expect(result.resultCode).toBe('FOUND');
    expect(result.foundSuppliers[0]).toMatchObject({ name: 'A1-WHOLESALE', lineType: 'FTTB', maxDownload: 500 });
  });

  it('lists every street a partial street name begins', async () => {
    const result = await search({ zip: '1010', street: 'Kärntner', houseNumber: '5' });
    expect(result.resultCode).toBe('MULTIPLE');
    expect(result.possibleAddresses.map((a) => a.street)).toEqual(['Kärntner Straße', 'Kärntner Ring']);
  });

  it('answers not found, allowing the entered address, with the street’s known numbers as suggestions', async () => {
    const unknown = await search({ zip: '6020', city: 'Innsbruck', street: 'Museumstraße', houseNumber: '1' });
    expect(unknown).toMatchObject({ resultCode: 'NOT_FOUND', allowEnteredAddressIfNotInPossibleAddresses: true, possibleAddresses: [] });
    expect(unknown.verifiedAddress).toBeUndefined();

    const wrongNumber = await search({ zip: '1070', street: 'Neubaugasse', houseNumber: '99' });
    expect(wrongNumber.resultCode).toBe('NOT_FOUND');
    expect(wrongNumber.possibleAddresses.map((a) => a.houseNumber)).toEqual(['12', '20', '20']);
  });

  it('answers a planned fibre area with the build progress and the lines available today', async () => {
    const result = await search({ zip: '8010', street: 'Annenstraße', houseNumber: '30' });
    expect(result.resultCode).toBe('PLANNED');
    expect(result.fibreExpansion).toEqual({ orderedPercent: 23, requiredPercent: 40 });
    expect(result.foundSuppliers.map((s) => [s.name, s.availability])).toEqual([
      ['OFAA', 'PLANNED'],
      ['A1-WHOLESALE', 'AVAILABLE'],
    ]);
  });

  it.each([
    ['IT', { zip: '20121', street: 'Via Brera', houseNumber: '10' }, 'FOUND'],
    ['IT', { zip: '00184', street: 'Via Nazionale', houseNumber: '50' }, 'MULTIPLE'],
    ['IT', { zip: '40121', street: "Via dell'Indipendenza", houseNumber: '8' }, 'PLANNED'],
    ['IT', { zip: '10121', street: 'Via Roma', houseNumber: '1' }, 'NOT_FOUND'],
    ['DE', { zip: '20095', street: 'Mönckebergstraße', houseNumber: '7' }, 'FOUND'],
    ['CH', { zip: '3011', street: 'Marktgasse', houseNumber: '20' }, 'MULTIPLE'],
    ['UK', { zip: 'bs15jg', street: 'Park Street', houseNumber: '30' }, 'PLANNED'],
  ])('answers every outcome in the other markets too (%s %j → %s)', async (market, body, code) => {
    expect((await search(body, market)).resultCode).toBe(code);
  });

  it('answers a street of 1 character with 400 and the SPEC message', async () => {
    const response = await request('POST', '/fixedline/addresses:search', { zip: '1070', street: 'N', houseNumber: '12' });
    expect(response.status).toBe(400);
    const body = fieldErrorBody.parse(await response.json());
    expect(body.message).toBe('Search needs more than 1 character.');
    expect(body.fields).toEqual([{ field: 'street', code: 'too_short' }]);
  });

  it('answers missing fields and a postal code outside the market’s pattern with field errors', async () => {
    const response = await request('POST', '/fixedline/addresses:search', { zip: '123456', street: '' });
    expect(response.status).toBe(400);
    expect(fieldErrorBody.parse(await response.json()).fields).toEqual([
      { field: 'street', code: 'required' },
      { field: 'houseNumber', code: 'required' },
      { field: 'zip', code: 'invalid_format' },
    ]);
  });

  it('answers a body that is not JSON with 400', async () => {
    const response = await request('POST', '/fixedline/addresses:search');
    expect(response.status).toBe(400);
  });

  it('answers with 404 in a market without fixed line, and for an unknown address id', async () => {
    expect(
      (await request('POST', '/fixedline/addresses:search', { zip: '1070', street: 'Neubaugasse', houseNumber: '12' }, 'CAMP')).status,
    ).toBe(404);
    expect((await request('POST', '/fixedline/addresses:choose', { addressId: 'no-such-address' })).status).toBe(404);
    expect((await request('POST', '/fixedline/addresses:choose', {})).status).toBe(400);
  });
});

describe('GET /fixedline/suppliers/{name}', () => {
  it('answers a supplier with its connections per building type and its tariffs', async () => {
    const response = await request('GET', '/fixedline/suppliers/OFAA');
    expect(response.status).toBe(200);
    const supplier = fixedLineSupplier.parse(await response.json());
    expect(supplier).toMatchObject({ name: 'OFAA', displayName: 'Open Fiber Austria', lineType: 'FTTH', isOrderAllowed: true });
    expect(supplier.connections.map((c) => c.buildingTypeId).sort()).toEqual(['MULTI_PARTY_BUILDING', 'SINGLE_FAMILY_HOUSE']);
    expect(supplier.tariffs.length).toBeGreaterThan(0);
    expect(supplier.tariffs.every((t) => t.connectionSupplierName === 'OFAA')).toBe(true);
  });

  it('says when a supplier’s lines cannot be ordered online', async () => {
    const response = await request('GET', '/fixedline/suppliers/TELEKOM-WHOLESALE', undefined, 'DE');
    expect(fixedLineSupplier.parse(await response.json()).isOrderAllowed).toBe(false);
  });

  it('answers an unknown supplier with 404', async () => {
    const response = await request('GET', '/fixedline/suppliers/NO-SUCH-SUPPLIER');
    expect(response.status).toBe(404);
    expect(apiError.parse(await response.json()).error).toBe('not_found');
  });
});

describe('POST /fixedline/contact', () => {
  it('stores a lead and says when it will be deleted', async () => {
    const { request: post } = api();
    const response = await post('POST', '/fixedline/contact', lead);
    expect(response.status).toBe(201);
    const receipt = fixedLineContactReceipt.parse(await response.json());
    // The sandbox clock runs on from NOW while the test runs: compare to the minute.
    expect(receipt.createdAt.slice(0, 16)).toBe('2026-11-23T10:00');
    expect(receipt.deleteAfter.slice(0, 16)).toBe('2027-05-23T10:00');
    const stored = (await (await post('GET', '/sandbox/fixedline/contacts')).json()) as { id: string; lead: typeof lead }[];
    expect(stored).toEqual([expect.objectContaining({ id: receipt.id, lead })]);
  });

  it('deletes leads older than 6 months by the sandbox clock on the next write', async () => {
    const { request: post, clock } = api('2026-01-10T09:00:00Z');
    await post('POST', '/fixedline/contact', lead);
    clock.set(new Date('2026-07-09T09:00:00Z'));
    await post('POST', '/fixedline/contact', { ...lead, email: 'second@example.org' });
    const kept = async () =>
      ((await (await post('GET', '/sandbox/fixedline/contacts')).json()) as { lead: typeof lead }[]).map((s) => s.lead.email);
    expect(await kept()).toEqual(['anna.berger@example.org', 'second@example.org']);
    clock.set(new Date('2026-07-10T09:00:01Z'));
    await post('POST', '/fixedline/contact', { ...lead, email: 'third@example.org' });
    expect(await kept()).toEqual(['second@example.org', 'third@example.org']);
  });

  it('answers a bad lead with 400 and one code per invalid field', async () => {
    const { request: post } = api();
    const response = await post('POST', '/fixedline/contact', {
      ...lead,
      name: ' ',
      email: 'not-an-email',
      phone: '12',
      address: { ...lead.address, zip: '60201' },
      consent: false,
    });
    expect(response.status).toBe(400);
    expect(fieldErrorBody.parse(await response.json()).fields).toEqual([
      { field: 'name', code: 'required' },
      { field: 'email', code: 'invalid_format' },
      { field: 'consent', code: 'consent_required' },
      { field: 'address.zip', code: 'invalid_format' },
      { field: 'phone', code: 'invalid_format' },
    ]);
    expect(await (await post('GET', '/sandbox/fixedline/contacts')).json()).toEqual([]);
  });

  it('requires the building type and checks numbers with the market’s patterns', async () => {
    const { request: post } = api();
    const { buildingType: _omitted, ...withoutBuilding } = lead;
    const response = await post('POST', '/fixedline/contact', { ...withoutBuilding, phone: '+39 333 1234567' });
    expect(fieldErrorBody.parse(await response.json()).fields).toEqual([
      { field: 'buildingType', code: 'required' },
      { field: 'phone', code: 'invalid_format' },
    ]);
    const italian = await post(
      'POST',
      '/fixedline/contact',
      { ...lead, phone: '+39 333 1234567', address: { zip: '10121', street: 'Via Roma', houseNumber: '1' } },
      'IT',
    );
    expect(italian.status).toBe(201);
  });
});
