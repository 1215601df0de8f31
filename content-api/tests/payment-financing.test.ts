import { apiError, fieldErrorBody, instalmentConfig, instalmentResult, paymentResult } from '@storefront/wire';
import { FINANCING_API_KEY as API_KEY, paymentApi, RETURN_URL } from './support/payment';

const START = '2026-11-23T10:00:00Z';
const { app, store, request, pathOf, contract, clock, cardToken, postFingerprintForm: postForm } = paymentApi(START);

let order = 0;
const newOrder = () => `BC-FIN-${++order}`;

async function startPurchase(id = newOrder()) {
  const response = await request('POST', `/payment/method/ratenwerk/ratepayment/${id}`, { json: { returnUrl: RETURN_URL } });
  expect(response.status).toBe(200);
  return { id, ...instalmentResult.parse(await response.json()) };
}

/** The fingerprint form posted, then the plan page it sends the browser to. */
async function planOf(form: { action: string; fields: Record<string, string> }) {
  const posted = await postForm(form);
  expect(posted.status).toBe(303);
  return request('GET', posted.headers.get('Location')!);
}

const status = async (id: string) => paymentResult.parse(await (await request('GET', `/payment/status/${id}`)).json());

afterEach(() => clock.set(new Date(START)));

describe('GET /payment/method/{provider}/ratepayment/config', () => {
  it("gives the provider's widget key and the longest term (24 months, SPEC §9)", async () => {
    const response = await request('GET', '/payment/method/ratenwerk/ratepayment/config');
    expect(response.status).toBe(200);
    expect(instalmentConfig.parse(await response.json())).toEqual({ apiKey: API_KEY, maxMonths: 24 });
  });

  it('answers 404 for another provider and where the market offers no financing', async () => {
    expect((await request('GET', '/payment/method/klarna/ratepayment/config')).status).toBe(404);
    expect((await request('GET', '/payment/method/ratenwerk/ratepayment/config', { market: 'UK' })).status).toBe(404);
  });
});

describe('POST /payment/method/{provider}/ratepayment/{id}', () => {
  it('gives a purchaseId and the signed form the browser posts to the provider', async () => {
    const { purchaseId, fingerprintForm } = await startPurchase('BC-AT-1002');
    expect(purchaseId).toMatch(/^pur_/);
    expect(fingerprintForm).toEqual({
      action: expect.stringMatching(/\/sandbox\/payment\/financing\/checkout$/),
      method: 'POST',
      fields: {
        purchaseId,
        merchantId: 'sandbox-shop-at',
        amount: '549.00',
        currencyCode: 'EUR',
        returnUrl: RETURN_URL,
        fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
      },
    });
    expect(await status(purchaseId)).toMatchObject({
      transactionId: purchaseId,
      result: 'PENDING',
      redirectUrl: expect.stringContaining(`/financing/${purchaseId}`),
    });
  });

  it('shows the plan at the provider (24 interest-free instalments) and refuses a changed form', async () => {
    const { fingerprintForm } = await startPurchase('BC-AT-1002');
    const plan = await planOf(fingerprintForm);
    expect(plan.status).toBe(200);
    const page = await plan.text();
    expect(page).toContain('24 × EUR 22.88');
    expect(page).toContain('value="complete">Sign the instalment contract</button>');
    expect((await postForm(fingerprintForm, { amount: '1.00' })).status).toBe(400);
  });
});

describe('POST /sandbox/payment/financing/checkout: the fingerprint form, posted by the browser directly', () => {
  it("records the device session (the browser's user agent and languages) and sends the browser on to the plan", async () => {
    const { purchaseId, fingerprintForm } = await startPurchase();
    const posted = await app.request(pathOf(fingerprintForm.action), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'User-Agent': 'Mozilla/5.0 (sandbox test)',
        'Accept-Language': 'de-AT,de;q=0.9',
      },
      body: new URLSearchParams({ ...fingerprintForm.fields, apiKey: API_KEY }).toString(),
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('Location')).toBe(`/sandbox/payment/financing/${purchaseId}`);
    expect(store.payment.transaction(purchaseId)?.financing).toEqual({
      provider: 'ratenwerk',
      device: { userAgent: 'Mozilla/5.0 (sandbox test)', language: 'de-AT,de;q=0.9', checkedAt: START.replace('Z', '.000Z') },
    });
    expect(await (await request('GET', posted.headers.get('Location')!)).text()).toContain(
      '<dt>Device checked</dt><dd>yes, this browser</dd>',
    );
  });

  it("refuses a form without the shop's key or with another shop's, and records nothing", async () => {
    const { purchaseId, fingerprintForm } = await startPurchase();
    for (const apiKey of ['', 'rw_sandbox_de_00000000']) {
      const refused = await postForm(fingerprintForm, { apiKey });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain('The shop&#39;s key is missing or not this shop&#39;s.');
    }
    expect(store.payment.transaction(purchaseId)?.financing).toEqual({ provider: 'ratenwerk' });
  });

  it('signs no purchase whose device was never checked', async () => {
    const { purchaseId } = await startPurchase();
    const unchecked = await request('POST', `/sandbox/payment/financing/${purchaseId}`, { form: { decision: 'complete' } });
    expect(unchecked.status).toBe(409);
    expect(await unchecked.text()).toContain('This device has not been checked for the purchase yet');
    expect((await status(purchaseId)).result).toBe('PENDING');
  });
});

