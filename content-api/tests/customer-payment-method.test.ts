import {
  apiError,
  cardPaymentResponse,
  customerPaymentMethod,
  fieldErrorBody,
  openPosition,
  paymentResult,
  simpleResult,
  type CustomerPaymentMethod,
} from '@storefront/wire';
import { startReferenceApi } from './support/reference-api';
import { NOW, paymentApi, RETURN_URL } from './support/payment';

const { request, pathOf, cardToken, login } = paymentApi();

const method = async (token: string, market = 'AT'): Promise<CustomerPaymentMethod> => {
  const response = await request('GET', '/payment/method', { market, token });
  expect(response.status).toBe(200);
  return customerPaymentMethod.parse(await response.json());
};
const position = async (token: string, market = 'AT') =>
  openPosition.parse(await (await request('GET', '/payment/openposition', { market, token })).json());

describe('GET /payment/method', () => {
  it('needs a logged-in customer (401, SPEC §8)', async () => {
    expect((await request('GET', '/payment/method')).status).toBe(401);
    expect((await request('GET', '/payment/method', { token: 'expired' })).status).toBe(401);
  });

  it('shows a SEPA mandate with the IBAN masked, and the methods the customer may change to', async () => {
    expect(await method(await login('10000001'))).toEqual({
      method: 'SEPA',
      billingContractId: 'BC-10000001',
      changeableTo: ['CREDITCARD', 'APPLEPAY', 'SEPA', 'EPS', 'INVOICE'],
      sepa: { iban: 'AT61 **** **** **** 3201', accountHolder: 'Katharina Gruber', mandateReference: 'SBX-AT-7A21C0DE0001' },
    });
    expect(await method(await login('10000002'))).toMatchObject({ method: 'INVOICE', billingContractId: 'BC-10000002' });
    expect(await method(await login('30000001', 'CH'), 'CH')).toEqual({
      method: 'EBILL',
      billingContractId: 'BC-30000001',
      changeableTo: ['CREDITCARD', 'INVOICE', 'EBILL'],
      ebill: { email: 'laura.brunner@example.ch' },
    });
  });

  it('gives a stored card its SPEC §4 state: expiring soon, expired, inactive or fine', async () => {
    const card = async (customerNumber: string, market: string) => {
      const answer = await method(await login(customerNumber, market), market);
      return answer.method === 'CREDITCARD' ? answer.card : undefined;
    };
    // The sandbox clock says 23 November 2026: the DE card expires at the end of this month.
    expect(await card('20000001', 'DE')).toEqual({
      brand: 'VISA',
      last4: '4242',
      expiryMonth: 11,
      expiryYear: 2026,
      holder: 'Julia Schneider',
      state: 'EXPIRING_SOON',
    });
    expect(await card('40000001', 'UK')).toMatchObject({ last4: '4444', expiryMonth: 10, expiryYear: 2026, state: 'EXPIRED' });
    expect(await card('50000001', 'IT')).toMatchObject({ last4: '0004', state: 'INACTIVE' });
    expect(await card('40000002', 'UK')).toMatchObject({ last4: '1881', state: 'ACTIVE' });
    expect((await method(await login('40000002', 'UK'), 'UK')).changeableTo).toEqual(['CREDITCARD', 'APPLEPAY']);
  });

  it('has a method for every demo customer of every market', async () => {
    for (const [market, prefix] of [
      ['AT', '1'],
      ['DE', '2'],
      ['CH', '3'],
      ['UK', '4'],
      ['IT', '5'],
      ['CAMP', '6'],
    ] as const) {
      for (const n of ['1', '2']) {
        const customerNumber = `${prefix}000000${n}`;
        expect((await method(await login(customerNumber, market), market)).billingContractId).toBe(`BC-${customerNumber}`);
      }
    }
  });
});

