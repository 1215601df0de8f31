import { apiError, cardPaymentResponse, fieldErrorBody, paymentProviderToken } from '@storefront/wire';
import { NOW, paymentApi, RETURN_URL } from './support/payment';

const { request, pathOf, clientToken, cardToken, contract, clock, store } = paymentApi();

const APPROVE = '4111111111111111';
const CHALLENGE = '4000000000003220';
const DECLINE = '4000000000000002';
const INSUFFICIENT_FUNDS = '4000000000009995';

let order = 0;
/** A billing contract of a new sandbox order (opened on first use). */
const newOrder = () => `BC-TEST-${++order}`;

async function pay(billingContractId: string, token: string, market = 'AT') {
  const response = await request('POST', `/payment/billingcontracts/${billingContractId}/order/creditcard/`, {
    market,
    json: { cardToken: token, returnUrl: RETURN_URL },
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function payWith(number: string, billingContractId = newOrder()) {
  const { status, body } = await pay(billingContractId, await cardToken(number));
  expect(status).toBe(200);
  return cardPaymentResponse.parse(body);
}

describe('GET /payment/{wallet}/getToken', () => {
  it('opens a hosted-field session: token, client id and where the browser opens the field', async () => {
    const response = await request('GET', '/payment/creditcard/getToken');
    expect(response.status).toBe(200);
    const token = paymentProviderToken.parse(await response.json());
    expect(token.clientId).toBe('sandboxpay-at');
    expect(pathOf(token.hostedFieldUrl!)).toBe('/sandbox/payment/hosted/card');
  });

  it('knows only the creditcard wallet', async () => {
    expect((await request('GET', '/payment/paypal/getToken')).status).toBe(404);
  });
});

describe('the hosted card field (sandbox provider page)', () => {
  const pageUrl = (token: string) => `/sandbox/payment/hosted/card?clientToken=${token}&returnUrl=${encodeURIComponent(RETURN_URL)}`;

  it('is a labelled form that works without JavaScript', async () => {
    const response = await request('GET', pageUrl(await clientToken()));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    for (const [id, label] of [
      ['number', 'Card number'],
      ['expiry', 'Expiry date (MM/YY)'],
      ['cvv', 'Security code (CVV)'],
      ['holder', 'Name on the card'],
    ]) {
      expect(page).toContain(`<label for="${id}">${label}</label>`);
      expect(page).toContain(`id="${id}"`);
    }
    expect(page).toContain('autocomplete="cc-number"');
    expect(page).toContain('<button class="primary" type="submit">Continue</button>');
  });

  it('tokenises a test card and sends the browser back with the token only (303)', async () => {
    const response = await request('POST', '/sandbox/payment/hosted/card', {
      form: {
        clientToken: await clientToken(),
        returnUrl: RETURN_URL,
        number: '4111 1111 1111 1111',
        expiry: '12/29',
        cvv: '123',
        holder: 'Anna Berger',
      },
    });
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('Location')!);
    expect(back.origin + back.pathname).toBe(RETURN_URL);
    expect(back.searchParams.get('cardToken')).toMatch(/^tok_/);
    expect(back.searchParams.get('brand')).toBe('VISA');
    expect(back.searchParams.get('last4')).toBe('1111');
    expect(back.toString()).not.toContain(APPROVE);
  });

  it('shows every problem at its field and never puts the number or the CVV back into the form', async () => {
    const response = await request('POST', '/sandbox/payment/hosted/card', {
      form: { clientToken: await clientToken(), returnUrl: RETURN_URL, number: '4111111111111112', expiry: '01/20', cvv: '98', holder: '' },
    });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain('This card number is not valid: check the digits.');
    expect(page).toContain('This card has expired.');
    expect(page).toContain('Enter the 3-digit security code');
    expect(page).toContain('Enter the name on the card.');
    expect(page).toContain('aria-invalid="true"');
    expect(page).not.toContain('4111111111111112');
    expect(page).not.toContain('value="98"');
    expect(page).toContain('value="01/20"');
  });

  it('refuses a valid card number that is not a sandbox test card', async () => {
    const response = await request('POST', '/sandbox/payment/hosted/tokens', {
      json: { clientToken: await clientToken(), number: '4242424242424242', expiry: '12/29', cvv: '123', holder: 'Anna Berger' },
    });
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ error: 'invalid_card', fields: [{ field: 'number', code: 'not_a_test_card' }] });
    expect(body).not.toContain('4242');
  });

  it('ends the session after 30 minutes of the sandbox clock (401)', async () => {
    const token = await clientToken();
    clock.set(new Date(clock.now().getTime() + 31 * 60_000));
    expect((await request('GET', pageUrl(token))).status).toBe(401);
    const json = await request('POST', '/sandbox/payment/hosted/tokens', {
      json: { clientToken: token, number: APPROVE, expiry: '12/29', cvv: '123', holder: 'A' },
    });
    expect(json.status).toBe(401);
    expect(apiError.parse(await json.json()).error).toBe('invalid_client_token');
  });
});

