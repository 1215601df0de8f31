import { apiError, mobilePorting, mobilePortings, orderCreated } from '@storefront/wire';
import { loginAs, orderOf, portedSim, sender } from './support/orders';
import { portingApi, signaturePng } from './support/portings';

// The QR code library's first use is slow on a busy machine: warm it up before the tests.
beforeAll(() => signaturePng(), 30_000);
// A fresh reference API per test: the moves change the seeded portings.
let api = portingApi();
beforeEach(() => {
  api = portingApi();
});
const move = (id: string, json: unknown) => api.move(id, json);
const status = async (id: string) => mobilePorting.parse(await (await api.request('GET', `/sandbox/portings/${id}`)).json());
const errorOf = async (response: Response) => apiError.parse(await response.json()).error;

describe('PUT /sandbox/portings/{id}: the statuses of SPEC §4', () => {
  it('moves a signed, pre-validated porting through READY_FOR_PROCESSING and IN_PROCESS to FINISHED', async () => {
    const id = 'PA-10000002-P1';
    for (const next of ['READY_FOR_PROCESSING', 'IN_PROCESS', 'FINISHED'] as const) {
      const response = await move(id, { status: next });
      expect(response.status).toBe(200);
      expect(mobilePorting.parse(await response.json()).status).toBe(next);
    }
    expect((await status(id)).portingDateTime).toMatch(/T05:00:00Z$/);
    const final = await move(id, { status: 'FAILED', reason: 'OTHER' });
    expect(final.status).toBe(409);
    expect(await errorOf(final)).toBe('invalid_transition');
  });

  it('makes only a signed, pre-validated porting READY_FOR_PROCESSING', async () => {
    const unsigned = await move('PA-10000001-P1', { status: 'READY_FOR_PROCESSING' });
    expect(unsigned.status).toBe(409);
    expect(await errorOf(unsigned)).toBe('not_signed');

    const token = await api.login('10000001');
    await api.request('PUT', '/portings/phoneaccounts/PA-10000001-P1/form:sign', {
      token,
      json: { signatureBase64: await signaturePng() },
    });
    expect((await move('PA-10000001-P1', { isPreValidated: false })).status).toBe(200);
    const unvalidated = await move('PA-10000001-P1', { status: 'READY_FOR_PROCESSING' });
    expect(unvalidated.status).toBe(409);
    expect(await errorOf(unvalidated)).toBe('not_pre_validated');

    const ready = await move('PA-10000001-P1', { status: 'READY_FOR_PROCESSING', isPreValidated: true });
    expect(ready.status).toBe(200);
    expect(mobilePorting.parse(await ready.json())).toMatchObject({ status: 'READY_FOR_PROCESSING', isSigned: true, isPreValidated: true });
  });

  it('fails a porting only with a reason, and shows it until it is re-presented', async () => {
    expect(await errorOf(await move('PA-10000002-P2', { status: 'FAILED' }))).toBe('reason_required');
    expect(await errorOf(await move('PA-10000002-P2', { status: 'FINISHED', reason: 'OTHER' }))).toBe('reason_not_allowed');
    expect((await move('PA-10000002-P2', { status: 'FAILED', reason: 'WRONG_CONTYPE' })).status).toBe(200);
    const token = await api.login('10000002');
    const [, failed] = mobilePortings.parse(await (await api.request('GET', '/portings/mobile', { token })).json());
    expect(failed).toMatchObject({ status: 'FAILED', portingErrors: ['WRONG_CONTYPE'] });
    // Only the customer re-presents a failed porting.
    expect(await errorOf(await move('PA-10000002-P2', { status: 'OPEN' }))).toBe('invalid_transition');
  });

  it('re-presents a POA failure after a new signature only', async () => {
    const token = await api.login('10000002');
    const id = 'PA-10000002-P1';
    expect((await move(id, { status: 'FAILED', reason: 'POA_NOT_SIGNED' })).status).toBe(200);
    expect(await errorOf(await api.request('PUT', `/portings/phoneaccounts/${id}/action:represent`, { token }))).toBe(
      'correction_required',
    );
    // The customer signs again a minute after the failure.
    api.clock.set(new Date(api.clock.now().getTime() + 60_000));
    expect(
      (await api.request('PUT', `/portings/phoneaccounts/${id}/form:sign`, { token, json: { signatureBase64: await signaturePng() } }))
        .status,
    ).toBe(200);
    const response = await api.request('PUT', `/portings/phoneaccounts/${id}/action:represent`, { token });
    expect(response.status).toBe(200);
    expect(mobilePorting.parse(await response.json())).toMatchObject({ status: 'OPEN', isSigned: true, portingErrors: [] });
  });

  it('answers bad moves with 4xx: unknown porting, unknown status, empty body', async () => {
    expect((await move('PA-nope', { status: 'OPEN' })).status).toBe(404);
    expect((await move('PA-10000001-F1', { status: 'OPEN' })).status).toBe(404);
    expect((await move('PA-10000001-P1', { status: 'DONE' })).status).toBe(400);
    expect((await move('PA-10000001-P1', {})).status).toBe(400);
    expect((await move('PA-10000001-P1', 'nonsense')).status).toBe(400);
  });
});

