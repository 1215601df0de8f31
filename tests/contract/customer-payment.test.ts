/**
 * Contract: every call of lib/platform/content-api/customer-payment.ts, and paying an open position with the
 * calls of payment.ts, against the reference API over HTTP, parsed by the storefront's schemas. The
 * browser's part at the providers (hosted card field, 3-D Secure page, EPS bank) is done with fetch.
 * Imported after the server has its port (see content-api.test.ts).
 */
import type { ContentContext } from '@/lib/platform/content-api/client';
import { fieldErrorBody } from '@/lib/platform/content-api/schemas';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';
import { data } from '@/tests/support/result';

let api: RunningApi;
let customerPayment: typeof import('@/lib/platform/content-api/customer-payment');
let payment: typeof import('@/lib/platform/content-api/payment');
let auth: typeof import('@/lib/platform/content-api/auth');

beforeAll(async () => {
  api = await startStorefrontApi('2026-11-23T10:00:00Z');
  customerPayment = await import('@/lib/platform/content-api/customer-payment');
  payment = await import('@/lib/platform/content-api/payment');
  auth = await import('@/lib/platform/content-api/auth');
});
afterAll(() => api.close());

const AT: ContentContext = { market: 'AT', locale: 'de-AT' };
const DE: ContentContext = { market: 'DE', locale: 'de-DE' };
const CH: ContentContext = { market: 'CH', locale: 'de-CH' };
const CAMP: ContentContext = { market: 'CAMP', locale: 'de-AT' };
const RETURN_URL = 'https://shop.example/kundenbereich/zahlung';

const login = async (ctx: ContentContext, customerNumber: string) =>
  data(await auth.login(ctx, { phoneNumberOrCustomerNumber: customerNumber, secret: 'Demo-Passwort-2026' })).token;

const browserPost = (url: string, form: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });

