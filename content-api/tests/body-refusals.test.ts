/**
 * The refusals of the routes that read their bodies by hand before they went through
 * @hono/zod-validator (ADR 0053), pinned answer by answer: a body wrong in several ways at once, a
 * body that is not JSON, and the checks a route makes before it reads the body.
 */
import { sender } from './support/orders';
import { paymentApi } from './support/payment';

const { app, login } = paymentApi();
const at = sender(app, 'AT');
const MALFORMED = '{"not json';

const answer = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });
const fieldErrors = (fields: [string, string][]) => ({
  status: 400,
  body: {
    error: 'invalid_request',
    message: 'Some fields are missing or invalid.',
    fields: fields.map(([field, code]) => ({ field, code })),
  },
});
const error = (status: number, code: string, message: string) => ({ status, body: { error: code, message } });

describe('identification', () => {
  it('answers e-ident finish with the rule that failed, a body that is not JSON as a missing one', async () => {
    const finish = (body: unknown, send = at) => send('POST', '/identification/e-id/finish/', body);
    expect(await answer(await finish(MALFORMED))).toEqual(error(400, 'missing_parameters', 'Missing RedirectUrl or TransactionId.'));
    expect(await answer(await finish({ RedirectUrl: ' ', TransactionId: 'x' }))).toMatchObject({ body: { error: 'missing_parameters' } });
    expect(await answer(await finish({ RedirectUrl: 'ftp://shop.example/r', TransactionId: 'a b' }))).toMatchObject({
      status: 400,
      body: { error: 'invalid_redirect_url' },
    });
    expect(await answer(await finish({ RedirectUrl: 'https://shop.example/r', TransactionId: 'a b' }))).toMatchObject({
      status: 400,
      body: { error: 'invalid_transaction_id' },
    });
    expect(await answer(await finish(MALFORMED, sender(app, 'UK')))).toEqual(error(404, 'not_offered', 'This market does not offer E_ID.'));
  });

  it('asks ID Austria calls for a transactionId, after the market offers it', async () => {
    expect(await answer(await at('POST', '/identification/validate/', MALFORMED))).toEqual(
      error(400, 'invalid_request', 'transactionId is required.'),
    );
    expect(await answer(await at('POST', '/identification/finish/', { transactionId: 7 }))).toEqual(
      error(400, 'invalid_request', 'transactionId is required.'),
    );
    expect(await answer(await sender(app, 'DE')('POST', '/identification/validate/', MALFORMED))).toEqual(
      error(404, 'not_offered', 'This market does not offer ID_AUSTRIA.'),
    );
  });
});