describe('PUT /payment/method/sepa (customer area)', () => {
  const mandate = { accountHolder: 'Julia Schneider', iban: 'de89 3704 0044 0532 0130 00', mandateAccepted: true };

  it("makes a direct debit the customer's method, the IBAN kept masked", async () => {
    const token = await login('20000001', 'DE');
    const response = await request('PUT', '/payment/method/sepa', { market: 'DE', token, json: mandate });
    expect(response.status).toBe(200);
    const { mandateReference } = simpleResult.parse(await response.json());
    expect(mandateReference).toMatch(/^SBX-DE-[0-9A-F]{12}$/);
    expect(await method(token, 'DE')).toMatchObject({ method: 'SEPA', sepa: { iban: 'DE89 **** **** **** **30 00', mandateReference } });
    expect((await position(token, 'DE')).paymentMethod).toBe('SEPA');
  });

  it('checks the IBAN (mod 97, country length) and the mandate, and answers the refusing bank', async () => {
    const token = await login('10000001');
    const bad = await request('PUT', '/payment/method/sepa', {
      token,
      json: { ...mandate, iban: 'AT61 1904 3002 3457 320', mandateAccepted: false },
    });
    expect(bad.status).toBe(400);
    expect(fieldErrorBody.parse(await bad.json()).fields).toEqual([
      { field: 'mandateAccepted', code: 'consent_required' },
      { field: 'iban', code: 'invalid_length' },
    ]);
    const refused = await request('PUT', '/payment/method/sepa', { token, json: { ...mandate, iban: 'AT64 1904 3000 0000 0666' } });
    expect(simpleResult.parse(await refused.json())).toEqual({ result: 'ERROR', reason: 'DIRECT_DEBIT_REFUSED' });
    expect((await method(token)).method).toBe('SEPA');
  });

  it("needs a valid token, a market with SEPA, and the customer's own account", async () => {
    expect((await request('PUT', '/payment/method/sepa', { token: 'expired', json: mandate })).status).toBe(401);
    const uk = await request('PUT', '/payment/method/sepa', { market: 'UK', token: await login('40000001', 'UK'), json: mandate });
    expect(uk.status).toBe(404);
    // Naming another customer's account is the same 404 as an unknown one.
    const foreign = await request('PUT', '/payment/method/sepa', {
      token: await login('10000001'),
      json: { ...mandate, billingContractId: 'BC-10000002' },
    });
    expect(foreign.status).toBe(404);
    const anonymous = await request('PUT', '/payment/method/sepa', { json: { ...mandate, billingContractId: 'BC-10000002' } });
    expect(anonymous.status).toBe(404);
  });
});

describe('PUT /payment/method/eps (customer area)', () => {
  const put = (token: string, bic: string, market = 'AT') => request('PUT', '/payment/method/eps', { market, token, json: { bic } });

  it("makes EPS from a bank of the list the customer's method", async () => {
    const token = await login('10000002');
    expect((await method(token)).changeableTo).toContain('EPS');
    const response = await put(token, 'bkauatwwxxx');
    expect(response.status).toBe(200);
    expect(simpleResult.parse(await response.json())).toEqual({ result: 'SUCCESS' });
    expect(await method(token)).toMatchObject({ method: 'EPS', eps: { bic: 'BKAUATWWXXX', displayName: 'Bank Austria' } });
    expect((await position(token)).paymentMethod).toBe('EPS');
  });

  it('refuses a bank not on the list (400 unknown_bank at the field), a missing one, and markets without EPS', async () => {
    const token = await login('10000001');
    const unknown = await put(token, 'DEUTDEFFXXX');
    expect(unknown.status).toBe(400);
    const body = fieldErrorBody.parse(await unknown.json());
    expect(body).toMatchObject({ error: 'unknown_bank', fields: [{ field: 'bic', code: 'invalid_format' }] });
    expect(fieldErrorBody.parse(await (await put(token, '')).json()).fields).toEqual([{ field: 'bic', code: 'required' }]);
    expect((await method(token)).method).toBe('SEPA');
    expect((await put(await login('20000001', 'DE'), 'BKAUATWWXXX', 'DE')).status).toBe(404);
    expect((await put('expired', 'BKAUATWWXXX')).status).toBe(401);
  });
});

