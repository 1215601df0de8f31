/**
 * The payment step's route handlers and the start of a placed order's payment, against the reference
 * API and its sandbox providers, as a browser would go through them: POST /api/checkout/payment, the
 * hosted card field back to GET /api/checkout/card, startPayment's branches (card with and without
 * 3-D Secure, declined, EPS, SEPA, instalments, TWINT with its status GET /api/checkout/twint), the
 * providers back to GET /api/checkout/payment-return
 * and the thank-you page's open payment, and the returns refused because they are not the trip's own
 * (ADR 43). Cookies live in a jar standing in for next/headers.
 */
import { SELECTION_COOKIE, serializeSelection, type SelectionItem } from '@/lib/cart/selection';
import { stepPath, thankYouPath, twintPath } from '@/lib/checkout/checkout-paths';
import { CARD_TRIP_COOKIE } from '@/lib/checkout/payment-trips';
import { paymentCheckPath } from '@/lib/checkout/payment-urls';
import { CHECKOUT_COOKIE, type CheckoutProgress } from '@/lib/checkout/progress';
import type { PaymentStep } from '@/lib/platform/contracts/checkout';
import { stepContract } from '@/lib/platform/contracts/checkout';
import { twintStatusContract } from '@/lib/platform/contracts/checkout-twint';
import type { MarketCode } from '@/lib/platform/markets/markets';
import type { Site } from '@/lib/platform/site/site';
import { browser, CookieJar, formPost, jsonRequest } from '@/tests/support/next-request';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-request').nextHeaders);

const HOST = 'at.localhost:3000';
const ORIGIN = `http://${HOST}`;
const PHONE: SelectionItem = { kind: 'device', id: 'iphone-16-128-black', deviceKind: 'smartphone' };
const POSTPAID: SelectionItem = { kind: 'tariff', id: 'AT-MOBILE-M', simType: 'ESIM' };
const PREPAID: SelectionItem = { kind: 'tariff', id: 'AT-PREPAID-10', simType: 'ESIM' };

let api: RunningApi;
let site: Site;
let modules: {
  payment: typeof import('@/app/api/checkout/payment/route');
  card: typeof import('@/app/api/checkout/card/route');
  paymentReturn: typeof import('@/app/api/checkout/payment-return/route');
  start: typeof import('@/lib/checkout/payment-start');
  trips: typeof import('@/lib/checkout/payment-trips');
  open: typeof import('@/lib/checkout/open-payment');
  progress: typeof import('@/lib/checkout/progress-store');
  flow: typeof import('@/lib/checkout/flow');
  contentPayment: typeof import('@/lib/platform/content-api/payment');
};

beforeAll(async () => {
  api = await startStorefrontApi('2026-11-23T10:00:00Z');
  modules = {
    payment: await import('@/app/api/checkout/payment/route'),
    card: await import('@/app/api/checkout/card/route'),
    paymentReturn: await import('@/app/api/checkout/payment-return/route'),
    start: await import('@/lib/checkout/payment-start'),
    trips: await import('@/lib/checkout/payment-trips'),
    open: await import('@/lib/checkout/open-payment'),
    progress: await import('@/lib/checkout/progress-store'),
    flow: await import('@/lib/checkout/flow'),
    contentPayment: await import('@/lib/platform/content-api/payment'),
  };
  const { siteOfRequest } = await import('@/lib/platform/site/site');
  site = await siteOfRequest(new Request(`${ORIGIN}/`, { headers: { host: HOST } }), 'de-AT');
});
afterAll(() => api.close());
beforeEach(() => {
  browser.jar = new CookieJar();
});

const personal: CheckoutProgress['personal'] = {
  customerType: 'PRIVATE',
  firstName: 'Anna',
  lastName: 'Berger',
  birthday: '1990-04-12',
  email: 'anna@example.at',
  confirmEmail: 'anna@example.at',
  phone: '+43 660 1234567',
  address: { street: 'Neubaugasse', houseNumber: '12', zip: '1070', city: 'Wien' },
};
const number: CheckoutProgress['number'] = {
  simCards: [{ source: 'NEW', numberingPlanAssignmentId: 'npa-1', phoneNumber: '+43 660 5550001', expiresAt: '2026-11-23T11:00:00+00:00' }],
};

