/**
 * /identification in the reference API: the market's methods, the order's state, the national digital
 * ID (approve, deny, data that differs and its take-over) and bank e-ident (the exact SPEC §5
 * message, login, cancel), each clearing the order's isIdentOpen on success and nobody else's.
 */
import {
  apiError,
  eIdBanks,
  eIdRedirect,
  eIdValidation,
  idAustriaRedirect,
  idAustriaValidation,
  identificationConfig,
  identificationState,
  identTransaction,
  orderStatus,
  type OrderCreated,
} from '@storefront/wire';
import type { Send } from './support/orders';
import { asOrder, formPost, identApp, placeOrder, RETURN_URL } from './support/identification';

const { app, store, at, de } = identApp();
const sender = { AT: at, DE: de };

const stateOf = async (created: OrderCreated, send: Send = at) =>
  identificationState.parse(await (await send('GET', '/identification/state', undefined, asOrder(created))).json());
const isIdentOpen = async (created: OrderCreated, send: Send = at) =>
  orderStatus.parse(await (await send('GET', '/orders/status', undefined, asOrder(created))).json()).isIdentOpen;

describe('GET /identification/config', () => {
  it.each([
    ['AT', ['ID_AUSTRIA', 'E_ID', 'ID_UPLOAD', 'VIDEO']],
    ['DE', ['E_ID', 'ID_UPLOAD', 'VIDEO']],
    ['CH', ['ID_UPLOAD', 'VIDEO']],
    ['UK', []],
  ])('%s offers %j', async (market, methods) => {
    const response = await app.request('/identification/config', { headers: { 'X-Market': market } });
    expect(identificationConfig.parse(await response.json())).toEqual({ methods });
  });
});

describe('GET /identification/state', () => {
  it('is OPEN for a new order and needs the order headers: 401 without, 404 for a wrong token', async () => {
    const created = await placeOrder(at);
    expect(await stateOf(created)).toEqual({ status: 'OPEN', isIdentOpen: true });
    expect((await at('GET', '/identification/state')).status).toBe(401);
    const wrong = await at('GET', '/identification/state', undefined, { ...asOrder(created), 'X-Order-Token': 'not-the-token' });
    expect(wrong.status).toBe(404);
  });
});

/** Starts ID Austria for an order and answers the provider page's address. */
async function startIdAustria(created: OrderCreated) {
  const started = await at('POST', '/identification/start/', { redirectUrl: RETURN_URL }, asOrder(created));
  expect(started.status).toBe(201);
  const { transactionId } = identTransaction.parse(await started.json());
  const redirect = await at('GET', `/identification/redirecturl/?transactionId=${transactionId}`, undefined, asOrder(created));
  const { clientredirecturl } = idAustriaRedirect.parse(await redirect.json());
  expect(clientredirecturl).toBe(`http://localhost/sandbox/identification/id-austria/${transactionId}`);
  return { transactionId, page: clientredirecturl };
}

const validate = async (created: OrderCreated, transactionId: string) =>
  idAustriaValidation.parse(await (await at('POST', '/identification/validate/', { transactionId }, asOrder(created))).json());