describe('POST /payment/billingcontracts/{id}/order/creditcard/', () => {
  it('approves a card without a challenge and pays the order', async () => {
    const id = newOrder();
    const response = await payWith(APPROVE, id);
    expect(response).toEqual({ status: 'SUCCESS', transactionId: expect.stringMatching(/^tx_/) });
    expect(await contract(id)).toMatchObject({ state: 'PAID', paymentOpen: false, paymentMethod: 'CREDITCARD', open: { amount: 0 } });
    expect(await pay(id, await cardToken(APPROVE))).toMatchObject({ status: 409, body: { error: 'already_paid' } });
  });

  it.each([
    [DECLINE, 'DECLINED'],
    [INSUFFICIENT_FUNDS, 'INSUFFICIENT_FUNDS'],
  ])('fails card %s with ERROR %s and leaves the order open for another try', async (number, reason) => {
    const id = newOrder();
    expect(await payWith(number, id)).toMatchObject({ status: 'ERROR', reason });
    expect((await contract(id)).state).toBe('OPEN');
    expect((await payWith(APPROVE, id)).status).toBe('SUCCESS');
  });

  describe('3-D Secure', () => {
    async function challenge() {
      const id = newOrder();
      const started = await payWith(CHALLENGE, id);
      expect(started).toMatchObject({ status: 'PENDING', redirectUrl: expect.stringContaining('/sandbox/payment/3ds/') });
      return { id, started };
    }

    async function answer(redirectUrl: string, decision: string) {
      return request('POST', pathOf(redirectUrl), { form: { decision } });
    }

    it('shows a challenge page with three labelled buttons', async () => {
      const { started } = await challenge();
      const page = await (await request('GET', pathOf(started.redirectUrl!))).text();
      expect(page).toContain('VISA ending in 3220');
      expect(page).toContain('<button class="primary" type="submit" name="decision" value="approve">Approve payment</button>');
      expect(page).toContain('<button type="submit" name="decision" value="decline">Decline payment</button>');
      expect(page).toContain('value="abandon">Abandon and return to the shop</button>');
      expect(page).not.toContain(CHALLENGE);
    });

    it.each([
      ['approve', { status: 'SUCCESS' }, 'PAID'],
      ['decline', { status: 'ERROR', reason: 'AUTHENTICATION_FAILED' }, 'OPEN'],
      ['abandon', { status: 'ERROR', reason: 'ABANDONED' }, 'OPEN'],
    ])('%s: back to the shop with the transaction id; continue says %j', async (decision, outcome, state) => {
      const { id, started } = await challenge();
      const back = await answer(started.redirectUrl!, decision);
      expect(back.status).toBe(303);
      expect(back.headers.get('Location')).toBe(`${RETURN_URL}?transactionId=${started.transactionId}`);
      const continued = await request('GET', `/payment/continue/creditcard/${started.transactionId}`);
      expect(continued.status).toBe(200);
      const body = cardPaymentResponse.parse(await continued.json());
      expect(body).toEqual({ transactionId: started.transactionId, ...outcome });
      expect((await contract(id)).state).toBe(state);
      // The page takes one answer only.
      expect((await answer(started.redirectUrl!, 'approve')).status).toBe(409);
    });

    it('ends the open challenge when a new payment of the same order starts: its late approval is refused, the order is paid once', async () => {
      const { id, started: first } = await challenge();
      const second = await payWith(CHALLENGE, id);
      expect(second.status).toBe('PENDING');
      expect((await answer(second.redirectUrl!, 'approve')).status).toBe(303);

      // The first challenge (the browser went back from it) is opened and approved late.
      const opened = await request('GET', pathOf(first.redirectUrl!));
      expect(opened.status).toBe(409);
      expect(await opened.text()).toContain('A newer payment was started for the same order');
      const late = await answer(first.redirectUrl!, 'approve');
      expect(late.status).toBe(409);
      const refusal = await late.text();
      expect(refusal).toContain('<h1>Payment replaced by a newer one</h1>');
      expect(refusal).toContain('nothing was charged');
      const continued = cardPaymentResponse.parse(
        await (await request('GET', `/payment/continue/creditcard/${first.transactionId}`)).json(),
      );
      expect(continued).toEqual({ transactionId: first.transactionId, status: 'ERROR', reason: 'CANCELLED' });
      const { transactions } = await contract(id);
      expect(transactions.filter((t) => t.result === 'SUCCESS')).toEqual([expect.objectContaining({ id: second.transactionId })]);
    });

    it('a newer start ends the challenge before it is answered too: the newer one still pays', async () => {
      const { id, started: first } = await challenge();
      const second = await payWith(CHALLENGE, id);
      expect((await answer(first.redirectUrl!, 'approve')).status).toBe(409);
      expect((await contract(id)).state).toBe('OPEN');
      expect((await answer(second.redirectUrl!, 'approve')).status).toBe(303);
      expect((await contract(id)).state).toBe('PAID');
      // The provider's late answer to the ended one is refused as well.
      const lateAnswer = await request('PUT', `/sandbox/payment/transactions/${first.transactionId}`, { json: { result: 'SUCCESS' } });
      expect(lateAnswer.status).toBe(409);
    });

    it('asks to check the card for the monthly bills, not to confirm a payment of 0.00, when the order owes nothing today', async () => {
      const id = newOrder();
      store.payment.registerContract('AT', id, { items: [{ type: 'TARIFF', paymentType: 'POST_PAY' }], isCompany: false }, 0, {
        paymentMethod: 'CREDITCARD',
        dueNowBy: 'CREDITCARD',
        openedAt: NOW,
      });
      const started = await payWith(CHALLENGE, id);
      const page = await (await request('GET', pathOf(started.redirectUrl!))).text();
      expect(page).toContain('<h1>Confirm your card</h1>');
      expect(page).toContain('A check of your card for your monthly bills');
      expect(page).toContain('Nothing is charged today');
      expect(page).toContain('value="approve">Approve card check</button>');
      expect(page).not.toContain('0.00');
      expect(page).not.toMatch(/confirm (?:your|this) payment/i);
    });

    it('is still PENDING with the challenge page before the person answers', async () => {
      const { started } = await challenge();
      const continued = cardPaymentResponse.parse(
        await (await request('GET', `/payment/continue/creditcard/${started.transactionId}`)).json(),
      );
      expect(continued).toEqual(started);
    });
  });

  it('pays with each token once, and only in its own market', async () => {
    const token = await cardToken(APPROVE);
    expect((await pay(newOrder(), token)).status).toBe(200);
    expect(await pay(newOrder(), token)).toMatchObject({ status: 400, body: { error: 'invalid_card_token' } });
    expect(await pay(newOrder(), await cardToken(APPROVE), 'DE')).toMatchObject({ status: 400, body: { error: 'invalid_card_token' } });
    expect(await pay(newOrder(), 'tok_unknown')).toMatchObject({ status: 400, body: { error: 'invalid_card_token' } });
  });

  it('refuses card data in the body without echoing it', async () => {
    for (const body of [
      { cardNumber: '4111 1111 1111 1111', cvv: '123', returnUrl: RETURN_URL },
      { cardToken: APPROVE, returnUrl: RETURN_URL },
      { cardToken: 'tok_x', returnUrl: RETURN_URL, card: { number: 4111111111111111 } },
    ]) {
      const response = await request('POST', `/payment/billingcontracts/${newOrder()}/order/creditcard/`, { json: body });
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text).error).toBe('card_data_not_accepted');
      expect(text.replace(/\D/g, '')).not.toContain('4111111111111111');
    }
  });

  it('answers 400 with field codes for a bad body', async () => {
    const response = await request('POST', `/payment/billingcontracts/${newOrder()}/order/creditcard`, {
      json: { returnUrl: 'javascript:alert(1)' },
    });
    expect(response.status).toBe(400);
    expect(fieldErrorBody.parse(await response.json()).fields).toEqual([
      { field: 'cardToken', code: 'required' },
      { field: 'returnUrl', code: 'invalid_format' },
    ]);
  });

  it('answers 404 for a billing contract the sandbox cannot open, and for an unknown transaction', async () => {
    expect((await pay('x', await cardToken(APPROVE))).status).toBe(404);
    expect((await request('GET', '/payment/continue/creditcard/tx_unknown')).status).toBe(404);
    const { transactionId } = await payWith(APPROVE);
    expect((await request('GET', `/payment/continue/creditcard/${transactionId}`, { market: 'DE' })).status).toBe(404);
  });

  it('charges the seeded order its amount (3-D Secure page shows it)', async () => {
    const started = await payWith(CHALLENGE, 'BC-AT-1002');
    const page = await (await request('GET', pathOf(started.redirectUrl!))).text();
    expect(page).toContain('EUR 549.00');
  });
});
