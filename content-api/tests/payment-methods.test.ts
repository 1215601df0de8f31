import { allowedMethods, apiError, fieldErrorBody, openPosition, simpleResult } from '@storefront/wire';
import { paymentApi } from './support/payment';

const { request, login, contract } = paymentApi();

const names = async (response: Response) => {
  expect(response.status).toBe(200);
  return allowedMethods.parse(await response.json()).map((m) => m.name);
};

describe('GET /payment/methods', () => {
  it("lists the market's methods, manual ones marked, financing with its provider", async () => {
    const response = await request('GET', '/payment/methods');
    expect(allowedMethods.parse(await response.json())).toEqual([
      { name: 'CREDITCARD', isManualPayment: false },
      { name: 'APPLEPAY', isManualPayment: false },
      { name: 'SEPA', isManualPayment: false },
      { name: 'EPS', isManualPayment: true },
      { name: 'INVOICE', isManualPayment: true },
      { name: 'FINANCING', isManualPayment: false, provider: 'ratenwerk' },
    ]);
    expect(await names(await request('GET', '/payment/methods', { market: 'UK' }))).toEqual(['CREDITCARD', 'APPLEPAY']);
    expect(await names(await request('GET', '/payment/methods', { market: 'CH' }))).toEqual(['CREDITCARD', 'INVOICE', 'TWINT']);
  });
});

describe('POST /payment/methods/allowed', () => {
  const allowed = async (cart: unknown, market = 'AT') => names(await request('POST', '/payment/methods/allowed', { market, json: cart }));
  const prepaid = { type: 'TARIFF', paymentType: 'PRE_PAY' };
  const postpaid = { type: 'TARIFF', paymentType: 'POST_PAY' };

  it('offers no invoice and no direct debit for a prepaid value card', async () => {
    expect(await allowed({ items: [prepaid] })).toEqual(['CREDITCARD', 'APPLEPAY', 'EPS']);
    expect(await allowed({ items: [prepaid] }, 'DE')).toEqual(['CREDITCARD', 'APPLEPAY']);
  });

  it('offers invoice and direct debit for a postpaid tariff or a fixed line', async () => {
    expect(await allowed({ items: [postpaid] })).toEqual(['CREDITCARD', 'APPLEPAY', 'SEPA', 'EPS', 'INVOICE']);
    expect(await allowed({ items: [{ type: 'FIXEDLINE' }] }, 'DE')).toEqual(['CREDITCARD', 'APPLEPAY', 'SEPA', 'INVOICE']);
  });

  it('offers instalment financing for a device of a private customer only', async () => {
    expect(await allowed({ items: [postpaid, { type: 'DEVICE' }] })).toEqual([
      'CREDITCARD',
      'APPLEPAY',
      'SEPA',
      'EPS',
      'INVOICE',
      'FINANCING',
    ]);
    expect(await allowed({ items: [prepaid, { type: 'DEVICE' }] })).toEqual(['CREDITCARD', 'APPLEPAY', 'EPS', 'FINANCING']);
    expect(await allowed({ items: [postpaid, { type: 'DEVICE' }], isCompany: true })).toEqual([
      'CREDITCARD',
      'APPLEPAY',
      'SEPA',
      'EPS',
      'INVOICE',
    ]);
    expect(await allowed({ items: [postpaid, { type: 'DEVICE' }] }, 'IT')).toEqual(['CREDITCARD', 'SEPA']);
  });

  it('answers 400 for a cart without items or with an unknown tariff kind', async () => {
    for (const cart of [{ items: [] }, { items: [{ type: 'TARIFF', paymentType: 'FLAT' }] }, undefined]) {
      const response = await request('POST', '/payment/methods/allowed', { json: cart });
      expect(response.status).toBe(400);
      expect(fieldErrorBody.parse(await response.json()).error).toBe('invalid_request');
    }
  });
});