describe('national digital ID (ID Austria)', () => {
  it('approved with the typed data: validate shows no differences, finish clears isIdentOpen', async () => {
    const created = await placeOrder(at);
    const { transactionId, page } = await startIdAustria(created);
    expect(await validate(created, transactionId)).toEqual({ transactionId, status: 'PENDING', differences: [] });
    expect((await stateOf(created)).status).toBe('PENDING');

    const pageHtml = await (await app.request(new URL(page).pathname)).text();
    expect(pageHtml).toContain('Approve: share my data');
    const back = await formPost(app, page, { identity: 'as-typed', decision: 'approve' });
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe(`${RETURN_URL}?transactionId=${transactionId}`);

    const validated = await validate(created, transactionId);
    expect(validated).toMatchObject({
      status: 'APPROVED',
      identity: { firstName: 'Anna', lastName: 'Berger', birthday: '1990-04-12' },
      differences: [],
    });
    const finished = await at('POST', '/identification/finish/', { transactionId }, asOrder(created));
    expect(identificationState.parse(await finished.json())).toEqual({ status: 'SUCCESS', method: 'ID_AUSTRIA', isIdentOpen: false });
    expect(await isIdentOpen(created)).toBe(false);
    // Finished is finished.
    expect((await at('POST', '/identification/finish/', { transactionId }, asOrder(created))).status).toBe(409);
  });

  it('approved with differing data: finish refuses (409 data_differs), the take-over replaces the typed data', async () => {
    const created = await placeOrder(at);
    const { transactionId, page } = await startIdAustria(created);
    await formPost(app, page, { identity: 'differing', decision: 'approve' });
    const { differences } = await validate(created, transactionId);
    expect(differences.map((d) => d.field)).toEqual(['lastName', 'street', 'houseNumber', 'zip']);
    expect(differences[0]).toEqual({ field: 'lastName', typed: 'Berger', identity: 'Huber-Berger' });

    const refused = await at('POST', '/identification/finish/', { transactionId }, asOrder(created));
    expect(refused.status).toBe(409);
    expect(apiError.parse(await refused.json()).error).toBe('data_differs');
    expect(await isIdentOpen(created)).toBe(true);

    const taken = await at('POST', '/identification/takeoveridaustriadataandfinish/', { transactionId }, asOrder(created));
    expect(identificationState.parse(await taken.json()).status).toBe('SUCCESS');
    expect(store.orders.order('AT', created.salesOrderId)!.order.holder).toMatchObject({
      firstName: 'Anna',
      lastName: 'Huber-Berger',
      street: 'Mariahilfer Straße',
      zip: '1060',
    });
    expect(await isIdentOpen(created)).toBe(false);
  });

  it('denied: validate says DENIED, the state FAILED, finish 409, identification stays open; another try may start', async () => {
    const created = await placeOrder(at);
    const { transactionId, page } = await startIdAustria(created);
    const back = await formPost(app, page, { decision: 'deny' });
    expect(back.headers.get('Location')).toBe(`${RETURN_URL}?transactionId=${transactionId}`);
    expect((await validate(created, transactionId)).status).toBe('DENIED');
    expect(await stateOf(created)).toEqual({ status: 'FAILED', method: 'ID_AUSTRIA', isIdentOpen: true });
    const finish = await at('POST', '/identification/finish/', { transactionId }, asOrder(created));
    expect(finish.status).toBe(409);
    expect(apiError.parse(await finish.json()).error).toBe('not_approved');
    // The page does not take a second answer.
    expect((await formPost(app, page, { decision: 'approve' })).status).toBe(409);
    await startIdAustria(created);
    expect((await stateOf(created)).status).toBe('PENDING');
  });

  it('answers bad input with 400 and is not offered in DE (404)', async () => {
    const created = await placeOrder(at);
    expect((await at('POST', '/identification/start/', { redirectUrl: 'javascript:alert(1)' }, asOrder(created))).status).toBe(400);
    expect((await at('POST', '/identification/validate/', {}, asOrder(created))).status).toBe(400);
    expect((await at('GET', '/identification/redirecturl/', undefined, asOrder(created))).status).toBe(400);
    const german = await placeOrder(de, 'DE');
    expect((await de('POST', '/identification/start/', { redirectUrl: RETURN_URL }, asOrder(german))).status).toBe(404);
  });

  it("another order's transaction is not readable (404)", async () => {
    const mine = await placeOrder(at);
    const theirs = await placeOrder(at);
    const { transactionId } = await startIdAustria(theirs);
    for (const path of ['/identification/validate/', '/identification/finish/', '/identification/takeoveridaustriadataandfinish/']) {
      expect((await at('POST', path, { transactionId }, asOrder(mine))).status).toBe(404);
    }
    expect((await at('GET', `/identification/redirecturl/?transactionId=${transactionId}`, undefined, asOrder(mine))).status).toBe(404);
  });
});

const MISSING = 'Missing RedirectUrl or TransactionId.';
let reference = 0;
const nextReference = () => `SHOP-REF-${(reference += 1).toString().padStart(4, '0')}`;

async function startBank(created: OrderCreated, transactionId = nextReference(), market: 'AT' | 'DE' = 'AT', bic = 'BKAUATWW') {
  const query = new URLSearchParams({ RedirectUrl: RETURN_URL, TransactionId: transactionId });
  const response = await sender[market](
    'GET',
    `/identification/e-id/bics/${bic}/redirecturl?${query.toString()}`,
    undefined,
    asOrder(created),
  );
  expect(response.status).toBe(200);
  return { transactionId, page: eIdRedirect.parse(await response.json()).redirecturl };
}

