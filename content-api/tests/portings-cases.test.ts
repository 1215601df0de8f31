import { apiError, fieldErrorBody, fixedLinePortings, mobilePorting, mobilePortings } from '@storefront/wire';
import { correction, portingApi, signaturePng } from './support/portings';

// The QR code library's first use is slow on a busy machine: warm it up before the tests.
beforeAll(() => signaturePng(), 30_000);
const api = portingApi();
const { request, login } = api;

const mine = async (token: string, market = 'AT') =>
  mobilePortings.parse(await (await request('GET', '/portings/mobile', { token, market })).json());
const put = (token: string, id: string, json: unknown) => request('PUT', `/portings/phoneaccounts/${id}`, { token, json });
const represent = (token: string, id: string) => request('PUT', `/portings/phoneaccounts/${id}/action:represent`, { token });

describe('GET /portings/mobile and /portings/fixedline', () => {
  it("lists the customer's seeded portings in their states", async () => {
    const token = await login('10000001');
    const portings = await mine(token);
    expect(portings.map((p) => [p.phoneAccountId, p.status, p.isSigned, p.portingErrors])).toEqual([
      ['PA-10000001-P1', 'OPEN', false, []],
      ['PA-10000001-P2', 'FAILED', true, ['WRONG_NAME']],
      ['PA-10000001-P3', 'FINISHED', true, []],
    ]);
    expect(portings[0]).toMatchObject({
      phoneNumber: '+43 676 5550101',
      desiredPortingDate: '2026-12-07',
      previousProviderId: 'a1',
      puk: '12345678',
    });
    expect(portings[1]).toMatchObject({ firstname: 'K.', lastname: 'Gruber' });
    expect(portings[2]!.portingDateTime).toBe('2026-10-14T05:00:00Z');
    const fixed = fixedLinePortings.parse(await (await request('GET', '/portings/fixedline', { token })).json());
    expect(fixed).toEqual([
      expect.objectContaining({
        phoneAccountId: 'PA-10000001-F1',
        state: 'OPEN',
        isCustomerActionRequired: true,
        portingDate: '2026-12-03',
      }),
    ]);
  });

  it('gives each customer only their own, in every market', async () => {
    expect((await mine(await login('10000002'))).map((p) => p.status)).toEqual(['OPEN', 'IN_PROCESS']);
    expect((await mine(await login('40000001', 'UK'), 'UK')).map((p) => p.phoneAccountId)).toEqual([
      'PA-40000001-P1',
      'PA-40000001-P2',
      'PA-40000001-P3',
    ]);
    const company = await login('10000002');
    expect(fixedLinePortings.parse(await (await request('GET', '/portings/fixedline', { token: company })).json())).toEqual([]);
  });

  it('needs a valid bearer token (401)', async () => {
    expect((await request('GET', '/portings/mobile')).status).toBe(401);
    expect((await request('GET', '/portings/fixedline', { token: 'nope' })).status).toBe(401);
    expect((await request('PUT', '/portings/phoneaccounts/PA-10000001-P1', { json: correction() })).status).toBe(401);
  });
});

describe('ownership: another customer’s porting is a 404 for every call taking an id', () => {
  const other = 'PA-10000001-P1';
  // Every row has its body (undefined too): a row shorter than the test's parameters would make jest pass `done`.
  const calls: [string, 'GET' | 'PUT', string, unknown][] = [
    ['correct', 'PUT', `/portings/phoneaccounts/${other}`, correction()],
    ['re-present', 'PUT', `/portings/phoneaccounts/PA-10000001-P2/action:represent`, undefined],
    [
      'correct fixed line',
      'PUT',
      '/portings/fixedline/phoneaccounts/PA-10000001-F1',
      { portingDate: '2026-12-03', isSignedByCustomer: true },
    ],
    ['sign', 'PUT', `/portings/phoneaccounts/${other}/form:sign`, { signatureBase64: 'iVBORw0KGgo=' }],
    ['issigned', 'GET', `/portings/phoneaccounts/${other}/issigned`, undefined],
    ['QR link', 'GET', `/portings/phoneaccounts/${other}/link:qrcode`, undefined],
    ['SMS link', 'PUT', `/portings/phoneaccounts/${other}/link:sms/06641234567`, undefined],
    ['SMS code', 'GET', `/portings/phoneaccounts/${other}/verification/sms:send`, undefined],
    ['validate code', 'PUT', `/portings/phoneaccounts/${other}/verification/sms:validate`, { verificationCode: '123456' }],
  ];

  it.each(calls)('%s', async (_name, method, path, json) => {
    const token = await login('10000002');
    const response = await request(method, path, { token, json });
    expect(response.status).toBe(404);
    expect(apiError.parse(await response.json()).error).toBe('not_found');
    const owner = await login('10000001');
    expect((await request(method, path, { token: owner, json })).status).not.toBe(404);
  });

  it('answers an unknown id and a fixed-line id on a mobile call alike', async () => {
    const token = await login('10000001');
    expect((await request('GET', '/portings/phoneaccounts/PA-nope/issigned', { token })).status).toBe(404);
    expect((await request('GET', '/portings/phoneaccounts/PA-10000001-F1/issigned', { token })).status).toBe(404);
  });
});

