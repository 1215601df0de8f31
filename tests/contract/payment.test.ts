/**
 * Contract: every payment call of lib/platform/content-api/payment.ts against the reference API over HTTP,
 * parsed by the schemas the storefront uses. What the browser does at the providers (the hosted card
 * field, the 3-D Secure, bank and financing pages) is done here with fetch, as a browser would.
 * Imported after the server has its port (see content-api.test.ts).
 */
import type { ContentContext } from '@/lib/platform/content-api/client';
import { fieldErrorBody } from '@/lib/platform/content-api/schemas';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';
import { data } from '@/tests/support/result';

let api: RunningApi;
let payment: typeof import('@/lib/platform/content-api/payment');
let auth: typeof import('@/lib/platform/content-api/auth');

beforeAll(async () => {
  api = await startStorefrontApi('2026-11-23T10:00:00Z');
  payment = await import('@/lib/platform/content-api/payment');
  auth = await import('@/lib/platform/content-api/auth');
});
afterAll(() => api.close());

const AT: ContentContext = { market: 'AT', locale: 'de-AT' };
const DE: ContentContext = { market: 'DE', locale: 'de-DE' };
const RETURN_URL = 'https://shop.example/kasse/zahlung';

/** The browser at a provider's page: a form post, the redirect not followed. */
const browserPost = (url: string, form: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });

/** The browser in the hosted card field (its JSON call), started with the shop's client token. */
async function tokenise(number: string): Promise<string> {
  const { token, hostedFieldUrl } = data(await payment.getPaymentToken(AT, 'creditcard'));
  expect(hostedFieldUrl).toBe(`${api.url}/sandbox/payment/hosted/card`);
  const response = await fetch(`${api.url}/sandbox/payment/hosted/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clientToken: token, number, expiry: '12/29', cvv: '123', holder: 'Anna Berger' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { cardToken: string }).cardToken;
}

describe('payment contract', () => {
  it('reads the methods of the market and those a cart may use', async () => {
    expect(data(await payment.getPaymentMethods(AT)).map((m) => m.name)).toEqual([
      'CREDITCARD',
      'APPLEPAY',
      'SEPA',
      'EPS',
      'INVOICE',
      'FINANCING',
    ]);
    const prepaid = data(await payment.getAllowedPaymentMethods(AT, { items: [{ type: 'TARIFF', paymentType: 'PRE_PAY' }] }));
    expect(prepaid.map((m) => m.name)).toEqual(['CREDITCARD', 'APPLEPAY', 'EPS']);
    const postpaid = data(
      await payment.getAllowedPaymentMethods(AT, { items: [{ type: 'TARIFF', paymentType: 'POST_PAY' }, { type: 'DEVICE' }] }),
    );
    expect(postpaid.find((m) => m.name === 'FINANCING')?.provider).toBe('ratenwerk');
  });

  it('pays by card with a 3-D Secure challenge, and continues after it', async () => {
    const started = data(
      await payment.startCardPayment(AT, 'BC-CONTRACT-1', { cardToken: await tokenise('4000000000003220'), returnUrl: RETURN_URL }),
    );
    expect(started.status).toBe('PENDING');
    const back = await browserPost(started.redirectUrl!, { decision: 'approve' });
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe(`${RETURN_URL}?transactionId=${started.transactionId}`);
    expect(data(await payment.continueCardPayment(AT, started.transactionId))).toEqual({
      status: 'SUCCESS',
      transactionId: started.transactionId,
    });
    expect(data(await payment.getPaymentStatus(AT, started.transactionId)).result).toBe('SUCCESS');
  });

  it('gives a declined card as a result, and a used token as a rejected value', async () => {
    const cardToken = await tokenise('4000000000000002');
    expect(data(await payment.startCardPayment(AT, 'BC-CONTRACT-2', { cardToken, returnUrl: RETURN_URL }))).toMatchObject({
      status: 'ERROR',
      reason: 'DECLINED',
    });
    const again = await payment.startCardPayment(AT, 'BC-CONTRACT-2', { cardToken, returnUrl: RETURN_URL });
    expect(again.ok ? 'ok' : again.error).toMatchObject({ kind: 'rejected', status: 400 });
  });

  it('pays by EPS through the sandbox bank', async () => {
    const banks = data(await payment.getEpsBanks(AT));
    const started = data(await payment.startEpsPayment(AT, 'BC-CONTRACT-3', { bic: banks[0]!.bic, returnUrl: RETURN_URL }));
    expect(started.result).toBe('PENDING');
    expect((await browserPost(`${started.redirectUrl}/login`, { user: 'sandbox', pin: '1234' })).status).toBe(200);
    expect((await browserPost(`${started.redirectUrl}/decision`, { decision: 'approve' })).status).toBe(303);
    expect(data(await payment.getPaymentStatus(AT, started.transactionId))).toEqual({
      transactionId: started.transactionId,
      result: 'SUCCESS',
    });
    const none = await payment.getEpsBanks(DE);
    expect(none.ok ? 'ok' : none.error.kind).toBe('not_found');
  });

  it('sets a SEPA mandate, and gives a bad IBAN as its field code', async () => {
    const mandate = {
      billingContractId: 'BC-AT-1002',
      accountHolder: 'Anna Berger',
      iban: 'AT61 1904 3002 3457 3201',
      mandateAccepted: true as const,
    };
    expect(data(await payment.setSepaMandate(AT, mandate)).result).toBe('SUCCESS');
    const bad = await payment.setSepaMandate(AT, { ...mandate, iban: 'AT61 1904 3002 3457 3202' });
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.error).toMatchObject({ kind: 'rejected', status: 400 });
    expect(fieldErrorBody.parse(bad.error.body).fields).toEqual([{ field: 'iban', code: 'invalid_checksum' }]);
    const short = await payment.setSepaMandate(AT, { ...mandate, iban: 'AT61 1904 3002 3457 320' });
    expect(short.ok ? [] : fieldErrorBody.parse(short.error.body).fields).toEqual([{ field: 'iban', code: 'invalid_length' }]);
  });

  it("reads a customer's open position and changes their bills to invoice", async () => {
    const { token } = data(await auth.login(AT, { phoneNumberOrCustomerNumber: '10000001', secret: 'Demo-Passwort-2026' }));
    const position = data(await payment.getOpenPosition(AT, token));
    expect(position).toMatchObject({ customer: { customerNumber: '10000001' }, money: { amount: 24.9, currencyCode: 'EUR' } });
    expect(data(await payment.getOpenPosition(AT, token, 'BC-10000001'))).toEqual(position);
    expect(data(await payment.changeToInvoice(AT, token))).toEqual({ result: 'SUCCESS' });
    expect(data(await payment.getOpenPosition(AT, token)).paymentMethod).toBe('INVOICE');
    const loggedOut = await payment.getOpenPosition(AT, 'expired-token');
    expect(loggedOut.ok ? 'ok' : loggedOut.error.kind).toBe('unauthorized');
  });

  it("starts an instalment purchase whose fingerprint form, with the config's public key, the provider accepts", async () => {
    const { apiKey, maxMonths } = data(await payment.getInstalmentConfig(AT, 'ratenwerk'));
    expect(apiKey.length).toBeGreaterThan(0);
    expect(maxMonths).toBe(24);
    const { purchaseId, fingerprintForm } = data(
      await payment.startInstalmentPurchase(AT, 'ratenwerk', 'BC-AT-1002', { returnUrl: RETURN_URL }),
    );
    const fingerprinted = await browserPost(fingerprintForm.action, { ...fingerprintForm.fields, apiKey });
    expect(fingerprinted.status).toBe(303);
    expect(fingerprinted.headers.get('Location')).toBe(`/sandbox/payment/financing/${purchaseId}`);
    expect((await browserPost(`${api.url}/sandbox/payment/financing/${purchaseId}`, { decision: 'complete' })).status).toBe(303);
    expect(data(await payment.getPaymentStatus(AT, purchaseId)).result).toBe('SUCCESS');
  });

  it('pays with the mobile wallet: its session, the merchant validation, the token', async () => {
    const { token, clientId } = data(await payment.getPaymentToken(AT, 'applepay'));
    expect(clientId).toBe('merchant.sandbox.at');
    const validationURL = `${api.url}/sandbox/payment/wallet/validate`;
    const { merchantSession } = data(await payment.validateWalletMerchant(AT, 'applepay', { validationURL, clientToken: token }));
    expect(merchantSession.merchantSessionIdentifier).toEqual(expect.any(String));
    const refused = await payment.validateWalletMerchant(AT, 'applepay', {
      validationURL: 'https://wallet.example/session',
      clientToken: token,
    });
    expect(refused.ok ? 'ok' : refused.error.status).toBe(400);
    expect(
      data(await payment.startWalletPayment(AT, 'applepay', { billingContractId: 'BC-WALLET-1', paymentToken: 'sandbox-wallet-decline' })),
    ).toMatchObject({
      result: 'ERROR',
      reason: 'DECLINED',
    });
    expect(
      data(await payment.startWalletPayment(AT, 'applepay', { billingContractId: 'BC-WALLET-1', paymentToken: 'sandbox-wallet-approve' }))
        .result,
    ).toBe('SUCCESS');
  });
});