describe('captcha and number reservations', () => {
  it('counts an unreadable answer as a wrong one, as JSON or as a form', async () => {
    expect(await answer(await at('POST', '/sandbox/captcha', MALFORMED))).toMatchObject({ status: 400, body: { error: 'captcha_failed' } });
    const form = await app.request('/sandbox/captcha', {
      method: 'POST',
      headers: { 'X-Market': 'AT', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'challengeId=nope',
    });
    expect(form.status).toBe(400);
    expect(await form.text()).toContain('That was not right.');
  });

  it('asks for the captcha token first, whatever else is wrong', async () => {
    const reserve = (body: unknown) => at('POST', '/orders/numberreservations/mobile', body);
    const required = error(400, 'captcha_required', 'A captcha token (turnstileToken) is required.');
    expect(await answer(await reserve(MALFORMED))).toEqual(required);
    expect(await answer(await reserve({ turnstileToken: '', simCardAmounts: 'two' }))).toEqual(required);
    expect(await answer(await reserve({ turnstileToken: 'token', simCardAmounts: 'two' }))).toEqual(
      fieldErrors([['simCardAmounts', 'invalid_format']]),
    );
  });
});

describe('payment', () => {
  it('refuses a card number before anything else in the body, without echoing it', async () => {
    const pay = (body: unknown) => at('POST', '/payment/billingcontracts/BC-NONE/order/creditcard/', body);
    const refused = await answer(await pay({ cardToken: 4, note: '4111 1111 1111 1111' }));
    expect(refused).toMatchObject({ status: 400, body: { error: 'card_data_not_accepted' } });
    expect(JSON.stringify(refused)).not.toContain('4111');
    expect(await answer(await pay({ returnUrl: 'https://shop.example/r' }))).toEqual(fieldErrors([['cardToken', 'required']]));
  });

  it('reports the IBAN rule beside every other field of a SEPA mandate', async () => {
    const sepa = (body: unknown, headers?: Record<string, string>) => at('PUT', '/payment/method/sepa', body, headers);
    const mandate = { accountHolder: ' ', iban: 'AT61 1904 3002 3457 3202', mandateAccepted: false };
    expect(await answer(await sepa({ ...mandate, billingContractId: 'BC-1' }))).toEqual(
      fieldErrors([
        ['accountHolder', 'required'],
        ['mandateAccepted', 'consent_required'],
        ['iban', 'invalid_checksum'],
      ]),
    );
    expect(await answer(await sepa(mandate))).toEqual(
      fieldErrors([
        ['billingContractId', 'required'],
        ['accountHolder', 'required'],
        ['mandateAccepted', 'consent_required'],
        ['iban', 'invalid_checksum'],
      ]),
    );
    const token = await login('10000001');
    expect(await answer(await sepa(mandate, { Authorization: `Bearer ${token}` }))).toEqual(
      fieldErrors([
        ['accountHolder', 'required'],
        ['mandateAccepted', 'consent_required'],
        ['iban', 'invalid_checksum'],
      ]),
    );
    const valid = { accountHolder: 'Anna Berger', iban: 'AT61 1904 3002 3457 3201', mandateAccepted: true };
    expect((await sepa(valid, { Authorization: 'Bearer not-a-token' })).status).toBe(401);
  });

  it('answers an unknown recharge method or one the market does not offer before the body', async () => {
    const camp = sender(app, 'CAMP');
    const token = await login('60000001', 'CAMP');
    const bearer = { Authorization: `Bearer ${token}` };
    expect(await answer(await camp('POST', '/payment/method/cash:rechargeprepaid', MALFORMED, bearer))).toEqual(
      error(404, 'not_found', 'No such payment method call.'),
    );
    expect((await camp('POST', '/payment/method/cash:rechargeprepaid', {})).status).toBe(401);
    expect((await camp('POST', '/payment/method/eps:rechargeprepaid', {})).status).toBe(401);
    expect(await answer(await camp('POST', '/payment/method/twint:rechargeprepaid', MALFORMED, bearer))).toEqual(
      error(404, 'not_offered', 'This market does not recharge by twint.'),
    );
    expect(await answer(await camp('POST', '/payment/method/voucher:rechargeprepaid', { code: 5 }, bearer))).toEqual(
      fieldErrors([
        ['productKey', 'required'],
        ['code', 'required'],
      ]),
    );
  });

  it('answers a wallet the market does not offer before its body, and a bad TWINT body with its fields', async () => {
    expect(await answer(await sender(app, 'CH')('POST', '/payment/method/applepay/validatemerchant', MALFORMED))).toMatchObject({
      status: 404,
      body: { error: 'not_offered' },
    });
    expect(await answer(await sender(app, 'CH')('PUT', '/payment/method/twint', { returnUrl: 5 }))).toEqual(
      fieldErrors([
        ['billingContractId', 'required'],
        ['returnUrl', 'invalid_format'],
      ]),
    );
  });
});

describe('contact, fixed line and portings', () => {
  it('checks a contact message with the market’s patterns, and a body that is not JSON as such', async () => {
    expect(await answer(await at('POST', '/contact/send', { phone: '12', email: 'x' }))).toMatchObject({
      status: 400,
      body: { error: 'invalid_request' },
    });
    expect(await answer(await at('POST', '/contact/send', MALFORMED))).toEqual(fieldErrors([['(body)', 'invalid_format']]));
  });

  it('reports the market’s postal-code and phone rules after the schema’s own codes', async () => {
    expect(await answer(await at('POST', '/fixedline/addresses:search', { zip: '12', street: 'N' }))).toEqual({
      status: 400,
      body: {
        error: 'invalid_request',
        message: 'Search needs more than 1 character.',
        fields: [
          { field: 'street', code: 'too_short' },
          { field: 'houseNumber', code: 'required' },
          { field: 'zip', code: 'invalid_format' },
        ],
      },
    });
    const lead = { name: 'Anna', phone: 'abc', address: { zip: '1', street: 'Neubaugasse', houseNumber: '1' }, consent: true };
    expect(await answer(await at('POST', '/fixedline/contact', lead))).toEqual(
      fieldErrors([
        ['email', 'required'],
        ['buildingType', 'required'],
        ['address.zip', 'invalid_format'],
        ['phone', 'invalid_format'],
      ]),
    );
    expect(await answer(await at('POST', '/fixedline/contact', { ...lead, kind: 'OTHER' }))).toMatchObject({
      body: { fields: expect.arrayContaining([{ field: 'kind', code: 'invalid_format' }]) },
    });
    expect(await answer(await at('POST', '/fixedline/contact', { kind: 'BUILD_NOTICE', phone: 'abc' }))).toEqual(
      fieldErrors([
        ['addressId', 'required'],
        ['email', 'required'],
        ['consent', 'consent_required'],
      ]),
    );
  });

  it('tells the sandbox’s build call what to send', async () => {
    const sendThis = error(400, 'invalid_request', 'Send { "addressId": "…" } of a planned address.');
    expect(await answer(await at('POST', '/sandbox/fixedline/builds', MALFORMED))).toEqual(sendThis);
    expect(await answer(await at('POST', '/sandbox/fixedline/builds', { addressId: 5 }))).toEqual(sendThis);
  });

  it('asks who corrects a porting before it reads the correction', async () => {
    expect((await at('PUT', '/portings/phoneaccounts/PA-10000001-P1', MALFORMED)).status).toBe(401);
  });
});
