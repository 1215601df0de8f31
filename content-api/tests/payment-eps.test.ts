import { epsBanks, fieldErrorBody, paymentResult } from '@storefront/wire';
import { paymentApi, RETURN_URL } from './support/payment';

const { request, pathOf, contract } = paymentApi();

let order = 0;
const newOrder = () => `BC-EPS-${++order}`;

async function startTransfer(id = newOrder(), bic = 'GIBAATWWXXX') {
  const response = await request('POST', `/payment/billingcontracts/${id}/order/eps`, { json: { bic, returnUrl: RETURN_URL } });
  expect(response.status).toBe(200);
  const started = paymentResult.parse(await response.json());
  expect(started).toMatchObject({
    result: 'PENDING',
    redirectUrl: expect.stringContaining(`/sandbox/payment/eps/${started.transactionId}`),
  });
  return { id, started, bank: pathOf(started.redirectUrl!) };
}

const status = async (id: string) => {
  const response = await request('GET', `/payment/status/${id}`);
  expect(response.status).toBe(200);
  return paymentResult.parse(await response.json());
};

const logIn = (bank: string, user = 'sandbox', pin = '1234') => request('POST', `${bank}/login`, { form: { user, pin } });
const decide = (bank: string, decision: string) => request('POST', `${bank}/decision`, { form: { decision } });

describe('GET /payment/eps/banklist', () => {
  it('lists the Austrian EPS banks by name with their BICs', async () => {
    const response = await request('GET', '/payment/eps/banklist');
    expect(response.status).toBe(200);
    const banks = epsBanks.parse(await response.json());
    expect(banks).toContainEqual({ displayName: 'Erste Bank und Sparkassen', bic: 'GIBAATWWXXX' });
    expect(banks.map((b) => b.displayName)).toEqual([...banks.map((b) => b.displayName)].sort((a, b) => a.localeCompare(b, 'de')));
    expect((await request('GET', '/payment/eps/banklist', { market: 'CAMP' })).status).toBe(200);
  });

  it('answers 404 in markets without EPS', async () => {
    const response = await request('GET', '/payment/eps/banklist', { market: 'DE' });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe('not_offered');
  });
});

describe('an EPS transfer through the sandbox bank', () => {
  it('is PENDING until the person answers at the bank', async () => {
    const { started } = await startTransfer();
    expect(await status(started.transactionId)).toEqual(started);
  });

  it('asks for the test login; a wrong one is refused (401) and the transfer stays open', async () => {
    const { bank, started } = await startTransfer();
    const login = await (await request('GET', bank)).text();
    expect(login).toContain('<label for="user">User number</label>');
    expect(login).toContain('<label for="pin">PIN</label>');
    expect(login).toContain('EUR 499.00');
    const wrong = await logIn(bank, 'sandbox', '0000');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('User number or PIN is wrong.');
    expect((await decide(bank, 'approve')).status).toBe(401);
    expect((await status(started.transactionId)).result).toBe('PENDING');
  });

  it.each([
    ['approve', { result: 'SUCCESS' }, 'PAID'],
    ['decline', { result: 'ERROR', reason: 'DECLINED' }, 'OPEN'],
  ])('%s after logging in: back to the shop, then status %j', async (decision, outcome, state) => {
    const { id, bank, started } = await startTransfer();
    const transfer = await logIn(bank);
    expect(transfer.status).toBe(200);
    expect(await transfer.text()).toContain('value="approve">Sign transfer</button>');
    const back = await decide(bank, decision);
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe(`${RETURN_URL}?transactionId=${started.transactionId}`);
    expect(await status(started.transactionId)).toEqual({ transactionId: started.transactionId, ...outcome });
    expect((await contract(id)).state).toBe(state);
    expect((await request('GET', bank)).status).toBe(409);
  });

  it('stays PENDING (without a page to go back to) when the bank confirms later, until the bank answers', async () => {
    const { id, bank, started } = await startTransfer();
    await logIn(bank);
    expect((await decide(bank, 'pending')).status).toBe(303);
    expect(await status(started.transactionId)).toEqual({ transactionId: started.transactionId, result: 'PENDING' });
    const late = await request('PUT', `/sandbox/payment/transactions/${started.transactionId}`, { json: { result: 'SUCCESS' } });
    expect(late.status).toBe(200);
    expect((await status(started.transactionId)).result).toBe('SUCCESS');
    expect((await contract(id)).state).toBe('PAID');
    expect((await request('PUT', `/sandbox/payment/transactions/${started.transactionId}`, { json: { result: 'SUCCESS' } })).status).toBe(
      409,
    );
  });

  it('ends when a new payment of the same order starts: the bank then refuses to sign it', async () => {
    const { id, bank, started } = await startTransfer();
    await logIn(bank);
    const newer = await startTransfer(id);
    const ended = await request('GET', bank);
    expect(ended.status).toBe(409);
    expect(await ended.text()).toContain('A newer payment was started for the same order');
    expect((await decide(bank, 'approve')).status).toBe(409);
    expect(await status(started.transactionId)).toMatchObject({ result: 'ERROR', reason: 'CANCELLED' });
    expect((await logIn(newer.bank)).status).toBe(200);
    expect((await decide(newer.bank, 'approve')).status).toBe(303);
    expect((await contract(id)).transactions.map((t) => t.result)).toEqual(['ERROR', 'SUCCESS']);
  });

  it('can be cancelled before logging in', async () => {
    const { bank, started } = await startTransfer();
    expect((await decide(bank, 'cancel')).status).toBe(303);
    expect(await status(started.transactionId)).toMatchObject({ result: 'ERROR', reason: 'CANCELLED' });
  });
});

describe('POST /payment/billingcontracts/{id}/order/eps errors', () => {
  it('answers 400 for a BIC not on the bank list and for a bad body', async () => {
    const unknown = await request('POST', `/payment/billingcontracts/${newOrder()}/order/eps`, {
      json: { bic: 'DEUTDEFFXXX', returnUrl: RETURN_URL },
    });
    expect(unknown.status).toBe(400);
    expect(fieldErrorBody.parse(await unknown.json())).toMatchObject({
      error: 'unknown_bank',
      fields: [{ field: 'bic', code: 'invalid_format' }],
    });
    const bad = await request('POST', `/payment/billingcontracts/${newOrder()}/order/eps`, { json: { returnUrl: 'ftp://x' } });
    expect(fieldErrorBody.parse(await bad.json()).fields).toEqual([
      { field: 'bic', code: 'required' },
      { field: 'returnUrl', code: 'invalid_format' },
    ]);
  });

  it('answers 404 where EPS is not offered and for unknown transactions', async () => {
    expect(
      (
        await request('POST', `/payment/billingcontracts/${newOrder()}/order/eps`, {
          market: 'UK',
          json: { bic: 'GIBAATWWXXX', returnUrl: RETURN_URL },
        })
      ).status,
    ).toBe(404);
    expect((await request('GET', '/payment/status/tx_unknown')).status).toBe(404);
    const { started } = await startTransfer();
    expect((await request('GET', `/payment/status/${started.transactionId}`, { market: 'CAMP' })).status).toBe(404);
  });
});