/** A browser whose cart holds these items and whose checkout is done up to the payment step (in AT unless said). */
async function checkoutWith(items: SelectionItem[], extra: Partial<CheckoutProgress> = {}, market: MarketCode = 'AT') {
  const selection = { items };
  browser.jar.set(SELECTION_COOKIE, serializeSelection(selection));
  const progress: CheckoutProgress = {
    cart: modules.flow.cartFingerprint(selection),
    attempt: '11111111-2222-3333-4444-555555555555',
    personal,
    number,
    delivery: { method: 'STANDARD' },
    ...extra,
  };
  browser.jar.set(CHECKOUT_COOKIE, await modules.progress.sealProgress(progress, market, process.env.SESSION_SECRET!));
  return { selection, progress };
}

const storedProgress = async (items: SelectionItem[]) => modules.progress.readProgress('AT', modules.flow.cartFingerprint({ items }));
const get = (path: string) => new Request(path.startsWith('http') ? path : `${ORIGIN}${path}`, { headers: { host: HOST } });
const sandbox = (path: string, form: Record<string, string>) =>
  fetch(path.startsWith('http') ? path : `${api.url}${path}`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });

/** The hosted card field as the browser fills it in: answers the redirect back to the shop. */
async function typeCard(hostedFieldUrl: string, cardNumber: string): Promise<string> {
  const url = new URL(hostedFieldUrl);
  const response = await sandbox('/sandbox/payment/hosted/card', {
    clientToken: url.searchParams.get('clientToken')!,
    returnUrl: url.searchParams.get('returnUrl')!,
    number: cardNumber,
    expiry: '12/29',
    cvv: '123',
    holder: 'Anna Berger',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

/** A card token from the hosted field (its JSON call), as a returned card is stored. */
async function cardToken(cardNumber: string): Promise<NonNullable<PaymentStep['card']>> {
  const token = await modules.contentPayment.getPaymentToken(site.content, 'creditcard');
  if (!token.ok) throw new Error('no client token');
  const response = await fetch(`${api.url}/sandbox/payment/hosted/tokens`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ clientToken: token.data.token, number: cardNumber, expiry: '12/29', cvv: '123', holder: 'Anna Berger' }),
  });
  const card = (await response.json()) as { cardToken: string; brand: string; last4: string };
  return { token: card.cardToken, brand: card.brand, last4: card.last4 };
}

/** The hosted field's return address of the card trip a payment step started. */
const cardTripOf = (hostedFieldUrl: string) => new URL(hostedFieldUrl).searchParams.get('returnUrl')!;

const post = (body: Record<string, unknown>) => modules.payment.POST(jsonRequest('/api/checkout/payment', { locale: 'de-AT', ...body }));
const fieldsOf = async (response: Response) => stepContract.error.parse(await response.json()).fields;

