/**
 * Our fixed-line route handlers (app/api/fixedline/*) against the reference API: the Origin check,
 * our own validation, the offers at a found address, and the API's field errors passed through.
 */
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';

// Outside Next's request scope: no draft mode (preview) and no cookies.
jest.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: false }),
  cookies: async () => ({ get: () => undefined }),
}));

let api: RunningApi;
let search: typeof import('@/app/api/fixedline/search/route');
let choose: typeof import('@/app/api/fixedline/choose/route');
let contact: typeof import('@/app/api/fixedline/contact/route');
let buildNotice: typeof import('@/app/api/fixedline/build-notice/route');

beforeAll(async () => {
  api = await startStorefrontApi();
  search = await import('@/app/api/fixedline/search/route');
  choose = await import('@/app/api/fixedline/choose/route');
  contact = await import('@/app/api/fixedline/contact/route');
  buildNotice = await import('@/app/api/fixedline/build-notice/route');
});
afterAll(() => api.close());

const post = (body: unknown, { origin = 'http://at.localhost:3000', host = 'at.localhost:3000' } = {}) =>
  new Request(`http://${host}/api/fixedline`, {
    method: 'POST',
    headers: { host, origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const lead = {
  name: 'Anna Berger',
  email: 'anna.berger@example.org',
  phone: '0660 1234567',
  address: { zip: '6020', street: 'Museumstraße', houseNumber: '1' },
  buildingType: 'MULTI_PARTY_BUILDING',
  consent: true,
  locale: 'de-AT',
};

describe('fixed-line route handlers', () => {
  it('refuse another origin', async () => {
    const response = await search.POST(post({ zip: '1070', street: 'Neubaugasse', houseNumber: '12' }, { origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
  });

  it('refuse a street of 1 character with its field error, before asking the API', async () => {
    const response = await search.POST(post({ zip: '1070', street: 'N', houseNumber: '12' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_request', fields: [{ field: 'street', code: 'too_short' }] });
  });

  it('answer a found address with the tariffs each supplier’s line can carry and its connections', async () => {
    const response = await search.POST(post({ zip: '1070', street: 'Neubaugasse', houseNumber: '12', locale: 'de-AT' }));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      result: { resultCode: string };
      offers: { supplier: { name: string }; tariffs: { tariffModelSalesId: string }[]; connections: { buildingTypeId: string }[] }[];
    };
    expect(answer.result.resultCode).toBe('FOUND');
    expect(answer.offers.map((o) => [o.supplier.name, o.tariffs.map((t) => t.tariffModelSalesId)])).toEqual([
      ['OFAA', ['AT-FIBRE-150', 'AT-FIBRE-300', 'AT-FIBRE-1000']],
      ['A1-WHOLESALE', ['AT-DSL-40']],
    ]);
    expect(answer.offers[0]!.connections.map((c) => c.buildingTypeId).sort()).toEqual(['MULTI_PARTY_BUILDING', 'SINGLE_FAMILY_HOUSE']);
  });

  it('answer an unknown address id with 404', async () => {
    expect((await choose.POST(post({ addressId: 'no-such-address' }))).status).toBe(404);
  });

  it('pass the API’s field errors of a contact request through, and store a valid one', async () => {
    const bad = await contact.POST(post({ ...lead, phone: '12345' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'invalid_request', fields: [{ field: 'phone', code: 'invalid_format' }] });

    const good = await contact.POST(post(lead));
    expect(good.status).toBe(201);
    expect(await good.json()).toMatchObject({ ok: true });
  });

  it('take a build notice request for a planned address only with an e-mail and the consent', async () => {
    const notice = {
      kind: 'BUILD_NOTICE',
      addressId: 'at-8010-annenstrasse-30',
      email: 'lena.gruber@example.org',
      consent: true,
      locale: 'de-AT',
    };
    const refused = await buildNotice.POST(post({ ...notice, consent: false, email: '' }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'invalid_request',
      fields: [
        { field: 'email', code: 'required' },
        { field: 'consent', code: 'consent_required' },
      ],
    });
    expect((await buildNotice.POST(post(notice, { origin: 'https://evil.example' }))).status).toBe(403);
    const good = await buildNotice.POST(post(notice));
    expect(good.status).toBe(201);
    expect(await good.json()).toEqual({ ok: true, deleteAfter: expect.any(String) });
  });
});