describe('POST /sandbox/payment/financing/{purchaseId}: the decision', () => {
  it.each([
    ['complete', { result: 'SUCCESS' }, 'PAID'],
    ['cancel', { result: 'ERROR', reason: 'CANCELLED' }, 'OPEN'],
  ])('%s at the provider: back to the shop with the purchaseId, status %j', async (decision, outcome, state) => {
    const { id, purchaseId, fingerprintForm } = await startPurchase();
    await planOf(fingerprintForm);
    const back = await request('POST', `/sandbox/payment/financing/${purchaseId}`, { form: { decision } });
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe(`${RETURN_URL}?purchaseId=${purchaseId}`);
    expect(await status(purchaseId)).toEqual({ transactionId: purchaseId, ...outcome });
    expect((await contract(id)).state).toBe(state);
  });
});

describe('POST /payment/method/{provider}/ratepayment/{id}: refusals', () => {
  it('refuses a cart financing cannot pay (no device, a company) with 400, and a bad body', async () => {
    for (const id of ['BC-AT-1001', 'BC-AT-1004']) {
      const response = await request('POST', `/payment/method/ratenwerk/ratepayment/${id}`, { json: { returnUrl: RETURN_URL } });
      expect(response.status).toBe(400);
      expect(apiError.parse(await response.json()).error).toBe('method_not_allowed');
    }
    const bad = await request('POST', `/payment/method/ratenwerk/ratepayment/${newOrder()}`, { json: {} });
    expect(fieldErrorBody.parse(await bad.json()).fields).toEqual([{ field: 'returnUrl', code: 'invalid_format' }]);
    expect((await request('POST', `/payment/method/other/ratepayment/${newOrder()}`, { json: { returnUrl: RETURN_URL } })).status).toBe(
      404,
    );
  });
});

describe('automatic cancellation after 7 calendar days (SPEC §4, §9)', () => {
  it('cancels an order not completed at the financing provider once 7 days of the sandbox clock have passed', async () => {
    const { id, purchaseId, fingerprintForm } = await startPurchase();

    clock.set(new Date('2026-11-30T09:59:00Z'));
    expect((await status(purchaseId)).result).toBe('PENDING');
    expect(await contract(id)).toMatchObject({ state: 'OPEN', paymentOpen: true });

    // Started at 10:00 and some milliseconds: cancelled at the same instant 7 days on.
    clock.set(new Date('2026-11-30T10:00:01Z'));
    expect(await status(purchaseId)).toEqual({ transactionId: purchaseId, result: 'ERROR', reason: 'EXPIRED' });
    expect(await contract(id)).toMatchObject({
      state: 'CANCELLED',
      cancelledAt: expect.stringMatching(/^2026-11-30T10:00:00\./),
      paymentOpen: false,
    });

    // The provider no longer takes it, and the order takes no other payment.
    const late = await postForm(fingerprintForm);
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('the order has been cancelled');
    expect((await request('POST', `/sandbox/payment/financing/${purchaseId}`, { form: { decision: 'complete' } })).status).toBe(409);
    const card = await request('POST', `/payment/billingcontracts/${id}/order/creditcard/`, {
      json: { cardToken: await cardToken('4111111111111111'), returnUrl: RETURN_URL },
    });
    expect(card.status).toBe(409);
    expect(apiError.parse(await card.json()).error).toBe('order_cancelled');
  });

  it('keeps an order whose purchase was completed in time', async () => {
    const { id, purchaseId, fingerprintForm } = await startPurchase();
    await planOf(fingerprintForm);
    clock.set(new Date('2026-11-29T10:00:00Z'));
    await request('POST', `/sandbox/payment/financing/${purchaseId}`, { form: { decision: 'complete' } });
    clock.set(new Date('2026-12-15T10:00:00Z'));
    expect((await status(purchaseId)).result).toBe('SUCCESS');
    expect((await contract(id)).state).toBe('PAID');
  });
});