describe('bank e-ident', () => {
  it('lists the banks of the market', async () => {
    expect(eIdBanks.parse(await (await at('GET', '/identification/e-id/bics/')).json()).map((b) => b.bic)).toEqual([
      'BKAUATWW',
      'GIBAATWW',
      'RZBAATWW',
    ]);
    expect(eIdBanks.parse(await (await de('GET', '/identification/e-id/bics/')).json()).map((b) => b.bic)).toEqual([
      'COBADEFF',
      'DEUTDEFF',
    ]);
    expect((await app.request('/identification/e-id/bics/', { headers: { 'X-Market': 'CH' } })).status).toBe(404);
  });

  it.each([
    ['no parameters', {}],
    ['no TransactionId', { RedirectUrl: RETURN_URL }],
    ['no RedirectUrl', { TransactionId: 'SHOP-REF-1' }],
    ['an empty TransactionId', { RedirectUrl: RETURN_URL, TransactionId: '' }],
  ])('starting with %s fails with exactly the SPEC message', async (_, parameters) => {
    const created = await placeOrder(at);
    const response = await at(
      'GET',
      `/identification/e-id/bics/BKAUATWW/redirecturl?${new URLSearchParams(parameters).toString()}`,
      undefined,
      asOrder(created),
    );
    expect(response.status).toBe(400);
    expect(apiError.parse(await response.json()).message).toBe(MISSING);
  });

  it.each([
    ['no body', undefined],
    ['no TransactionId', { RedirectUrl: RETURN_URL }],
    ['no RedirectUrl', { TransactionId: 'SHOP-REF-1' }],
  ])('finishing with %s fails with exactly the SPEC message', async (_, body) => {
    const created = await placeOrder(at);
    const response = await at('POST', '/identification/e-id/finish/', body, asOrder(created));
    expect(response.status).toBe(400);
    expect(apiError.parse(await response.json()).message).toBe(MISSING);
  });

  it('log in with sandbox/1234 and approve: back with TransactionId and status, validate APPROVED, finish clears isIdentOpen', async () => {
    const created = await placeOrder(at);
    const { transactionId, page } = await startBank(created);
    const validation = async () =>
      eIdValidation.parse(
        await (await at('GET', `/identification/e-id/transactions/${transactionId}:validate`, undefined, asOrder(created))).json(),
      );
    expect(await validation()).toEqual({ transactionId, status: 'PENDING' });

    const wrongPin = await formPost(app, page, { user: 'sandbox', pin: '9999', decision: 'approve' });
    expect(wrongPin.status).toBe(401);
    expect(await wrongPin.text()).toContain('User number or PIN is wrong.');

    const back = await formPost(app, page, { user: 'sandbox', pin: '1234', decision: 'approve' });
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe(`${RETURN_URL}?TransactionId=${transactionId}&status=APPROVED`);
    expect(await validation()).toEqual({ transactionId, status: 'APPROVED' });

    const finished = await at(
      'POST',
      '/identification/e-id/finish/',
      { RedirectUrl: RETURN_URL, TransactionId: transactionId },
      asOrder(created),
    );
    expect(identificationState.parse(await finished.json())).toEqual({ status: 'SUCCESS', method: 'E_ID', isIdentOpen: false });
    expect(await isIdentOpen(created)).toBe(false);
    // The order needs no identification any more.
    expect(
      (
        await at(
          'GET',
          `/identification/e-id/bics/BKAUATWW/redirecturl?RedirectUrl=${RETURN_URL}&TransactionId=SHOP-REF-LATE`,
          undefined,
          asOrder(created),
        )
      ).status,
    ).toBe(409);
  });

  it('cancel at the bank: back with status CANCELLED, validate CANCELLED, finish 409, the state FAILED', async () => {
    const created = await placeOrder(de, 'DE');
    const { transactionId, page } = await startBank(created, nextReference(), 'DE', 'cobadeff');
    const back = await formPost(app, page, { decision: 'cancel' });
    expect(back.headers.get('Location')).toBe(`${RETURN_URL}?TransactionId=${transactionId}&status=CANCELLED`);
    const validation = await de('GET', `/identification/e-id/transactions/${transactionId}:validate`, undefined, asOrder(created));
    expect(eIdValidation.parse(await validation.json()).status).toBe('CANCELLED');
    expect(
      (await de('POST', '/identification/e-id/finish/', { RedirectUrl: RETURN_URL, TransactionId: transactionId }, asOrder(created)))
        .status,
    ).toBe(409);
    expect(await stateOf(created, de)).toEqual({ status: 'FAILED', method: 'E_ID', isIdentOpen: true });
  });

  it('refuses an unknown bank (404), a reused TransactionId (409), another RedirectUrl at finish and another order (404)', async () => {
    const created = await placeOrder(at);
    const other = await placeOrder(at);
    const query = `RedirectUrl=${encodeURIComponent(RETURN_URL)}&TransactionId=SHOP-REF-UNKNOWN-BANK`;
    expect((await at('GET', `/identification/e-id/bics/NOTABANK/redirecturl?${query}`, undefined, asOrder(created))).status).toBe(404);
    const { transactionId, page } = await startBank(created);
    const reused = await at(
      'GET',
      `/identification/e-id/bics/BKAUATWW/redirecturl?RedirectUrl=${RETURN_URL}&TransactionId=${transactionId}`,
      undefined,
      asOrder(other),
    );
    expect(reused.status).toBe(409);
    await formPost(app, page, { user: 'sandbox', pin: '1234', decision: 'approve' });
    const elsewhere = await at(
      'POST',
      '/identification/e-id/finish/',
      { RedirectUrl: 'https://evil.example/', TransactionId: transactionId },
      asOrder(created),
    );
    expect(elsewhere.status).toBe(404);
    expect((await at('GET', `/identification/e-id/transactions/${transactionId}:validate`, undefined, asOrder(other))).status).toBe(404);
    expect(
      (await at('POST', '/identification/e-id/finish/', { RedirectUrl: RETURN_URL, TransactionId: transactionId }, asOrder(other))).status,
    ).toBe(404);
  });
});