describe('PUT /portings/phoneaccounts/{id}: correcting the data', () => {
  it('validates the body: PUK of 8 digits, names, company name of at most 60 characters', async () => {
    const token = await login('10000001');
    const response = await put(token, 'PA-10000001-P1', correction({ puk: '1234567', firstname: '', companyName: 'x'.repeat(61) }));
    expect(response.status).toBe(400);
    const fields = fieldErrorBody.parse(await response.json()).fields.map((f) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['puk', 'firstname', 'companyName']));
    expect((await request('PUT', '/portings/phoneaccounts/PA-10000001-P1', { token })).status).toBe(400);
  });

  it('keeps to the contract-type filter of the providers, a company for BUSINESS and the possible dates', async () => {
    const token = await login('10000001');
    const fields = async (body: unknown) => fieldErrorBody.parse(await (await put(token, 'PA-10000001-P1', body)).json()).fields;
    expect(await fields(correction({ contractType: 'PREPAID', previousProviderId: 'telering' }))).toEqual([
      { field: 'previousProviderId', code: 'not_allowed' },
    ]);
    expect(await fields(correction({ previousProviderId: 'nope' }))).toEqual([{ field: 'previousProviderId', code: 'unknown' }]);
    expect(await fields(correction({ contractType: 'BUSINESS' }))).toEqual([{ field: 'companyName', code: 'required' }]);
    expect(await fields(correction({ desiredPortingDate: '2026-11-24' }))).toEqual([
      { field: 'desiredPortingDate', code: 'unavailable_date' },
    ]);
    expect(await fields(correction({ desiredPortingDate: '2026-11-28' }))).toEqual([
      { field: 'desiredPortingDate', code: 'unavailable_date' },
    ]);
  });

  it('stores a correction, which needs a new signature and pre-validation', async () => {
    const token = await login('10000002');
    const response = await put(token, 'PA-10000002-P1', {
      ...correction({
        firstname: 'Florian',
        lastname: 'Huber',
        contractType: 'BUSINESS',
        companyName: 'Huber Installationen GmbH',
        previousProviderId: 'spusu',
      }),
      desiredPortingDate: '2026-12-01',
      terminationType: 'IMMEDIATE',
    });
    expect(response.status).toBe(200);
    expect(mobilePorting.parse(await response.json())).toMatchObject({
      previousProviderId: 'spusu',
      desiredPortingDate: '2026-12-01',
      isSigned: false,
      isPreValidated: false,
      status: 'OPEN',
    });
    expect((await mine(token))[0]).toMatchObject({ previousProviderId: 'spusu', terminationType: 'IMMEDIATE' });
  });

  it('refuses changes once the porting is with the providers (409 porting_locked)', async () => {
    const token = await login('10000002');
    const response = await put(
      token,
      'PA-10000002-P2',
      correction({ firstname: 'Florian', lastname: 'Huber', contractType: 'BUSINESS', companyName: 'Huber GmbH' }),
    );
    expect(response.status).toBe(409);
    expect(apiError.parse(await response.json()).error).toBe('porting_locked');
  });
});

describe('PUT …/action:represent', () => {
  it('refuses a failed porting not yet corrected, then re-presents it once the names are changed', async () => {
    const token = await login('10000001');
    const refused = await represent(token, 'PA-10000001-P2');
    expect(refused.status).toBe(409);
    expect(apiError.parse(await refused.json()).error).toBe('correction_required');

    // Changing something else does not answer WRONG_NAME.
    expect((await put(token, 'PA-10000001-P2', correction({ firstname: 'K.', puk: '11112222' }))).status).toBe(200);
    expect((await represent(token, 'PA-10000001-P2')).status).toBe(409);

    expect((await put(token, 'PA-10000001-P2', correction())).status).toBe(200);
    const response = await represent(token, 'PA-10000001-P2');
    expect(response.status).toBe(200);
    expect(mobilePorting.parse(await response.json())).toMatchObject({
      status: 'OPEN',
      firstname: 'Katharina',
      portingErrors: [],
      isSigned: false,
    });
  });

  it('re-presents only a failed porting (409 not_failed)', async () => {
    const token = await login('10000001');
    const response = await represent(token, 'PA-10000001-P3');
    expect(response.status).toBe(409);
    expect(apiError.parse(await response.json()).error).toBe('not_failed');
  });
});

describe('PUT /portings/fixedline/phoneaccounts/{id}', () => {
  it('confirms the porting with a possible date; refuses an impossible one and a missing confirmation', async () => {
    const token = await login('10000001');
    const path = '/portings/fixedline/phoneaccounts/PA-10000001-F1';
    expect((await request('PUT', path, { token, json: { portingDate: '2026-11-24', isSignedByCustomer: true } })).status).toBe(400);
    expect((await request('PUT', path, { token, json: { portingDate: '2026-12-03' } })).status).toBe(400);
    const response = await request('PUT', path, { token, json: { portingDate: '2026-12-09', isSignedByCustomer: true } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ portingDate: '2026-12-09', isSignedByCustomer: true, isCustomerActionRequired: false });
    expect(
      (
        await request('PUT', '/portings/fixedline/phoneaccounts/PA-10000001-P1', {
          token,
          json: { portingDate: '2026-12-09', isSignedByCustomer: true },
        })
      ).status,
    ).toBe(404);
  });
});