describe('POST /api/checkout/payment', () => {
  it('stores a SEPA mandate with a formatted IBAN and goes on to the summary', async () => {
    await checkoutWith([POSTPAID]);
    const response = await post({ method: 'SEPA', accountHolder: 'Anna Berger', iban: 'at611904300234573201', mandateAccepted: true });
    expect(response.status).toBe(200);
    expect(stepContract.ok.parse(await response.json())).toEqual({ next: stepPath(site, 'summary') });
    expect((await storedProgress([POSTPAID])).payment).toEqual({
      method: 'SEPA',
      sepa: { accountHolder: 'Anna Berger', iban: 'AT61 1904 3002 3457 3201', mandateAccepted: true },
    });
  });

  it('answers a wrong IBAN and a missing mandate with the fields', async () => {
    await checkoutWith([POSTPAID]);
    const response = await post({ method: 'SEPA', accountHolder: 'Anna Berger', iban: 'AT62 1904 3002 3457 3201' });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual([
      { field: 'iban', code: 'invalid_checksum' },
      { field: 'mandateAccepted', code: 'consent_required' },
    ]);
  });

  it('refuses a method the cart may not use (no invoice for prepaid)', async () => {
    await checkoutWith([PREPAID]);
    const response = await post({ method: 'INVOICE' });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual([{ field: 'method', code: 'invalid_format' }]);
  });

  it('asks a cart with devices for the devices’ method, and takes instalments for them', async () => {
    await checkoutWith([POSTPAID, PHONE]);
    const missing = await post({ method: 'INVOICE' });
    expect(missing.status).toBe(400);
    expect(await fieldsOf(missing)).toEqual([{ field: 'productMethod', code: 'required' }]);
    const financed = await post({ method: 'INVOICE', productMethod: 'FINANCING' });
    expect(financed.status).toBe(200);
    expect((await storedProgress([POSTPAID, PHONE])).payment).toEqual({ method: 'INVOICE', productMethod: 'FINANCING' });
  });

  it('takes an EPS bank of the bank list only, with its name', async () => {
    await checkoutWith([PREPAID]);
    const unknown = await post({ method: 'EPS', bic: 'NOTABANK' });
    expect(await fieldsOf(unknown)).toEqual([{ field: 'bic', code: 'invalid_format' }]);
    const banks = await modules.contentPayment.getEpsBanks(site.content);
    if (!banks.ok) throw new Error('no banks');
    const bank = banks.data[0]!;
    expect((await post({ method: 'EPS', bic: bank.bic })).status).toBe(200);
    expect((await storedProgress([PREPAID])).payment?.eps).toEqual({ bic: bank.bic, bankName: bank.displayName });
  });

  it('sends a card to the provider’s hosted field, which returns to GET /api/checkout/card', async () => {
    await checkoutWith([PREPAID]);
    const response = await post({ method: 'CREDITCARD' });
    expect(response.status).toBe(200);
    const { next } = stepContract.ok.parse(await response.json());
    const field = new URL(next);
    expect(`${field.origin}${field.pathname}`).toBe(`${api.url}/sandbox/payment/hosted/card`);
    expect(field.searchParams.get('clientToken')).toMatch(/^ct_/);
    expect(field.searchParams.get('returnUrl')).toMatch(new RegExp(`^${ORIGIN}/api/checkout/card\\?locale=de-AT&state=[\\w-]{32}$`));
    expect(browser.jar.optionsOf(CARD_TRIP_COOKIE)).toMatchObject({ httpOnly: true, secure: true, maxAge: 1800 });
    const progress = await storedProgress([PREPAID]);
    expect(progress.payment).toEqual({ method: 'CREDITCARD' });
    expect(modules.flow.isDone('payment', progress, modules.flow.checkoutCart({ items: [PREPAID] }))).toBe(false);
  });

  it('keeps a stored card unless another one is asked for', async () => {
    const card = { token: 'tok_stored', brand: 'VISA', last4: '1111' };
    await checkoutWith([PREPAID], { payment: { method: 'CREDITCARD', card } });
    const kept = await post({ method: 'CREDITCARD' });
    expect(stepContract.ok.parse(await kept.json()).next).toBe(stepPath(site, 'summary'));
    expect((await storedProgress([PREPAID])).payment?.card).toEqual(card);
    const another = await post({ method: 'CREDITCARD', newCard: true });
    expect(stepContract.ok.parse(await another.json()).next).toMatch(/\/sandbox\/payment\/hosted\/card\?/);
    expect((await storedProgress([PREPAID])).payment?.card).toBeUndefined();
  });

  it('sends a form posted without JavaScript to the hosted field, or back with the error', async () => {
    await checkoutWith([PREPAID]);
    const sent = await modules.payment.POST(formPost('/api/checkout/payment', { method: 'CREDITCARD', locale: 'de-AT' }));
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toMatch(new RegExp(`^${api.url}/sandbox/payment/hosted/card\\?clientToken=`));
    const bad = await modules.payment.POST(formPost('/api/checkout/payment', { method: 'SEPA', iban: 'AT61', locale: 'de-AT' }));
    expect(bad.headers.get('location')).toBe(stepPath(site, 'payment', 'error=invalid_request'));
  });
});

