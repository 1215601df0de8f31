/**
 * The number step's handlers against the reference API: /api/checkout/numbers (captcha challenge,
 * reservation with the captcha solved on the server, extension) and /api/checkout/number (the step,
 * stored in the sealed progress). Answers are parsed with the routes' contracts.
 */
import { SELECTION_COOKIE, serializeSelection, type SelectionItem } from '@/lib/cart/selection';
import { stepContract } from '@/lib/platform/contracts/checkout';
import {
  captchaChallengeContract,
  numbersExtendContract,
  numbersReserveContract,
  type CaptchaChallenge,
} from '@/lib/platform/contracts/checkout-numbers';
import { answerOf } from '@/content-api/tests/support/orders';
import { browser, CookieJar, formPost, jsonRequest } from '@/tests/support/next-request';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-request').nextHeaders);

let api: RunningApi;
let numbers: typeof import('@/app/api/checkout/numbers/route');
let step: typeof import('@/app/api/checkout/number/route');
let progressOf: (market?: Market) => Promise<import('@/lib/checkout/progress').CheckoutProgress>;

const HOSTS = { AT: 'at.localhost:3000', UK: 'uk.localhost:3000' } as const;
type Market = keyof typeof HOSTS;

beforeAll(async () => {
  api = await startStorefrontApi();
  numbers = await import('@/app/api/checkout/numbers/route');
  step = await import('@/app/api/checkout/number/route');
  const { readProgress } = await import('@/lib/checkout/progress-store');
  const { cartFingerprint } = await import('@/lib/checkout/flow');
  const { parseSelection } = await import('@/lib/cart/selection');
  progressOf = (market = 'AT') => readProgress(market, cartFingerprint(parseSelection(browser.jar.get(SELECTION_COOKIE)?.value)));
});
afterAll(() => api.close());

let ip = 0;
/** A new browser (own IP, so the rate limits do not add up across tests) with these items in its cart. */
function browserWith(items: SelectionItem[]) {
  browser.jar = new CookieJar();
  browser.jar.set(SELECTION_COOKIE, serializeSelection({ items }));
  ip += 1;
  return `10.14.0.${ip}`;
}

