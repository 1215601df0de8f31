import { apiError, fieldErrorBody, openPosition, paymentResult, rechargeResult } from '@storefront/wire';
import { prepaidBalance } from '../src/customer-payment/prepaid-balance';
import { paymentApi, RETURN_URL } from './support/payment';

// The camp's private demo customer has a prepaid holiday SIM (P-60000001-2, 18.50 EUR at the start)
// beside a postpaid line, and a stored Mastercard.
const { request, pathOf, cardToken, login, store } = paymentApi();
const CAMP = 'CAMP';
const LINE = 'P-60000001-2';

const recharge = (method: string, token: string, json: unknown, market = CAMP) =>
  request('POST', `/payment/method/${method}:rechargeprepaid`, { market, token, json });
const succeeded = async (response: Response) => {
  expect(response.status).toBe(200);
  return rechargeResult.parse(await response.json());
};
const fields = async (response: Response) => {
  expect(response.status).toBe(400);
  return fieldErrorBody.parse(await response.json()).fields;
};
const balance = () => prepaidBalance(store, CAMP, '60000001', LINE);

let token: string;
beforeAll(async () => {
  token = await login('60000001', CAMP);
});

describe('POST /payment/method/{method}:rechargeprepaid', () => {
  it('credits a voucher code’s value once; a used, expired or unknown code is refused at its field', async () => {
    const before = balance();
    const result = await succeeded(await recharge('voucher', token, { productKey: LINE, code: '6100 2026 0011' }));
    expect(result).toMatchObject({ result: 'SUCCESS', balance: { amount: before + 10, currencyCode: 'EUR' } });
    expect(await fields(await recharge('voucher', token, { productKey: LINE, code: '610020260011' }))).toEqual([
      { field: 'code', code: 'used' },
    ]);
    expect(await fields(await recharge('voucher', token, { productKey: LINE, code: '6100-2026-0013' }))).toEqual([
      { field: 'code', code: 'used' },
    ]);
    expect(await fields(await recharge('voucher', token, { productKey: LINE, code: '6100 2025 0014' }))).toEqual([
      { field: 'code', code: 'expired' },
    ]);
    expect(await fields(await recharge('voucher', token, { productKey: LINE, code: '1100 2026 0011' }))).toEqual([
      { field: 'code', code: 'unknown' },
    ]);
    expect(balance()).toBe(before + 10);
  });

  it('pays from a paysafecard PIN’s value until it is used up', async () => {
    const before = balance();
    const pin = '6111 2222 3333 0001';
    expect(await succeeded(await recharge('paysafecard', token, { productKey: LINE, amount: 30, pin }))).toMatchObject({
      result: 'SUCCESS',
      balance: { amount: before + 30 },
    });
    // 20.00 left on the PIN.
    expect(await succeeded(await recharge('paysafecard', token, { productKey: LINE, amount: 50, pin }))).toMatchObject({
      result: 'ERROR',
      reason: 'INSUFFICIENT_FUNDS',
    });
    expect((await succeeded(await recharge('paysafecard', token, { productKey: LINE, amount: 20, pin }))).result).toBe('SUCCESS');
    expect(await fields(await recharge('paysafecard', token, { productKey: LINE, amount: 10, pin }))).toEqual([
      { field: 'pin', code: 'used' },
    ]);
    expect(await fields(await recharge('paysafecard', token, { productKey: LINE, amount: 10, pin: '6111222233330004' }))).toEqual([
      { field: 'pin', code: 'expired' },
    ]);
    expect(await fields(await recharge('paysafecard', token, { productKey: LINE, amount: 10, pin: '611122223333000' }))).toEqual([
      { field: 'pin', code: 'invalid_format' },
    ]);
    expect((await succeeded(await recharge('paysafecard', token, { productKey: LINE, amount: 10, pin: '6111222233330002' }))).reason).toBe(
      'INSUFFICIENT_FUNDS',
    );
    expect(balance()).toBe(before + 50);
  });

  it('tops up with the mobile wallet’s token, decided at once; an unknown token is refused at its field', async () => {
    const before = balance();
    const paid = await succeeded(
      await recharge('applepay', token, { productKey: LINE, amount: 20, paymentToken: 'sandbox-wallet-approve' }),
    );
    expect(paid).toMatchObject({ result: 'SUCCESS', balance: { amount: before + 20 } });
    expect(store.payment.transaction(paid.transactionId)).toMatchObject({
      kind: 'WALLET',
      purpose: { kind: 'RECHARGE', productKey: LINE },
    });
    expect(
      await succeeded(await recharge('applepay', token, { productKey: LINE, amount: 20, paymentToken: 'sandbox-wallet-decline' })),
    ).toMatchObject({ result: 'ERROR', reason: 'DECLINED' });
    expect(await fields(await recharge('applepay', token, { productKey: LINE, amount: 20, paymentToken: 'tok_x' }))).toEqual([
      { field: 'paymentToken', code: 'invalid_format' },
    ]);
    expect(
      await fields(await recharge('applepay', token, { productKey: LINE, amount: 12, paymentToken: 'sandbox-wallet-approve' })),
    ).toEqual([{ field: 'amount', code: 'not_offered' }]);
    expect(balance()).toBe(before + 20);
  });

  it('charges a card typed into the hosted field, with 3-D Secure when the card asks for it', async () => {
    const before = balance();
    const direct = await succeeded(
      await recharge('creditcard', token, {
        productKey: LINE,
        amount: 15,
        cardToken: await cardToken('5555555555554444', CAMP),
        returnUrl: RETURN_URL,
      }),
    );
    expect(direct).toMatchObject({ result: 'SUCCESS', balance: { amount: before + 15 } });

    const pending = await succeeded(
      await recharge('creditcard', token, {
        productKey: LINE,
        amount: 20,
        cardToken: await cardToken('4000000000003220', CAMP),
        returnUrl: RETURN_URL,
      }),
    );
    expect(pending).toMatchObject({ result: 'PENDING', redirectUrl: expect.stringContaining('/sandbox/payment/3ds/') });
    expect(pending.balance).toBeUndefined();
    expect(balance()).toBe(before + 15);
    await request('POST', pathOf(pending.redirectUrl!), { form: { decision: 'approve' } });
    const status = paymentResult.parse(await (await request('GET', `/payment/status/${pending.transactionId}`, { market: CAMP })).json());
    expect(status.result).toBe('SUCCESS');
    expect(balance()).toBe(before + 35);

    const declined = await succeeded(
      await recharge('creditcard', token, {
        productKey: LINE,
        amount: 10,
        cardToken: await cardToken('4000000000000002', CAMP),
        returnUrl: RETURN_URL,
      }),
    );
    expect(declined).toMatchObject({ result: 'ERROR', reason: 'DECLINED' });
    expect(balance()).toBe(before + 35);
    // A recharge pays the line, not the account's open position.
    const position = openPosition.parse(await (await request('GET', '/payment/openposition', { market: CAMP, token })).json());
    expect(position.money.amount).toBe(15);
  });

  it('credits an EPS transfer when the bank signs it', async () => {
    const before = balance();
    const pending = await succeeded(
      await recharge('eps', token, { productKey: LINE, amount: 10, bic: 'BAWAATWWXXX', returnUrl: RETURN_URL }),
    );
    expect(pending.result).toBe('PENDING');
    await request('POST', `${pathOf(pending.redirectUrl!)}/login`, { form: { user: 'sandbox', pin: '1234' } });
    await request('POST', `${pathOf(pending.redirectUrl!)}/decision`, { form: { decision: 'approve' } });
    expect(balance()).toBe(before + 10);
    expect(await fields(await recharge('eps', token, { productKey: LINE, amount: 10, bic: 'NOTABANKXXX', returnUrl: RETURN_URL }))).toEqual(
      [{ field: 'bic', code: 'invalid_format' }],
    );
  });

  it('charges the stored card, unless it has expired or the issuer stopped it', async () => {
    const before = balance();
    expect(await succeeded(await recharge('storedcreditcard', token, { productKey: LINE, amount: 10 }))).toMatchObject({
      result: 'SUCCESS',
      balance: { amount: before + 10 },
    });
    const stored = {
      method: 'CREDITCARD',
      card: { brand: 'MASTERCARD', last4: '5100', holder: 'Lukas Moser', expiryMonth: 10, expiryYear: 2026, active: true },
    };
    store.customerState.put(CAMP, '60000001', 'payment', stored);
    expect(await succeeded(await recharge('storedcreditcard', token, { productKey: LINE, amount: 10 }))).toMatchObject({
      result: 'ERROR',
      reason: 'EXPIRED',
    });
    store.customerState.put(CAMP, '60000001', 'payment', { ...stored, card: { ...stored.card, expiryYear: 2029, active: false } });
    expect(await succeeded(await recharge('storedcreditcard', token, { productKey: LINE, amount: 10 }))).toMatchObject({
      result: 'ERROR',
      reason: 'DECLINED',
    });
    store.customerState.put(CAMP, '60000001', 'payment', {
      method: 'SEPA',
      sepa: { iban: 'AT48 **** **** **** 5864', accountHolder: 'Lukas Moser', mandateReference: 'SBX-CAMP-1' },
    });
    const noCard = await recharge('storedcreditcard', token, { productKey: LINE, amount: 10 });
    expect(noCard.status).toBe(409);
    expect(apiError.parse(await noCard.json()).error).toBe('no_stored_card');
    expect(balance()).toBe(before + 10);
  });

  it('takes only the market’s amounts, and only prepaid lines of the customer', async () => {
    expect(await fields(await recharge('storedcreditcard', token, { productKey: LINE, amount: 12 }))).toEqual([
      { field: 'amount', code: 'not_offered' },
    ]);
    expect(apiError.parse(await (await recharge('storedcreditcard', token, { productKey: 'P-60000001-1', amount: 10 })).json()).error).toBe(
      'not_prepaid',
    );
    // Another customer's line is the same 404 as an unknown one.
    const foreign = await recharge('voucher', await login('60000002', CAMP), { productKey: LINE, code: '620020260012' });
    expect(foreign.status).toBe(404);
    expect((await recharge('voucher', token, { productKey: 'P-99999999-1', code: '620020260012' })).status).toBe(404);
  });

  it('knows the five methods, each only where the market offers it, and needs a login', async () => {
    expect((await recharge('bitcoin', token, { productKey: LINE, amount: 10 })).status).toBe(404);
    const de = await recharge(
      'eps',
      await login('20000001', 'DE'),
      { productKey: 'P-20000001-1', amount: 10, bic: 'BAWAATWWXXX', returnUrl: RETURN_URL },
      'DE',
    );
    expect(apiError.parse(await de.json()).error).toBe('not_offered');
    expect((await recharge('voucher', 'expired', { productKey: LINE, code: '620020260012' })).status).toBe(401);
  });
});