describe('GET /api/checkout/card', () => {
  const cardTrip = async (): Promise<string> => cardTripOf(stepContract.ok.parse(await (await post({ method: 'CREDITCARD' })).json()).next);
  const cardReturn = (returnUrl: string, query: string) => modules.card.GET(get(`${returnUrl}&${query}`));

  it('stores the card the hosted field returns and goes on to the summary', async () => {
    await checkoutWith([PREPAID]);
    const { next } = stepContract.ok.parse(await (await post({ method: 'CREDITCARD' })).json());
    const back = await typeCard(next, '4111 1111 1111 1111');
    expect(back).toMatch(
      new RegExp(`^${ORIGIN}/api/checkout/card\\?locale=de-AT&state=[\\w-]{32}&cardToken=tok_[\\w-]+&brand=VISA&last4=1111$`),
    );
    const response = await modules.card.GET(get(back));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(stepPath(site, 'summary'));
    const { payment } = await storedProgress([PREPAID]);
    expect(payment?.card).toMatchObject({ brand: 'VISA', last4: '1111' });
    expect(JSON.stringify(payment)).not.toContain('4111111111111111');
    expect(browser.jar.has(CARD_TRIP_COOKIE)).toBe(false);
  });

  it('sends a malformed answer or one with unknown parameters back to the payment step', async () => {
    await checkoutWith([PREPAID]);
    const malformed = await cardReturn(await cardTrip(), 'cardToken=tok_1&brand=VISA&last4=11a1');
    expect(malformed.status).toBe(303);
    expect(malformed.headers.get('location')).toBe(stepPath(site, 'payment', 'trip=failed'));
    expect((await storedProgress([PREPAID])).payment?.card).toBeUndefined();
    const foreign = await cardReturn(await cardTrip(), 'cardToken=tok_1&brand=VISA&last4=1111&number=4111111111111111');
    expect(foreign.headers.get('location')).toBe(stepPath(site, 'payment', 'trip=failed'));
    expect((await storedProgress([PREPAID])).payment?.card).toBeUndefined();
  });

  it('takes no card for a payment step that does not pay by card', async () => {
    await checkoutWith([PREPAID]);
    const returnUrl = await cardTrip();
    await checkoutWith([PREPAID], { payment: { method: 'EPS', eps: { bic: 'BKAUATWW', bankName: 'Bank' } } });
    const response = await cardReturn(returnUrl, 'cardToken=tok_1&brand=VISA&last4=1111');
    expect(response.headers.get('location')).toBe(stepPath(site, 'payment', 'trip=failed'));
  });

  it('refuses a forged or replayed return, and a card token from another trip, storing nothing', async () => {
    await checkoutWith([PREPAID]);
    const refused = stepPath(site, 'payment', 'trip=refused&reason=unknown');
    const first = await typeCard(stepContract.ok.parse(await (await post({ method: 'CREDITCARD' })).json()).next, '4111 1111 1111 1111');
    const second = await typeCard(
      stepContract.ok.parse(await (await post({ method: 'CREDITCARD', newCard: true })).json()).next,
      '5200 0000 0000 1096',
    );
    // The first trip's card came back after the second trip had started; a link without a state or with another one.
    expect((await modules.card.GET(get(first))).headers.get('location')).toBe(refused);
    const noState = new URL(second);
    noState.searchParams.delete('state');
    expect((await modules.card.GET(get(noState.toString()))).headers.get('location')).toBe(refused);
    const forged = new URL(second);
    forged.searchParams.set('state', 'x'.repeat(32));
    expect((await modules.card.GET(get(forged.toString()))).headers.get('location')).toBe(refused);
    expect((await storedProgress([PREPAID])).payment?.card).toBeUndefined();

    expect((await modules.card.GET(get(second))).headers.get('location')).toBe(stepPath(site, 'summary'));
    expect((await storedProgress([PREPAID])).payment?.card).toMatchObject({ last4: '1096' });
    // Replayed after it was used: its trip has ended.
    expect((await modules.card.GET(get(second))).headers.get('location')).toBe(refused);
  });
});