describe('PUT /payment/changemethod/creditcard/ and /{id}', () => {
  const start = (token: string, cardTokenValue: string, market = 'AT') =>
    request('PUT', '/payment/changemethod/creditcard/', { market, token, json: { cardToken: cardTokenValue, returnUrl: RETURN_URL } });

  it('saves a card that needs no challenge at once', async () => {
    const token = await login('10000002');
    const response = await start(token, await cardToken('4111111111111111'));
    expect(response.status).toBe(200);
    expect(cardPaymentResponse.parse(await response.json()).status).toBe('SUCCESS');
    const answer = await method(token);
    expect(answer).toMatchObject({
      method: 'CREDITCARD',
      card: { brand: 'VISA', last4: '1111', expiryMonth: 12, expiryYear: 2029, holder: 'Anna Berger', state: 'ACTIVE' },
    });
    // A card check pays nothing of the open position.
    expect((await position(token)).paymentMethod).toBe('CREDITCARD');
  });

  it('sends a challenge card through 3-D Secure and saves it when the change is completed', async () => {
    const token = await login('40000001', 'UK');
    const started = cardPaymentResponse.parse(await (await start(token, await cardToken('5200000000001096', 'UK'), 'UK')).json());
    expect(started).toMatchObject({ status: 'PENDING', redirectUrl: expect.stringContaining('/sandbox/payment/3ds/') });
    const complete = (as: string) =>
      request('PUT', `/payment/changemethod/creditcard/${started.transactionId}`, { market: 'UK', token: as });
    expect(cardPaymentResponse.parse(await (await complete(token)).json()).status).toBe('PENDING');
    const challenge = await request('POST', pathOf(started.redirectUrl!), { form: { decision: 'approve' } });
    expect(challenge.headers.get('Location')).toBe(`${RETURN_URL}?transactionId=${started.transactionId}`);
    // Another customer cannot complete (or read) this change.
    expect((await complete(await login('40000002', 'UK'))).status).toBe(404);
    expect(cardPaymentResponse.parse(await (await complete(token)).json())).toEqual({
      status: 'SUCCESS',
      transactionId: started.transactionId,
    });
    expect(await method(token, 'UK')).toMatchObject({
      method: 'CREDITCARD',
      card: { brand: 'MASTERCARD', last4: '1096', state: 'ACTIVE' },
    });
    expect((await position(token, 'UK')).money.amount).toBe(30);
  });

  it('keeps the old method when the card is declined or the challenge fails', async () => {
    const token = await login('50000002', 'IT');
    const declined = cardPaymentResponse.parse(await (await start(token, await cardToken('4000000000000002', 'IT'), 'IT')).json());
    expect(declined).toMatchObject({ status: 'ERROR', reason: 'DECLINED' });
    const started = cardPaymentResponse.parse(await (await start(token, await cardToken('4000000000003220', 'IT'), 'IT')).json());
    await request('POST', pathOf(started.redirectUrl!), { form: { decision: 'decline' } });
    const completed = await request('PUT', `/payment/changemethod/creditcard/${started.transactionId}`, { market: 'IT', token });
    expect(cardPaymentResponse.parse(await completed.json())).toMatchObject({ status: 'ERROR', reason: 'AUTHENTICATION_FAILED' });
    expect((await method(token, 'IT')).method).toBe('SEPA');
  });

  it('refuses card data, a used token, no login, and an unknown change', async () => {
    const token = await login('10000001');
    const carding = await request('PUT', '/payment/changemethod/creditcard/', {
      token,
      json: { cardToken: '4111 1111 1111 1111', returnUrl: RETURN_URL },
    });
    expect(apiError.parse(await carding.json()).error).toBe('card_data_not_accepted');
    const used = await cardToken('4111111111111111');
    expect((await start(token, used)).status).toBe(200);
    expect((await start(token, used)).status).toBe(400);
    expect((await start('expired', await cardToken('4111111111111111'))).status).toBe(401);
    expect((await request('PUT', '/payment/changemethod/creditcard/tx_unknown', { token })).status).toBe(404);
  });
});