describe('an order that ports a number', () => {
  it("opens a porting for the customer's order, signed from the checkout with the order's billing contract", async () => {
    const send = sender(api.app, 'AT');
    const token = await loginAs(send, '10000001');
    const created = await send('POST', '/orders', orderOf('AT', { simCards: [portedSim({ code: '24681357' })] }), {
      Authorization: `Bearer ${token}`,
    });
    expect(created.status).toBe(201);
    const { salesOrderId } = orderCreated.parse(await created.json());
    const id = `PA-${salesOrderId}-1`;
    const portings = mobilePortings.parse(await (await api.request('GET', '/portings/mobile', { token })).json());
    expect(portings.at(-1)).toMatchObject({
      phoneAccountId: id,
      phoneNumber: '0664 7654321',
      previousProviderId: 'drei',
      puk: '24681357',
      status: 'OPEN',
      isSigned: false,
      desiredPortingDate: '2026-11-26',
    });

    const signOrder = (json: unknown, bearer?: string) => api.request('PUT', '/portings/form:sign', { token: bearer, json });
    const signature = await signaturePng();
    expect((await signOrder({ phoneAccountId: id, signatureBase64: signature, billingContractId: salesOrderId })).status).toBe(401);
    expect((await signOrder({ phoneAccountId: id, signatureBase64: signature, billingContractId: 'SO-0000000000' }, token)).status).toBe(
      404,
    );
    expect(
      (await signOrder({ phoneAccountId: 'PA-10000001-P1', signatureBase64: signature, billingContractId: salesOrderId }, token)).status,
    ).toBe(404);
    const other = await api.login('10000002');
    expect((await signOrder({ phoneAccountId: id, signatureBase64: signature, billingContractId: salesOrderId }, other)).status).toBe(404);
    expect((await signOrder({ phoneAccountId: id, billingContractId: salesOrderId }, token)).status).toBe(400);
    expect((await signOrder({ phoneAccountId: id, signatureBase64: signature, billingContractId: salesOrderId }, token)).status).toBe(200);
    expect((await api.request('GET', `/portings/phoneaccounts/${id}/issigned`, { token })).status).toBe(200);
  });

  it("lets a visitor's checkout sign with the order token", async () => {
    const send = sender(api.app, 'AT');
    const created = await send('POST', '/orders', orderOf('AT', { simCards: [portedSim({ code: '24681357' })] }));
    const { salesOrderId, orderToken } = orderCreated.parse(await created.json());
    const id = `PA-${salesOrderId}-1`;
    const headers = { 'X-Sales-Order-Id': salesOrderId, 'X-Order-Token': orderToken };
    const json = { phoneAccountId: id, signatureBase64: await signaturePng(), billingContractId: salesOrderId };
    expect((await api.request('PUT', '/portings/form:sign', { json, headers: { ...headers, 'X-Order-Token': 'wrong' } })).status).toBe(404);
    expect((await api.request('PUT', '/portings/form:sign', { json, headers })).status).toBe(200);
    const signed = await api.request('GET', `/portings/phoneaccounts/${id}/issigned`, { headers });
    expect(await signed.json()).toEqual({ isSigned: true });
  });
});