describe('startPayment and the providers’ return', () => {
  let orders = 0;
  /** A placed order: the sandbox opens its billing contract on first use (499.00 to pay). */
  const placed = () => ({ salesOrderId: `SO-TEST-${(orders += 1)}`, orderToken: 'order-token' });
  const request = get('/api/checkout/summary');

  async function start(items: SelectionItem[], payment: PaymentStep) {
    const { selection } = await checkoutWith(items, { payment });
    const progress = await storedProgress(items);
    const order = placed();
    const started = await modules.start.startPayment({
      request,
      site,
      cart: modules.flow.checkoutCart(selection),
      progress,
      placed: order,
    });
    if ('ok' in started) throw new Error(`payment failed to start: ${started.error}`);
    return { started, order };
  }
  const checkoutEnded = () => !browser.jar.has(CHECKOUT_COOKIE) && !browser.jar.has(SELECTION_COOKIE);
  const paymentReturn = (query: string) => modules.paymentReturn.GET(get(`/api/checkout/payment-return?${query}`));
  /** The order's live attempt: its payment trip (ADR 43). */
  const liveTrip = () => modules.trips.paymentTrips.read('AT');
  const failedWith = (reason?: string) => stepPath(site, 'payment', reason ? `trip=failed&reason=${reason}` : 'trip=failed');

  it('pays by card without 3-D Secure and ends the checkout', async () => {
    const { started } = await start([PREPAID], { method: 'CREDITCARD', card: await cardToken('4111111111111111') });
    expect(started).toEqual({ next: thankYouPath(site), finished: true });
    expect(checkoutEnded()).toBe(true);
  });

  it('sends a 3-D Secure card to the challenge; approved, the return ends the checkout', async () => {
    const { started, order } = await start([PREPAID], { method: 'CREDITCARD', card: await cardToken('4000000000003220') });
    expect(started.finished).toBe(false);
    expect(started.next).toMatch(new RegExp(`^${api.url}/sandbox/payment/3ds/\\w+`));
    const kept = await storedProgress([PREPAID]);
    expect(kept.placed).toEqual(order);
    expect(kept.payment?.card).toBeUndefined();
    const back = await sandbox(started.next, { decision: 'approve' });
    const location = back.headers.get('location')!;
    expect(location).toMatch(new RegExp(`^${ORIGIN}/api/checkout/payment-return\\?locale=de-AT&state=[\\w-]{32}&transactionId=`));
    const response = await modules.paymentReturn.GET(get(location));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(thankYouPath(site));
    expect(checkoutEnded()).toBe(true);
    expect(await liveTrip()).toBeUndefined();
    // Replayed after it was settled: refused, the thank-you page says so.
    expect((await modules.paymentReturn.GET(get(location))).headers.get('location')).toBe(
      thankYouPath(site, 'trip=refused&reason=unknown'),
    );
  });

  it('keeps one live attempt per order: paid again, the first challenge is refused and its return changes nothing', async () => {
    const { started: first, order } = await start([PREPAID], { method: 'CREDITCARD', card: await cardToken('4000000000003220') });
    const firstId = new URL(first.next).pathname.split('/').pop()!;
    expect((await storedProgress([PREPAID])).placed).toEqual(order);
    const firstTrip = await liveTrip();
    expect(firstTrip).toMatchObject({ attempt: firstId, data: { method: 'card', salesOrderId: order.salesOrderId } });

    // The browser went back from the challenge; the payment step stored another card and the order is paid again.
    const again = {
      ...(await storedProgress([PREPAID])),
      payment: { method: 'CREDITCARD' as const, card: await cardToken('5200000000001096') },
    };
    const second = await modules.start.startPayment({
      request,
      site,
      cart: modules.flow.checkoutCart({ items: [PREPAID] }),
      progress: again,
      placed: order,
    });
    if ('ok' in second) throw new Error('no second start');
    const secondId = new URL(second.next).pathname.split('/').pop()!;
    const secondTrip = await liveTrip();
    expect(secondTrip?.attempt).toBe(secondId);

    // The first challenge is ended at the provider; a return naming it changes nothing here.
    expect((await sandbox(first.next, { decision: 'approve' })).status).toBe(409);
    const stale = await paymentReturn(`locale=de-AT&state=${firstTrip!.state}&transactionId=${firstId}`);
    expect(stale.headers.get('location')).toBe(stepPath(site, 'payment', 'trip=refused&reason=unknown'));
    const otherAttempt = await paymentReturn(`locale=de-AT&state=${secondTrip!.state}&transactionId=${firstId}`);
    expect(otherAttempt.headers.get('location')).toBe(stepPath(site, 'payment', 'trip=refused&reason=other_attempt'));
    expect(await liveTrip()).toEqual(secondTrip);

    const back = await sandbox(second.next, { decision: 'approve' });
    expect((await modules.paymentReturn.GET(get(back.headers.get('location')!))).headers.get('location')).toBe(thankYouPath(site));
    expect(checkoutEnded()).toBe(true);
    const ledger = (await (
      await fetch(`${api.url}/sandbox/payment/billingcontracts/${order.salesOrderId}`, { headers: { 'X-Market': 'AT' } })
    ).json()) as {
      transactions: { result: string }[];
    };
    expect(ledger.transactions.map((t) => t.result)).toEqual(['ERROR', 'SUCCESS']);
  });

  it('brings a declined 3-D Secure back to the payment step with the reason, the order kept', async () => {
    const { started, order } = await start([PREPAID], { method: 'CREDITCARD', card: await cardToken('5200000000001096') });
    const back = await sandbox(started.next, { decision: 'decline' });
    const response = await modules.paymentReturn.GET(get(back.headers.get('location')!));
    expect(response.headers.get('location')).toBe(failedWith('AUTHENTICATION_FAILED'));
    const progress = await storedProgress([PREPAID]);
    expect(progress.placed).toEqual(order);
    expect(progress.payment).toEqual({ method: 'CREDITCARD' });
  });

  it('brings a declined card straight back to the payment step without the card', async () => {
    const { started, order } = await start([PREPAID], { method: 'CREDITCARD', card: await cardToken('4000000000000002') });
    expect(started).toEqual({ next: failedWith('DECLINED'), finished: false });
    const progress = await storedProgress([PREPAID]);
    expect(progress.placed).toEqual(order);
    expect(progress.payment).toEqual({ method: 'CREDITCARD' });
  });

  it('sends an EPS transfer to the bank; a cancelled one comes back as payment failed', async () => {
    const banks = await modules.contentPayment.getEpsBanks(site.content);
    if (!banks.ok) throw new Error('no banks');
    const { started } = await start([PREPAID], { method: 'EPS', eps: { bic: banks.data[0]!.bic, bankName: banks.data[0]!.displayName } });
    expect(started.next).toMatch(new RegExp(`^${api.url}/sandbox/payment/eps/tx_[\\w-]+$`));
    const back = await sandbox(`${started.next}/decision`, { decision: 'cancel' });
    const response = await modules.paymentReturn.GET(get(back.headers.get('location')!));
    expect(response.headers.get('location')).toBe(failedWith('CANCELLED'));
  });

  it('signs a SEPA mandate and ends the checkout, or fails when the bank refuses direct debits', async () => {
    const accepted = await start([POSTPAID], {
      method: 'SEPA',
      sepa: { accountHolder: 'Anna Berger', iban: 'AT61 1904 3002 3457 3201', mandateAccepted: true },
    });
    expect(accepted.started).toEqual({ next: thankYouPath(site), finished: true });
    const refused = await start([POSTPAID], {
      method: 'SEPA',
      sepa: { accountHolder: 'Anna Berger', iban: 'AT64 1904 3000 0000 0666', mandateAccepted: true },
    });
    expect(refused.started).toEqual({ next: failedWith('DIRECT_DEBIT_REFUSED'), finished: false });
  });

  it('ends the checkout of an invoice at once', async () => {
    const { started } = await start([POSTPAID], { method: 'INVOICE' });
    expect(started).toEqual({ next: thankYouPath(site), finished: true });
  });

  it('starts instalments: the thank-you page offers the fingerprint form until the purchase ends', async () => {
    const payment: PaymentStep = {
      method: 'SEPA',
      productMethod: 'FINANCING',
      sepa: { accountHolder: 'Anna Berger', iban: 'AT61 1904 3002 3457 3201', mandateAccepted: true },
    };
    const { started, order } = await start([POSTPAID, PHONE], payment);
    expect(started).toEqual({ next: thankYouPath(site), finished: false });
    const open = await modules.open.openPaymentStep(site, order);
    if (open.kind !== 'financing') throw new Error('no financing form');
    expect(open.form.action).toBe(`${api.url}/sandbox/payment/financing/checkout`);
    expect(open.form.fields.returnUrl).toBe(`${ORIGIN}/api/checkout/payment-return?locale=de-AT&state=${(await liveTrip())!.state}`);
    expect((await liveTrip())!.expiresAt - Date.now()).toBeGreaterThan(6 * 24 * 60 * 60 * 1000);
    // With the provider's public key from GET …/ratepayment/config (ADR 49).
    expect(open.form.fields.apiKey).toBe('rw_sandbox_at_7f3a91c2');
    // The browser posts the form to the provider (which records its device and shows the plan), then cancels there.
    expect((await sandbox(open.form.action, open.form.fields)).status).toBe(303);
    const back = await sandbox(`/sandbox/payment/financing/${open.form.fields.purchaseId}`, { decision: 'cancel' });
    const response = await modules.paymentReturn.GET(get(back.headers.get('location')!));
    expect(response.headers.get('location')).toBe(failedWith('CANCELLED'));
    expect(await modules.open.openPaymentStep(site, order)).toEqual({ kind: 'retry', href: stepPath(site, 'payment') });
  });

  it('signed instalments end the checkout', async () => {
    const { order } = await start([POSTPAID, PHONE], { method: 'INVOICE', productMethod: 'FINANCING' });
    const open = await modules.open.openPaymentStep(site, order);
    if (open.kind !== 'financing') throw new Error('no financing form');
    expect((await sandbox(open.form.action, open.form.fields)).status).toBe(303);
    const back = await sandbox(`/sandbox/payment/financing/${open.form.fields.purchaseId}`, { decision: 'complete' });
    expect((await modules.paymentReturn.GET(get(back.headers.get('location')!))).headers.get('location')).toBe(thankYouPath(site));
    expect(checkoutEnded()).toBe(true);
  });

  it('offers the retry for an order without instalments', async () => {
    expect(await modules.open.openPaymentStep(site, placed())).toEqual({ kind: 'retry', href: stepPath(site, 'payment') });
  });

  it('refuses a return without the trip’s state, or with a forged one: nothing changes', async () => {
    const { started, order } = await start([PREPAID], { method: 'CREDITCARD', card: await cardToken('4000000000003220') });
    const trip = await liveTrip();
    const id = new URL(started.next).pathname.split('/').pop()!;
    for (const query of [
      `transactionId=${id}`,
      `state=${'x'.repeat(32)}&transactionId=${id}`,
      `state=${trip!.state}`,
      `state=${trip!.state}&purchaseId=pur_1`,
    ]) {
      const response = await paymentReturn(`locale=de-AT&${query}`);
      expect(response.headers.get('location')).toMatch(/\?trip=refused&reason=(unknown|other_attempt)$/);
    }
    expect(await liveTrip()).toEqual(trip);
    expect((await storedProgress([PREPAID])).placed).toEqual(order);
  });

  it('takes no return of an attempt it did not start: nothing changes', async () => {
    const card = { token: 'tok_x', brand: 'VISA', last4: '1111' };
    await checkoutWith([PREPAID], { payment: { method: 'CREDITCARD', card } });
    const response = await paymentReturn('transactionId=tx_unknown&locale=de-AT');
    expect(response.headers.get('location')).toBe(thankYouPath(site, 'trip=refused&reason=unknown'));
    const order = placed();
    await checkoutWith([PREPAID], { payment: { method: 'CREDITCARD', card }, placed: order });
    const trip = await modules.trips.paymentTrips.start('AT', {
      state: 'S'.repeat(32),
      back: '/',
      data: { method: 'card', salesOrderId: order.salesOrderId },
      attempt: 'tx_live',
    });
    expect((await paymentReturn(`transactionId=tx_unknown&locale=de-AT&state=${trip.state}`)).headers.get('location')).toBe(
      stepPath(site, 'payment', 'trip=refused&reason=other_attempt'),
    );
    expect(await storedProgress([PREPAID])).toMatchObject({ payment: { method: 'CREDITCARD', card } });
    expect(await liveTrip()).toEqual(trip);
  });

  it('treats a live attempt whose outcome cannot be read as a failed payment', async () => {
    const order = placed();
    await checkoutWith([PREPAID], {
      payment: { method: 'CREDITCARD', card: { token: 'tok_x', brand: 'VISA', last4: '1111' } },
      placed: order,
    });
    const trip = await modules.trips.paymentTrips.start('AT', {
      state: 'S'.repeat(32),
      back: '/',
      data: { method: 'card', salesOrderId: order.salesOrderId },
      attempt: 'tx_unknown',
    });
    const response = await paymentReturn(`transactionId=tx_unknown&locale=de-AT&state=${trip.state}`);
    expect(response.headers.get('location')).toBe(failedWith());
    const progress = await storedProgress([PREPAID]);
    expect(progress.payment).toEqual({ method: 'CREDITCARD' });
    expect(await liveTrip()).toBeUndefined();
  });
});

