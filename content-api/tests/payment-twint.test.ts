import { fieldErrorBody, paymentResult, rechargeResult } from '@storefront/wire';
import { prepaidBalance } from '../src/customer-payment/prepaid-balance';
import { TWINT_TIMEOUT_SECONDS, twintTimeoutMs } from '../src/rules/twint';
import { paymentApi, RETURN_URL } from './support/payment';

const { request, pathOf, contract, clock, login, store } = paymentApi();

let order = 0;
const newOrder = () => `BC-TWINT-${++order}`;

async function startTwint(id = newOrder()) {
  const response = await request('PUT', '/payment/method/twint', { market: 'CH', json: { billingContractId: id, returnUrl: RETURN_URL } });
  expect(response.status).toBe(200);
  const started = paymentResult.parse(await response.json());
  expect(started).toMatchObject({
    result: 'PENDING',
    redirectUrl: expect.stringContaining(`/sandbox/payment/twint/${started.transactionId}`),
  });
  return { id, started, app: pathOf(started.redirectUrl!) };
}

const status = async (id: string) => {
  const response = await request('PUT', `/payment/method/twint/transaction/${id}`, { market: 'CH' });
  expect(response.status).toBe(200);
  return paymentResult.parse(await response.json());
};

const decide = (app: string, decision: string) => request('POST', `${app}/decision`, { form: { decision } });

describe('PUT /payment/method/twint', () => {
  it('refuses a bad body with field codes, and markets without TWINT', async () => {
    const bad = await request('PUT', '/payment/method/twint', { market: 'CH', json: { returnUrl: 'ftp://x' } });
    expect(bad.status).toBe(400);
    expect(
      fieldErrorBody
        .parse(await bad.json())
        .fields.map((f) => f.field)
        .sort(),
    ).toEqual(['billingContractId', 'returnUrl']);
    const elsewhere = await request('PUT', '/payment/method/twint', {
      market: 'AT',
      json: { billingContractId: newOrder(), returnUrl: RETURN_URL },
    });
    expect(elsewhere.status).toBe(404);
  });

  it('is PENDING with the app page until the person answers there; approving pays the order', async () => {
    const { id, started, app } = await startTwint();
    expect(await status(started.transactionId)).toEqual(started);
    const page = await (await request('GET', app)).text();
    expect(page).toContain('<h1>Pay with TWINT</h1>');
    expect(page).toContain('CHF 499.00');
    const answered = await decide(app, 'approve');
    expect(answered.status).toBe(200);
    expect(await answered.text()).toContain(`${RETURN_URL}?transactionId=${started.transactionId}`);
    expect(await status(started.transactionId)).toEqual({ transactionId: started.transactionId, result: 'SUCCESS' });
    expect(await contract(id, 'CH')).toMatchObject({ state: 'PAID', paymentMethod: 'TWINT' });
    // Answered once: the app takes no second answer.
    expect((await decide(app, 'decline')).status).toBe(409);
  });

  it('declined in the app: ERROR DECLINED, the order still open to pay', async () => {
    const { id, started, app } = await startTwint();
    await decide(app, 'decline');
    expect(await status(started.transactionId)).toEqual({ transactionId: started.transactionId, result: 'ERROR', reason: 'DECLINED' });
    expect(await contract(id, 'CH')).toMatchObject({ state: 'OPEN', paymentOpen: true });
  });

  it('unanswered past the time limit: ERROR EXPIRED, the app refuses an answer, the order may be paid again', async () => {
    const { id, started, app } = await startTwint();
    clock.set(new Date(clock.now().getTime() + TWINT_TIMEOUT_SECONDS * 1000));
    expect(await status(started.transactionId)).toEqual({ transactionId: started.transactionId, result: 'ERROR', reason: 'EXPIRED' });
    expect((await decide(app, 'approve')).status).toBe(409);
    expect(await contract(id, 'CH')).toMatchObject({ state: 'OPEN', paymentOpen: true });
    await startTwint(id);
  });

  it('a newer payment of the same order ends the one still open (one live attempt)', async () => {
    const first = await startTwint();
    const second = await startTwint(first.id);
    expect(await status(first.started.transactionId)).toMatchObject({ result: 'ERROR', reason: 'CANCELLED' });
    const replaced = await request('GET', first.app);
    expect(replaced.status).toBe(409);
    expect(await replaced.text()).toContain('Payment replaced by a newer one');
    expect((await status(second.started.transactionId)).result).toBe('PENDING');
  });

  it('answers 404 for a transaction that is no TWINT payment of the market', async () => {
    const { started } = await startTwint();
    expect((await request('PUT', `/payment/method/twint/transaction/${started.transactionId}`, { market: 'AT' })).status).toBe(404);
    expect((await request('PUT', '/payment/method/twint/transaction/tx_unknown', { market: 'CH' })).status).toBe(404);
  });
});