const request = (method: 'GET' | 'PUT', market: Market, path: string, from: string, body?: unknown) => {
  const host = HOSTS[market];
  return new Request(`http://${host}${path}`, {
    method,
    headers: { host, origin: `http://${host}`, 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': from },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
};
const post = (market: Market, path: string, body: unknown, from: string) =>
  jsonRequest(path, body, { host: HOSTS[market], origin: `http://${HOSTS[market]}`, ip: from });

async function challenge(market: Market, from: string, locale = 'en-GB'): Promise<CaptchaChallenge> {
  const response = await numbers.GET(request('GET', market, `/api/checkout/numbers?locale=${locale}`, from));
  expect(response.status).toBe(200);
  return captchaChallengeContract.ok.parse(await response.json());
}

/** Reserves with the captcha's text alternative answered, as a keyboard or screen-reader user would. */
async function reserve(market: Market, from: string) {
  const { challengeId, question } = await challenge(market, from);
  const response = await numbers.POST(
    post(market, '/api/checkout/numbers', { challengeId, answer: answerOf(question), locale: 'en-GB' }, from),
  );
  expect(response.status).toBe(201);
  return numbersReserveContract.ok.parse(await response.json()).reservations;
}

const freeDates = async (market: Market): Promise<string[]> =>
  (await fetch(`${api.url}/portings/freedates`, { headers: { 'X-Market': market } })).json();

describe('/api/checkout/numbers', () => {
  const AT_TARIFF: SelectionItem = { kind: 'tariff', id: 'AT-MOBILE-M' };

  it('gives a captcha challenge with a picture and its question in the visitor language', async () => {
    const from = browserWith([AT_TARIFF]);
    const { image, question } = await challenge('AT', from, 'de-AT');
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(question).toMatch(/^Wie viel ist \d plus \d\?/);
  });

  it('refuses a reservation without a captcha answer (400 with the field)', async () => {
    const from = browserWith([AT_TARIFF]);
    const response = await numbers.POST(post('AT', '/api/checkout/numbers', { locale: 'de-AT' }, from));
    expect(response.status).toBe(400);
    const body = numbersReserveContract.error.parse(await response.json());
    expect(body.error).toBe('invalid_request');
    expect(body.fields).toEqual(expect.arrayContaining([{ field: 'answer', code: 'required' }]));
  });

  it('answers captcha_failed for a wrong answer, and the challenge cannot be tried again', async () => {
    const from = browserWith([AT_TARIFF]);
    const { challengeId, question } = await challenge('AT', from);
    const wrong = String(Number(answerOf(question)) + 1);
    const first = await numbers.POST(post('AT', '/api/checkout/numbers', { challengeId, answer: wrong }, from));
    expect(first.status).toBe(400);
    expect(numbersReserveContract.error.parse(await first.json()).error).toBe('captcha_failed');
    const again = await numbers.POST(post('AT', '/api/checkout/numbers', { challengeId, answer: answerOf(question) }, from));
    expect(numbersReserveContract.error.parse(await again.json()).error).toBe('captcha_failed');
  });

  it('reserves numbers for each SIM card of the cart with the solved captcha', async () => {
    const from = browserWith([AT_TARIFF]);
    const reservations = await reserve('AT', from);
    expect(reservations).toHaveLength(1);
    const [offer] = reservations;
    expect(offer!.simCard).toBe(0);
    expect(offer!.numbers.length).toBeGreaterThan(1);
    expect(Date.parse(offer!.expiresAt)).toBeGreaterThan(api.clock.now().getTime());
  });

  it('takes only the configured captcha: under a provider widget no sandbox challenge, and a sandbox answer is refused', async () => {
    const from = browserWith([AT_TARIFF]);
    const { challengeId, question } = await challenge('AT', from);
    process.env.CAPTCHA_PROVIDER = 'turnstile';
    process.env.CAPTCHA_SITE_KEY = '0x4AAAAAAA';
    try {
      const offered = await numbers.GET(request('GET', 'AT', '/api/checkout/numbers?locale=en-GB', from));
      expect([offered.status, captchaChallengeContract.error.parse(await offered.json()).error]).toEqual([404, 'not_found']);
      const answered = await numbers.POST(post('AT', '/api/checkout/numbers', { challengeId, answer: answerOf(question) }, from));
      expect([answered.status, numbersReserveContract.error.parse(await answered.json()).error]).toEqual([400, 'captcha_failed']);
    } finally {
      delete process.env.CAPTCHA_PROVIDER;
      delete process.env.CAPTCHA_SITE_KEY;
    }
    // Back under the sandbox captcha a widget's token is refused, and the challenge, never tried, still reserves.
    const refused = await numbers.POST(post('AT', '/api/checkout/numbers', { turnstileToken: 'not-from-the-sandbox' }, from));
    expect(numbersReserveContract.error.parse(await refused.json()).error).toBe('captcha_failed');
    const reserved = await numbers.POST(post('AT', '/api/checkout/numbers', { challengeId, answer: answerOf(question) }, from));
    expect(reserved.status).toBe(201);
  });

  it('answers not_found for a cart without a SIM card', async () => {
    const from = browserWith([{ kind: 'fixedline', id: 'AT-FIBRE-300', supplier: 'OFAA', buildingType: 'SINGLE_FAMILY_HOUSE' }]);
    const { challengeId, question } = await challenge('AT', from);
    const response = await numbers.POST(post('AT', '/api/checkout/numbers', { challengeId, answer: answerOf(question) }, from));
    expect(response.status).toBe(404);
  });

  it('holds a reservation longer', async () => {
    const from = browserWith([AT_TARIFF]);
    const [offer] = await reserve('AT', from);
    const response = await numbers.PUT(
      request('PUT', 'AT', '/api/checkout/numbers', from, { numberingPlanAssignmentIds: [offer!.numberingPlanAssignmentId] }),
    );
    expect(response.status).toBe(200);
    const [held] = numbersExtendContract.ok.parse(await response.json()).reservations;
    expect(held!.numberingPlanAssignmentId).toBe(offer!.numberingPlanAssignmentId);
    expect(Date.parse(held!.expiresAt)).toBeGreaterThanOrEqual(Date.parse(offer!.expiresAt));
  });

  it('answers reservation_expired for a reservation that ended, and for an unknown one', async () => {
    const from = browserWith([AT_TARIFF]);
    const [offer] = await reserve('AT', from);
    const extend = (id: string) => numbers.PUT(request('PUT', 'AT', '/api/checkout/numbers', from, { numberingPlanAssignmentIds: [id] }));
    const unknown = await extend('no-such-reservation');
    expect(unknown.status).toBe(410);
    expect(numbersExtendContract.error.parse(await unknown.json()).error).toBe('reservation_expired');
    const start = api.clock.now();
    api.clock.set(new Date(Date.parse(offer!.expiresAt) + 1000));
    try {
      const ended = await extend(offer!.numberingPlanAssignmentId);
      expect(ended.status).toBe(410);
      expect(numbersExtendContract.error.parse(await ended.json())).toEqual({ error: 'reservation_expired' });
    } finally {
      api.clock.set(start);
    }
  });

  it('refuses another origin', async () => {
    const from = browserWith([AT_TARIFF]);
    const response = await numbers.POST(
      jsonRequest('/api/checkout/numbers', { challengeId: 'x', answer: '1' }, { origin: 'https://evil.example', ip: from }),
    );
    expect(response.status).toBe(403);
  });
});

describe('POST /api/checkout/number', () => {
  const AT_TARIFF: SelectionItem = { kind: 'tariff', id: 'AT-MOBILE-M' };

  // The personal details are not given in these carts: that is the first step left, where the checkout goes on.
  it('stores a new number of a live reservation with its renewed end, and answers the next step', async () => {
    const from = browserWith([AT_TARIFF]);
    const [offer] = await reserve('AT', from);
    const chosen = {
      source: 'NEW',
      numberingPlanAssignmentId: offer!.numberingPlanAssignmentId,
      phoneNumber: offer!.numbers[1],
      expiresAt: offer!.expiresAt,
    };
    const response = await step.POST(post('AT', '/api/checkout/number', { simCards: [chosen], locale: 'de-AT' }, from));
    expect(response.status).toBe(200);
    expect(stepContract.ok.parse(await response.json()).next).toBe('/kasse/persoenliche-daten');
    const stored = (await progressOf()).number;
    expect(stored?.simCards).toEqual([{ ...chosen, expiresAt: expect.any(String) }]);
    expect(Date.parse((stored!.simCards[0] as { expiresAt: string }).expiresAt)).toBeGreaterThanOrEqual(Date.parse(offer!.expiresAt));
  });

  it('stores an Austrian port-in with its PUK without spaces', async () => {
    const from = browserWith([AT_TARIFF]);
    const [date] = await freeDates('AT');
    const port = {
      source: 'PORTING',
      transferPhoneNumber: '0664 1234567',
      contractType: 'PREPAID',
      previousProviderId: 'hot',
      holderFirstName: 'Anna',
      holderLastName: 'Berger',
      code: '1234 5678',
      date,
      terminationConfirmed: true,
      smsSent: true,
    };
    const response = await step.POST(post('AT', '/api/checkout/number', { simCards: [port], locale: 'de-AT' }, from));
    expect(response.status).toBe(200);
    expect((await progressOf()).number?.simCards).toEqual([{ ...port, code: '12345678' }]);
  });

  it('takes a port-in posted without JavaScript (the form’s flat fields, ticked boxes "on"); a refused one leaves its draft for the page', async () => {
    const from = browserWith([AT_TARIFF]);
    const [date] = await freeDates('AT');
    const form = {
      'simCards.0.source': 'PORTING',
      'simCards.0.transferPhoneNumber': '0664 1234567',
      'simCards.0.contractType': 'POSTPAID',
      'simCards.0.previousProviderId': 'a1',
      'simCards.0.holderFirstName': 'Anna',
      'simCards.0.holderLastName': '',
      'simCards.0.externalCustomerId': '',
      'simCards.0.code': '',
      'simCards.0.date': date!,
      'simCards.0.terminationType': 'IMMEDIATE',
      'simCards.0.terminationConfirmed': 'on',
      'simCards.0.smsSent': 'on',
      locale: 'de-AT',
    };
    const native = (fields: Record<string, string>) =>
      formPost('/api/checkout/number', fields, { host: HOSTS.AT, origin: `http://${HOSTS.AT}`, ip: from });
    const refused = await step.POST(native(form));
    expect(refused.headers.get('location')).toBe('/kasse/rufnummer?error=invalid_request');
    const { readFormDraft } = await import('@/lib/platform/bff/form-draft');
    const { locale: _locale, ...typed } = form;
    expect(await readFormDraft('AT', '/api/checkout/number')).toEqual({
      values: typed,
      fields: [{ field: 'simCards.0.holderLastName', code: 'required' }],
    });
    const saved = await step.POST(native({ ...form, 'simCards.0.holderLastName': 'Berger' }));
    expect(saved.status).toBe(303);
    expect((await progressOf()).number?.simCards).toEqual([
      {
        source: 'PORTING',
        transferPhoneNumber: '0664 1234567',
        contractType: 'POSTPAID',
        previousProviderId: 'a1',
        holderFirstName: 'Anna',
        holderLastName: 'Berger',
        date,
        terminationType: 'IMMEDIATE',
        terminationConfirmed: true,
        smsSent: true,
      },
    ]);
  });

  it('answers 400 with the fields the market rules refuse', async () => {
    const from = browserWith([AT_TARIFF]);
    const port = {
      source: 'PORTING',
      transferPhoneNumber: '0664 1234567',
      contractType: 'BUSINESS',
      previousProviderId: 'a1',
      holderFirstName: 'Anna',
      holderLastName: 'Berger',
      code: '1234',
      contractNumber: '1001234',
      date: '2020-01-01',
      terminationType: 'IMMEDIATE',
      terminationConfirmed: false,
    };
    const response = await step.POST(post('AT', '/api/checkout/number', { simCards: [port] }, from));
    expect(response.status).toBe(400);
    const { fields } = stepContract.error.parse(await response.json());
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'simCards.0.terminationConfirmed', code: 'consent_required' },
        { field: 'simCards.0.code', code: 'invalid_format' },
        { field: 'simCards.0.contractNumber', code: 'invalid_format' },
        { field: 'simCards.0.date', code: 'unavailable_date' },
        { field: 'simCards.0.smsSent', code: 'consent_required' },
      ]),
    );
    expect((await progressOf()).number).toBeUndefined();
  });

  it('answers `expired` at the number whose reservation ended', async () => {
    const from = browserWith([AT_TARIFF]);
    const chosen = {
      source: 'NEW',
      numberingPlanAssignmentId: 'ended-reservation',
      phoneNumber: '0664 0000000',
      expiresAt: '2026-01-01T10:00:00Z',
    };
    const response = await step.POST(post('AT', '/api/checkout/number', { simCards: [chosen] }, from));
    expect(response.status).toBe(400);
    expect(stepContract.error.parse(await response.json()).fields).toEqual([{ field: 'simCards.0.phoneNumber', code: 'expired' }]);
  });

  it('refuses a step that does not fit the cart', async () => {
    const from = browserWith([AT_TARIFF]);
    const response = await step.POST(post('AT', '/api/checkout/number', { simCards: [], landline: { port: false } }, from));
    expect(response.status).toBe(400);
  });

  it('stores a UK port with its PAC in capitals', async () => {
    const from = browserWith([{ kind: 'tariff', id: 'UK-EVERYDAY-30GB' }]);
    const [date] = await freeDates('UK');
    const port = {
      source: 'PORTING',
      transferPhoneNumber: '07700 900456',
      contractType: 'POSTPAID',
      previousProviderId: 'ee',
      holderFirstName: 'Oliver',
      holderLastName: 'Smith',
      code: 'abc 123 456',
      date,
      terminationConfirmed: true,
    };
    const response = await step.POST(post('UK', '/api/checkout/number', { simCards: [port], locale: 'en-GB' }, from));
    expect(stepContract.ok.parse(await response.json()).next).toBe('/checkout/personal-details');
    expect((await progressOf('UK')).number?.simCards).toEqual([{ ...port, code: 'ABC123456' }]);
  });

  it('stores a UK cancellation with a STAC issued within 30 days and a reserved new number', async () => {
    const from = browserWith([{ kind: 'tariff', id: 'UK-EVERYDAY-30GB' }]);
    const [offer] = await reserve('UK', from);
    const cancel = {
      source: 'CANCEL',
      cancelPhoneNumber: '07700 900456',
      previousProviderId: 'o2-uk',
      code: '123456abc',
      codeIssuedOn: new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10),
      number: { numberingPlanAssignmentId: offer!.numberingPlanAssignmentId, phoneNumber: offer!.numbers[0], expiresAt: offer!.expiresAt },
    };
    const response = await step.POST(post('UK', '/api/checkout/number', { simCards: [cancel], locale: 'en-GB' }, from));
    expect(response.status).toBe(200);
    expect((await progressOf('UK')).number?.simCards).toEqual([
      { ...cancel, code: '123456ABC', number: { ...cancel.number, expiresAt: expect.any(String) } },
    ]);
  });
});