describe('TWINT (CH): the TWINT page’s status and the trip’s return', () => {
  const CH_HOST = 'ch.localhost:3000';
  const CH_TARIFF: SelectionItem = { kind: 'tariff', id: 'CH-MOBILE-EUROPE', simType: 'ESIM' };
  let ch: Site;
  let twint: typeof import('@/app/api/checkout/twint/route');
  let orders = 0;
  beforeAll(async () => {
    const { siteOfRequest } = await import('@/lib/platform/site/site');
    ch = await siteOfRequest(new Request(`http://${CH_HOST}/`, { headers: { host: CH_HOST } }), 'de-CH');
    twint = await import('@/app/api/checkout/twint/route');
  });
  const chGet = (path: string) => new Request(`http://${CH_HOST}${path}`, { headers: { host: CH_HOST } });
  const liveTrip = () => modules.trips.paymentTrips.read('CH');
  const status = async () => twintStatusContract.ok.parse(await (await twint.GET(chGet('/api/checkout/twint'))).json());

  /** A CH order placed and paid by TWINT: the TWINT page next, the attempt kept as the checkout's trip. */
  async function startTwint() {
    const { selection, progress } = await checkoutWith([CH_TARIFF], { payment: { method: 'TWINT' } }, 'CH');
    const placed = { salesOrderId: `SO-TWINT-${(orders += 1)}`, orderToken: 'order-token' };
    const started = await modules.start.startPayment({
      request: chGet('/api/checkout/summary'),
      site: ch,
      cart: modules.flow.checkoutCart(selection),
      progress,
      placed,
    });
    expect(started).toEqual({ next: twintPath(ch), finished: false });
    const trip = await liveTrip();
    expect(trip).toMatchObject({ data: { method: 'twint', salesOrderId: placed.salesOrderId }, attempt: expect.stringMatching(/^tx_/) });
    return { trip: trip!, check: paymentCheckPath(ch, trip!.state, trip!.attempt!) };
  }

  it('is PENDING until the app answers; the check comes back to the TWINT page, then settles the approval', async () => {
    const { trip, check } = await startTwint();
    expect(await status()).toEqual({ result: 'PENDING' });
    const waiting = await modules.paymentReturn.GET(chGet(check));
    expect(waiting.headers.get('location')).toBe(twintPath(ch));
    expect(await liveTrip()).toEqual(trip);

    expect((await sandbox(`/sandbox/payment/twint/${trip.attempt}/decision`, { decision: 'approve' })).status).toBe(200);
    expect(await status()).toEqual({ result: 'SUCCESS' });
    expect((await modules.paymentReturn.GET(chGet(check))).headers.get('location')).toBe(thankYouPath(ch));
    expect(await liveTrip()).toBeUndefined();
    // The trip is settled: the page's poll finds no TWINT payment any more.
    expect((await twint.GET(chGet('/api/checkout/twint'))).status).toBe(404);
  });

  it('declined in the app: back at the payment step with the reason, TWINT still chosen', async () => {
    const { trip, check } = await startTwint();
    await sandbox(`/sandbox/payment/twint/${trip.attempt}/decision`, { decision: 'decline' });
    expect((await modules.paymentReturn.GET(chGet(check))).headers.get('location')).toBe(
      stepPath(ch, 'payment', 'trip=failed&reason=DECLINED'),
    );
    expect((await modules.progress.readProgress('CH', modules.flow.cartFingerprint({ items: [CH_TARIFF] }))).payment).toEqual({
      method: 'TWINT',
    });
  });
});