describe('PUT /payment/method/sepa', () => {
  const mandate = {
    billingContractId: 'BC-AT-1001',
    accountHolder: 'Anna Berger',
    iban: 'AT61 1904 3002 3457 3201',
    mandateAccepted: true,
  };
  const put = (body: unknown, market = 'AT') => request('PUT', '/payment/method/sepa', { market, json: body });

  it('accepts an IBAN with its mandate, as typed (spaces, lower case), and answers the mandate reference', async () => {
    const response = await put({ ...mandate, billingContractId: 'BC-SEPA-1', iban: 'at61 1904 3002 3457 3201' });
    expect(response.status).toBe(200);
    const result = simpleResult.parse(await response.json());
    expect(result).toEqual({ result: 'SUCCESS', mandateReference: expect.stringMatching(/^SBX-AT-[0-9A-F]{12}$/) });
    expect(await contract('BC-SEPA-1')).toMatchObject({ paymentMethod: 'SEPA', paymentOpen: false });
    expect((await put({ ...mandate, iban: 'DE89 3704 0044 0532 0130 00' })).status).toBe(200);
  });

  it.each([
    ['AT62 1904 3002 3457 3201', 'invalid_checksum'],
    ['AT61 1904 3002 3457 320', 'invalid_length'],
    ['DE89 3704 0044 0532 0130', 'invalid_length'],
    ['BR15 0000 0000 0000 1093 2840 814 P2', 'unsupported_country'],
    ['1904 3002 3457 3201', 'invalid_format'],
    ['AT61 1904 3002 3457 320!', 'invalid_format'],
  ])('refuses %s with 400 and the field code %s', async (iban, code) => {
    const response = await put({ ...mandate, iban });
    expect(response.status).toBe(400);
    expect(fieldErrorBody.parse(await response.json()).fields).toEqual([{ field: 'iban', code }]);
  });

  it('needs the accepted mandate, the holder and the contract', async () => {
    const response = await put({ iban: 'AT62 1904 3002 3457 3201', mandateAccepted: false });
    expect(response.status).toBe(400);
    expect(fieldErrorBody.parse(await response.json()).fields).toEqual([
      { field: 'billingContractId', code: 'required' },
      { field: 'accountHolder', code: 'required' },
      { field: 'mandateAccepted', code: 'consent_required' },
      { field: 'iban', code: 'invalid_checksum' },
    ]);
  });

  it("answers ERROR DIRECT_DEBIT_REFUSED for the sandbox bank's refusing account", async () => {
    const response = await put({ ...mandate, iban: 'AT64 1904 3000 0000 0666' });
    expect(response.status).toBe(200);
    expect(simpleResult.parse(await response.json())).toEqual({ result: 'ERROR', reason: 'DIRECT_DEBIT_REFUSED' });
  });

  it('refuses a prepaid order (400), a market without SEPA (404) and an unknown contract (404)', async () => {
    const prepaid = await put({ ...mandate, billingContractId: 'BC-AT-1003' });
    expect(prepaid.status).toBe(400);
    expect(apiError.parse(await prepaid.json()).error).toBe('method_not_allowed');
    expect((await put({ ...mandate, iban: 'GB29 NWBK 6016 1331 9268 19' }, 'UK')).status).toBe(404);
    expect((await put({ ...mandate, billingContractId: 'no' })).status).toBe(404);
  });
});

describe('GET /payment/openposition', () => {
  it('needs a logged-in customer (401 otherwise, SPEC §8)', async () => {
    expect((await request('GET', '/payment/openposition')).status).toBe(401);
    expect((await request('GET', '/payment/openposition/BC-10000001', { token: 'expired' })).status).toBe(401);
  });

  it("answers the customer's open amount and how it is paid", async () => {
    const token = await login('10000001');
    const response = await request('GET', '/payment/openposition', { token });
    expect(response.status).toBe(200);
    expect(openPosition.parse(await response.json())).toEqual({
      customer: { customerNumber: '10000001', name: 'Katharina Gruber' },
      paymentMethod: 'SEPA',
      money: { amount: 24.9, currencyCode: 'EUR' },
      billingContractId: 'BC-10000001',
      payableBy: ['CREDITCARD', 'EPS'],
    });
    const company = openPosition.parse(await (await request('GET', '/payment/openposition', { token: await login('10000002') })).json());
    expect(company).toMatchObject({ customer: { name: 'Huber Installationen GmbH' }, paymentMethod: 'INVOICE', money: { amount: 0 } });
  });

  it("reads one of the customer's billing contracts by id, and no one else's (404)", async () => {
    const token = await login('10000001');
    expect((await request('GET', '/payment/openposition/BC-10000001', { token })).status).toBe(200);
    expect((await request('GET', '/payment/openposition/BC-10000002', { token })).status).toBe(404);
    expect((await request('GET', '/payment/openposition/BC-AT-1001', { token })).status).toBe(404);
  });
});

describe('PUT /payment/changemethod/invoice', () => {
  it("switches the customer's bills to invoice", async () => {
    const token = await login('20000001', 'DE');
    const response = await request('PUT', '/payment/changemethod/invoice', { market: 'DE', token });
    expect(response.status).toBe(200);
    expect(simpleResult.parse(await response.json())).toEqual({ result: 'SUCCESS' });
    const position = openPosition.parse(await (await request('GET', '/payment/openposition', { market: 'DE', token })).json());
    expect(position.paymentMethod).toBe('INVOICE');
  });

  it('needs a login (401), a market with invoice (404), an own contract (404) and a good body (400)', async () => {
    expect((await request('PUT', '/payment/changemethod/invoice', {})).status).toBe(401);
    expect((await request('PUT', '/payment/changemethod/invoice', { market: 'UK', token: await login('40000001', 'UK') })).status).toBe(
      404,
    );
    const token = await login('10000001');
    expect((await request('PUT', '/payment/changemethod/invoice', { token, json: { billingContractId: 'BC-10000002' } })).status).toBe(404);
    expect((await request('PUT', '/payment/changemethod/invoice', { token, json: { billingContractId: 7 } })).status).toBe(400);
  });
});
