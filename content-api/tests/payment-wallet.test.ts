import { fieldErrorBody, paymentProviderToken, paymentResult, walletMerchantSession } from '@storefront/wire';
import { testWalletScript, WALLET_TEST_TOKENS } from '../src/sandbox/payment/test-wallet';
import { paymentApi } from './support/payment';

const { request, store } = paymentApi();

/** The sandbox's validation URL as the in-process app's origin makes it. */
const VALIDATION_URL = 'http://localhost/sandbox/payment/wallet/validate';

let order = 0;
const newOrder = () => `BC-WALLET-${++order}`;

const walletToken = async (market = 'AT') => {
  const response = await request('GET', '/payment/applepay/getToken', { market });
  expect(response.status).toBe(200);
  return paymentProviderToken.parse(await response.json());
};

const validate = (json: unknown, market = 'AT') => request('POST', '/payment/method/applepay/validatemerchant', { json, market });
const pay = (billingContractId: string, paymentToken: string, market = 'AT') =>
  request('PUT', '/payment/method/applepay', { json: { billingContractId, paymentToken }, market });

const errorOf = async (response: Response) => fieldErrorBody.parse(await response.json());

describe('GET /payment/applepay/getToken', () => {
  it('opens a wallet session: a client token and the merchant identifier, no hosted field', async () => {
    const token = await walletToken('DE');
    expect(token).toEqual({ token: expect.stringMatching(/^ct_/), clientId: 'merchant.sandbox.de' });
  });

  it('answers 404 not_offered where the market takes no wallet (CH, IT)', async () => {
    for (const market of ['CH', 'IT']) {
      const response = await request('GET', '/payment/applepay/getToken', { market });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: string }).error).toBe('not_offered');
    }
  });
});

describe('POST /payment/method/{wallet}/validatemerchant', () => {
  it("answers an opaque merchant session for the sandbox's own validation URL", async () => {
    const { token } = await walletToken();
    const response = await validate({ validationURL: VALIDATION_URL, clientToken: token });
    expect(response.status).toBe(200);
    const { merchantSession } = walletMerchantSession.parse(await response.json());
    expect(merchantSession).toMatchObject({ merchantSessionIdentifier: expect.stringMatching(/^ms_/), signature: expect.any(String) });
  });

  it('refuses another validation URL (a wallet maker the provider does not know)', async () => {
    const { token } = await walletToken();
    for (const validationURL of ['https://apple-pay-gateway.example/paymentservices/startSession', `${VALIDATION_URL}?next=1`]) {
      const response = await validate({ validationURL, clientToken: token });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        error: 'unknown_validation_url',
        fields: [{ field: 'validationURL', code: 'invalid_format' }],
      });
    }
  });

  it('takes its validation URL on another origin of the API (a proxy in front of it)', async () => {
    const { token } = await walletToken();
    expect((await validate({ validationURL: 'http://localhost:9999/sandbox/payment/wallet/validate', clientToken: token })).status).toBe(
      200,
    );
  });

  it("refuses a client token that is not this market's wallet session: another market's, the card field's, an unknown one", async () => {
    const other = (await walletToken('DE')).token;
    const card = paymentProviderToken.parse(await (await request('GET', '/payment/creditcard/getToken')).json()).token;
    for (const clientToken of [other, card, 'ct_unknown']) {
      const response = await validate({ validationURL: VALIDATION_URL, clientToken });
      expect(response.status).toBe(400);
      expect((await errorOf(response)).error).toBe('invalid_client_token');
    }
  });

  it('validates its body (400 with the fields) and answers 404 where the wallet is not offered', async () => {
    const bad = await validate({ validationURL: 'not a url' });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).fields).toEqual(
      expect.arrayContaining([
        { field: 'validationURL', code: 'invalid_format' },
        { field: 'clientToken', code: 'required' },
      ]),
    );
    expect((await validate({ validationURL: VALIDATION_URL, clientToken: 'ct_x' }, 'CH')).status).toBe(404);
    expect((await request('POST', '/payment/method/googlepay/validatemerchant', { json: {} })).status).toBe(404);
  });
});

describe('PUT /payment/method/{wallet}', () => {
  it('pays the open amount with the approving test token and records it in the ledger', async () => {
    const id = newOrder();
    const response = await pay(id, WALLET_TEST_TOKENS.approve);
    expect(response.status).toBe(200);
    const result = paymentResult.parse(await response.json());
    expect(result).toEqual({ transactionId: expect.any(String), result: 'SUCCESS' });
    expect(store.payment.contract('AT', id)).toMatchObject({ paidAt: expect.any(String), paymentMethod: 'APPLEPAY', open: { amount: 0 } });
    expect(store.payment.transaction(result.transactionId)).toMatchObject({ kind: 'WALLET', amount: { amount: 499, currencyCode: 'EUR' } });
    expect((await pay(id, WALLET_TEST_TOKENS.approve)).status).toBe(409);
  });

  it('answers ERROR with the reason for the declining tokens; the order stays open for another try', async () => {
    const id = newOrder();
    const declined = paymentResult.parse(await (await pay(id, WALLET_TEST_TOKENS.decline)).json());
    expect(declined).toMatchObject({ result: 'ERROR', reason: 'DECLINED' });
    const poor = paymentResult.parse(await (await pay(id, WALLET_TEST_TOKENS.insufficientFunds)).json());
    expect(poor).toMatchObject({ result: 'ERROR', reason: 'INSUFFICIENT_FUNDS' });
    expect(paymentResult.parse(await (await pay(id, WALLET_TEST_TOKENS.approve)).json()).result).toBe('SUCCESS');
  });

  it("ends the order's live attempt (a 3-D Secure challenge still open) when the wallet pays", async () => {
    const id = newOrder();
    const pending = store.payment.addTransaction(
      { market: 'AT', billingContractId: id, kind: 'CARD', result: 'PENDING', amount: { amount: 499, currencyCode: 'EUR' } },
      new Date('2026-11-23T10:00:00Z'),
    );
    const paid = paymentResult.parse(await (await pay(id, WALLET_TEST_TOKENS.approve)).json());
    expect(store.payment.transaction(pending.id)).toMatchObject({ result: 'ERROR', reason: 'CANCELLED', replacedBy: paid.transactionId });
  });

  it('refuses an unknown token, a bad body, and a market without the wallet', async () => {
    const unknown = await pay(newOrder(), 'tok_anything');
    expect(unknown.status).toBe(400);
    expect(await errorOf(unknown)).toMatchObject({
      error: 'invalid_wallet_token',
      fields: [{ field: 'paymentToken', code: 'invalid_format' }],
    });
    const bad = await request('PUT', '/payment/method/applepay', { json: { billingContractId: newOrder() } });
    expect((await errorOf(bad)).fields).toEqual([{ field: 'paymentToken', code: 'required' }]);
    expect((await pay(newOrder(), WALLET_TEST_TOKENS.approve, 'CH')).status).toBe(404);
  });

  it('leaves PUT /payment/method/sepa its own route', async () => {
    const response = await request('PUT', '/payment/method/sepa', { json: {} });
    expect(response.status).toBe(400);
  });
});

describe('the test wallet', () => {
  it('is served by the sandbox with its validation URL', async () => {
    const response = await request('GET', '/sandbox/payment/wallet/test-wallet.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/javascript');
    const script = await response.text();
    expect(script).toBe(testWalletScript('http://localhost'));
    expect(script).toContain(VALIDATION_URL);
  });
});