// The Swiss prepaid demo customer: one Prepaid 10 line with CHF 2.40 at the start.
describe('POST /payment/method/twint:rechargeprepaid', () => {
  const LINE = 'P-30000003-1';
  const balance = () => prepaidBalance(store, 'CH', '30000003', LINE);
  let token: string;
  beforeAll(async () => {
    token = await login('30000003', 'CH');
  });

  const rechargeByTwint = async (amount: number) => {
    const response = await request('POST', '/payment/method/twint:rechargeprepaid', {
      market: 'CH',
      token,
      json: { productKey: LINE, amount, returnUrl: RETURN_URL },
    });
    expect(response.status).toBe(200);
    const started = rechargeResult.parse(await response.json());
    expect(started).toMatchObject({
      result: 'PENDING',
      redirectUrl: expect.stringContaining(`/sandbox/payment/twint/${started.transactionId}`),
    });
    return { started, app: pathOf(started.redirectUrl!) };
  };

  it('is a TWINT payment of the amount: approved in the app, it credits the line once', async () => {
    const before = balance();
    const { started, app } = await rechargeByTwint(20);
    expect(await (await request('GET', app)).text()).toContain('CHF 20.00');
    expect(balance()).toBe(before);
    await decide(app, 'approve');
    expect(await status(started.transactionId)).toEqual({ transactionId: started.transactionId, result: 'SUCCESS' });
    expect(balance()).toBe(before + 20);
  });

  it('declined, or unanswered past the time limit: ERROR, nothing credited', async () => {
    const before = balance();
    const declined = await rechargeByTwint(10);
    await decide(declined.app, 'decline');
    expect(await status(declined.started.transactionId)).toMatchObject({ result: 'ERROR', reason: 'DECLINED' });
    const unanswered = await rechargeByTwint(10);
    clock.set(new Date(clock.now().getTime() + TWINT_TIMEOUT_SECONDS * 1000));
    expect(await status(unanswered.started.transactionId)).toMatchObject({ result: 'ERROR', reason: 'EXPIRED' });
    expect((await decide(unanswered.app, 'approve')).status).toBe(409);
    expect(balance()).toBe(before);
  });

  it('refuses an amount not offered, a bad return address, and markets whose recharge has no TWINT', async () => {
    const bad = await request('POST', '/payment/method/twint:rechargeprepaid', {
      market: 'CH',
      token,
      json: { productKey: LINE, amount: 15, returnUrl: 'ftp://x' },
    });
    expect(bad.status).toBe(400);
    expect(fieldErrorBody.parse(await bad.json()).fields).toEqual([{ field: 'returnUrl', code: 'invalid_format' }]);
    const notOffered = await request('POST', '/payment/method/twint:rechargeprepaid', {
      market: 'CH',
      token,
      json: { productKey: LINE, amount: 15, returnUrl: RETURN_URL },
    });
    expect(fieldErrorBody.parse(await notOffered.json()).fields).toEqual([{ field: 'amount', code: 'not_offered' }]);
    const austrian = await login('10000003', 'AT');
    const elsewhere = await request('POST', '/payment/method/twint:rechargeprepaid', {
      token: austrian,
      json: { productKey: 'P-10000003-1', amount: 10, returnUrl: RETURN_URL },
    });
    expect(elsewhere.status).toBe(404);
  });
});

describe('twintTimeoutMs', () => {
  it('is five minutes unless the sandbox sets a positive number of seconds', () => {
    expect(twintTimeoutMs({})).toBe(300_000);
    expect(twintTimeoutMs({ SANDBOX_TWINT_TIMEOUT_SECONDS: '30' })).toBe(30_000);
    expect(twintTimeoutMs({ SANDBOX_TWINT_TIMEOUT_SECONDS: 'soon' })).toBe(300_000);
  });
});