/** The browser in the hosted card field, started with the shop's client token. */
async function tokenise(ctx: ContentContext, number: string): Promise<string> {
  const { token } = data(await payment.getPaymentToken(ctx, 'creditcard'));
  const response = await fetch(`${api.url}/sandbox/payment/hosted/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clientToken: token, number, expiry: '12/29', cvv: '123', holder: 'Julia Schneider' }),
  });
  return ((await response.json()) as { cardToken: string }).cardToken;
}

describe('customer payment contract', () => {
  it('reads the method with a card’s state, and a 401 as unauthorized', async () => {
    const token = await login(DE, '20000001');
    expect(data(await customerPayment.getPaymentMethod(DE, token))).toMatchObject({
      method: 'CREDITCARD',
      billingContractId: 'BC-20000001',
      card: { brand: 'VISA', last4: '4242', state: 'EXPIRING_SOON' },
    });
    const loggedOut = await customerPayment.getPaymentMethod(DE, 'expired-token');
    expect(loggedOut.ok ? 'ok' : loggedOut.error.kind).toBe('unauthorized');
  });

  it('changes to SEPA, and gives a bad IBAN as its field code', async () => {
    const token = await login(AT, '10000002');
    const mandate = { accountHolder: 'Huber Installationen GmbH', iban: 'AT61 1904 3002 3457 3201', mandateAccepted: true as const };
    expect(data(await customerPayment.changeToSepa(AT, token, mandate)).result).toBe('SUCCESS');
    expect(data(await customerPayment.getPaymentMethod(AT, token))).toMatchObject({
      method: 'SEPA',
      sepa: { iban: 'AT61 **** **** **** 3201' },
    });
    const bad = await customerPayment.changeToSepa(AT, token, { ...mandate, iban: 'AT61 1904 3002 3457 3202' });
    expect(bad.ok ? [] : fieldErrorBody.parse(bad.error.body).fields).toEqual([{ field: 'iban', code: 'invalid_checksum' }]);
  });

  it('changes to a card through 3-D Secure and completes the change', async () => {
    const token = await login(DE, '20000001');
    const started = data(
      await customerPayment.startCardChange(DE, token, { cardToken: await tokenise(DE, '4000000000003220'), returnUrl: RETURN_URL }),
    );
    expect(started.status).toBe('PENDING');
    expect((await browserPost(started.redirectUrl!, { decision: 'approve' })).headers.get('Location')).toBe(
      `${RETURN_URL}?transactionId=${started.transactionId}`,
    );
    expect(data(await customerPayment.completeCardChange(DE, token, started.transactionId)).status).toBe('SUCCESS');
    expect(data(await customerPayment.getPaymentMethod(DE, token))).toMatchObject({
      method: 'CREDITCARD',
      card: { last4: '3220', state: 'ACTIVE' },
    });
  });

  it('changes to invoice and to e-bill; an e-bill call without an answer fails without a status (SPEC §8)', async () => {
    const token = await login(CH, '30000001');
    expect(data(await payment.changeToInvoice(CH, token))).toEqual({ result: 'SUCCESS' });
    expect(data(await customerPayment.changeToEbill(CH, token, { email: 'laura@example.ch' }))).toEqual({ result: 'SUCCESS' });
    expect(data(await customerPayment.getPaymentMethod(CH, token))).toMatchObject({
      method: 'EBILL',
      ebill: { email: 'laura@example.ch' },
    });
    const noAnswer = await customerPayment.changeToEbill(CH, token, { email: 'no-answer@ebill.example' });
    expect(noAnswer.ok ? 'ok' : noAnswer.error).toEqual({ kind: 'unavailable', path: 'payment/method/ebill' });
  });

  it('reads the open position and pays it by card and by EPS with the customer’s token', async () => {
    const token = await login(AT, '10000001');
    const position = data(await payment.getOpenPosition(AT, token));
    expect(position).toMatchObject({ billingContractId: 'BC-10000001', money: { amount: 24.9 }, payableBy: ['CREDITCARD', 'EPS'] });
    const eps = data(await payment.startEpsPayment(AT, position.billingContractId, { bic: 'BAWAATWWXXX', returnUrl: RETURN_URL }, token));
    expect(eps.result).toBe('PENDING');
    const anonymous = await payment.startCardPayment(AT, position.billingContractId, {
      cardToken: await tokenise(AT, '4111111111111111'),
      returnUrl: RETURN_URL,
    });
    expect(anonymous.ok ? 'ok' : anonymous.error.kind).toBe('not_found');
    const paid = data(
      await payment.startCardPayment(
        AT,
        position.billingContractId,
        { cardToken: await tokenise(AT, '4111111111111111'), returnUrl: RETURN_URL },
        token,
      ),
    );
    expect(paid.status).toBe('SUCCESS');
    expect(data(await payment.getOpenPosition(AT, token, 'BC-10000001'))).toMatchObject({ money: { amount: 0 }, payableBy: [] });
  });

  it('recharges a prepaid line by voucher, paysafecard PIN, stored card, card and EPS', async () => {
    const token = await login(CAMP, '60000001');
    const productKey = 'P-60000001-2';
    expect(data(await customerPayment.rechargePrepaid(CAMP, token, 'voucher', { productKey, code: '6200 2026 0012' }))).toMatchObject({
      result: 'SUCCESS',
      balance: { amount: 38.5, currencyCode: 'EUR' },
    });
    const used = await customerPayment.rechargePrepaid(CAMP, token, 'voucher', { productKey, code: '6200 2026 0012' });
    expect(used.ok ? [] : fieldErrorBody.parse(used.error.body).fields).toEqual([{ field: 'code', code: 'used' }]);
    expect(
      data(await customerPayment.rechargePrepaid(CAMP, token, 'paysafecard', { productKey, amount: 10, pin: '6111 2222 3333 0001' }))
        .balance?.amount,
    ).toBe(48.5);
    expect(data(await customerPayment.rechargePrepaid(CAMP, token, 'storedcreditcard', { productKey, amount: 15 })).balance?.amount).toBe(
      63.5,
    );
    const card = data(
      await customerPayment.rechargePrepaid(CAMP, token, 'creditcard', {
        productKey,
        amount: 20,
        cardToken: await tokenise(CAMP, '4111111111111111'),
        returnUrl: RETURN_URL,
      }),
    );
    expect(card.balance?.amount).toBe(83.5);
    const eps = data(
      await customerPayment.rechargePrepaid(CAMP, token, 'eps', { productKey, amount: 10, bic: 'BAWAATWWXXX', returnUrl: RETURN_URL }),
    );
    expect(eps).toMatchObject({ result: 'PENDING', redirectUrl: expect.stringContaining('/sandbox/payment/eps/') });
    const foreign = await customerPayment.rechargePrepaid(CAMP, await login(CAMP, '60000002'), 'voucher', {
      productKey,
      code: '6100 2026 0011',
    });
    expect(foreign.ok ? 'ok' : foreign.error.kind).toBe('not_found');
  });
});