describe('PUT /payment/method/ebill', () => {
  const put = (token: string, email: string, market = 'CH') => request('PUT', '/payment/method/ebill', { market, token, json: { email } });

  it("makes e-bill the customer's method, or answers the e-banking's refusal", async () => {
    const token = await login('30000002', 'CH');
    expect(simpleResult.parse(await (await put(token, 'refused@ebill.example')).json())).toEqual({ result: 'ERROR', reason: 'DECLINED' });
    expect((await method(token, 'CH')).method).toBe('INVOICE');
    expect(simpleResult.parse(await (await put(token, 'buchhaltung@alpenblick.example')).json())).toEqual({ result: 'SUCCESS' });
    expect(await method(token, 'CH')).toMatchObject({ method: 'EBILL', ebill: { email: 'buchhaltung@alpenblick.example' } });
    expect((await position(token, 'CH')).paymentMethod).toBe('EBILL');
  });

  it('is Swiss only (404 elsewhere) and checks the address (400)', async () => {
    expect((await put(await login('10000001'), 'katharina@example.at', 'AT')).status).toBe(404);
    const bad = await put(await login('30000001', 'CH'), 'not an address');
    expect(bad.status).toBe(400);
    expect(fieldErrorBody.parse(await bad.json()).fields).toEqual([{ field: 'email', code: 'invalid_format' }]);
  });

  it('drops the connection without any status for the no-answer address (SPEC §8)', async () => {
    const api = await startReferenceApi(NOW);
    try {
      const headers = { 'X-Market': 'CH', 'Content-Type': 'application/json' };
      const loggedIn = await fetch(`${api.url}/authentication/login/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ phoneNumberOrCustomerNumber: '30000001', secret: 'Demo-Passwort-2026' }),
      });
      const { token } = (await loggedIn.json()) as { token: string };
      const call = fetch(`${api.url}/payment/method/ebill`, {
        method: 'PUT',
        headers: { ...headers, Authorization: `Bearer ${token}` },
        body: JSON.stringify({ email: 'no-answer@ebill.example' }),
      });
      await expect(call).rejects.toThrow('fetch failed');
    } finally {
      await api.close();
    }
  });
});

describe('open positions and paying them', () => {
  it('pays the open position by card with the customer’s token only', async () => {
    const token = await login('20000001', 'DE');
    expect(await position(token, 'DE')).toMatchObject({
      billingContractId: 'BC-20000001',
      money: { amount: 19.99 },
      payableBy: ['CREDITCARD'],
    });
    const pay = async (as?: string) =>
      request('POST', '/payment/billingcontracts/BC-20000001/order/creditcard/', {
        market: 'DE',
        token: as,
        json: { cardToken: await cardToken('4111111111111111', 'DE'), returnUrl: RETURN_URL },
      });
    expect((await pay()).status).toBe(404);
    expect((await pay(await login('20000002', 'DE'))).status).toBe(404);
    expect(cardPaymentResponse.parse(await (await pay(token)).json()).status).toBe('SUCCESS');
    expect(await position(token, 'DE')).toMatchObject({ money: { amount: 0 }, payableBy: [] });
    expect(apiError.parse(await (await pay(token)).json()).error).toBe('already_paid');
  });

  it('pays the open position by EPS through the sandbox bank', async () => {
    const token = await login('60000001', 'CAMP');
    const started = paymentResult.parse(
      await (
        await request('POST', '/payment/billingcontracts/BC-60000001/order/eps', {
          market: 'CAMP',
          token,
          json: { bic: 'GIBAATWWXXX', returnUrl: RETURN_URL },
        })
      ).json(),
    );
    expect(started.result).toBe('PENDING');
    await request('POST', `${pathOf(started.redirectUrl!)}/login`, { form: { user: 'sandbox', pin: '1234' } });
    await request('POST', `${pathOf(started.redirectUrl!)}/decision`, { form: { decision: 'approve' } });
    expect(await position(token, 'CAMP')).toMatchObject({ money: { amount: 0, currencyCode: 'EUR' }, payableBy: [] });
  });

  it("reads only the customer's own billing contracts (404 for another's)", async () => {
    const token = await login('30000001', 'CH');
    expect((await request('GET', '/payment/openposition/BC-30000001', { market: 'CH', token })).status).toBe(200);
    expect((await request('GET', '/payment/openposition/BC-30000002', { market: 'CH', token })).status).toBe(404);
  });
});

describe('PUT /payment/changemethod/{wallet}', () => {
  const change = (token: string, paymentToken: unknown, market = 'DE') =>
    request('PUT', '/payment/changemethod/applepay', { market, token, json: { paymentToken } });

  it("makes the wallet the bills' method once the provider accepts its token; a declined one changes nothing", async () => {
    const token = await login('20000002', 'DE');
    expect(simpleResult.parse(await (await change(token, 'sandbox-wallet-decline')).json())).toEqual({
      result: 'ERROR',
      reason: 'DECLINED',
    });
    expect((await method(token, 'DE')).method).toBe('SEPA');
    expect(simpleResult.parse(await (await change(token, 'sandbox-wallet-approve')).json())).toEqual({ result: 'SUCCESS' });
    expect(await method(token, 'DE')).toEqual({
      method: 'APPLEPAY',
      billingContractId: 'BC-20000002',
      changeableTo: ['CREDITCARD', 'APPLEPAY', 'SEPA', 'INVOICE'],
    });
  });

  it('needs a login, a known token, and a market whose accounts take the wallet', async () => {
    expect(
      (await request('PUT', '/payment/changemethod/applepay', { market: 'DE', json: { paymentToken: 'sandbox-wallet-approve' } })).status,
    ).toBe(401);
    const token = await login('20000001', 'DE');
    const unknown = await change(token, 'tok_x');
    expect(unknown.status).toBe(400);
    expect(fieldErrorBody.parse(await unknown.json()).fields).toEqual([{ field: 'paymentToken', code: 'invalid_format' }]);
    expect((await change(await login('30000002', 'CH'), 'sandbox-wallet-approve', 'CH')).status).toBe(404);
  });
});
