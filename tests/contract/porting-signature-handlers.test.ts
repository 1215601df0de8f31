/**
 * The porting signature's route handlers (app/api/portings/{id}/…) on the one door, called as Next
 * calls them, against the reference API: who may act (the session, the order cookie, the phone's
 * link token, nobody), drawing, the typed name confirmed by SMS code, the signing link by QR code and
 * SMS, and the refusals as codes. Answers are parsed with the routes' contracts.
 */
import { orderCreated } from '@/lib/platform/content-api/schemas';
import {
  codeCheckContract,
  codeSentContract,
  linkSmsContract,
  qrCodeContract,
  signContract,
  signedStatusContract,
} from '@/lib/platform/contracts/porting-signature';
import { sessionExpiredAnswer } from '@/lib/platform/contracts/upstream';
import { DEMO_PASSWORD } from '@/content-api/seed/markets/market-shorthands';
import { signaturePng } from '@/content-api/tests/support/portings';
import { browser, CookieJar, jsonRequest } from '@/tests/support/next-request';
import { httpSender, orderOf, portedSim } from '@/content-api/tests/support/orders';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-request').nextHeaders);

let api: RunningApi;
/** A drawn signature: a small real PNG, base64. */
let PNG = '';
let routes: {
  login: typeof import('@/app/api/auth/login/route');
  sign: typeof import('@/app/api/portings/[id]/sign/route');
  issigned: typeof import('@/app/api/portings/[id]/issigned/route');
  qrcode: typeof import('@/app/api/portings/[id]/qrcode/route');
  linkSms: typeof import('@/app/api/portings/[id]/link-sms/route');
  sendCode: typeof import('@/app/api/portings/[id]/verification/send/route');
  checkCode: typeof import('@/app/api/portings/[id]/verification/validate/route');
  orderStore: typeof import('@/lib/checkout/order-store');
};

beforeAll(async () => {
  api = await startStorefrontApi('2026-11-23T10:00:00Z');
  routes = {
    login: await import('@/app/api/auth/login/route'),
    sign: await import('@/app/api/portings/[id]/sign/route'),
    issigned: await import('@/app/api/portings/[id]/issigned/route'),
    qrcode: await import('@/app/api/portings/[id]/qrcode/route'),
    linkSms: await import('@/app/api/portings/[id]/link-sms/route'),
    sendCode: await import('@/app/api/portings/[id]/verification/send/route'),
    checkCode: await import('@/app/api/portings/[id]/verification/validate/route'),
    orderStore: await import('@/lib/checkout/order-store'),
  };
  // The QR code library's first use is slow on a busy machine: here, not in a test.
  PNG = await signaturePng();
});
afterAll(() => api.close());
beforeEach(() => {
  browser.jar = new CookieJar();
});

type Host = 'at' | 'uk' | 'ch' | 'de';
/** Each call its own IP, so the door's per-IP limits never meet. */
let ips = 0;
const at = (host: Host) => ({
  host: `${host}.localhost:3000`,
  origin: `http://${host}.localhost:3000`,
  ip: `10.30.${Math.floor(++ips / 250)}.${ips % 250}`,
});
const route = (id: string) => ({ params: Promise.resolve({ id }) });
const post = (
  handler: { POST: (r: Request, a: ReturnType<typeof route>) => Promise<Response> },
  id: string,
  body: unknown,
  host: Host = 'at',
  origin?: string,
) => handler.POST(jsonRequest(`/api/portings/${id}/x`, body, { ...at(host), ...(origin ? { origin } : {}) }), route(id));
const isSigned = (id: string, host: Host = 'at') => {
  const { host: name, ip } = at(host);
  return routes.issigned.GET(
    new Request(`http://${name}/api/portings/${id}/issigned`, {
      headers: { host: name, accept: 'application/json', 'x-forwarded-for': ip },
    }),
    route(id),
  );
};

async function logIn(customerNumber: string, host: Host = 'at') {
  const response = await routes.login.POST(
    jsonRequest('/api/auth/login', { identifier: customerNumber, password: DEMO_PASSWORD }, at(host)),
  );
  expect(response.status).toBe(200);
}

/** The newest SMS to `to` (international form) in the market's outbox. */
async function lastSms(market: string, to: string): Promise<string> {
  const response = await fetch(`${api.url}/sandbox/outbox?to=${encodeURIComponent(to)}`, { headers: { 'X-Market': market } });
  return ((await response.json()) as { text: string }[])[0]?.text ?? '';
}
const codeIn = (text: string) => /: (\d{6})\./.exec(text)?.[1] ?? '';

describe('who may act on a porting', () => {
  it('refuses another origin (403), nobody (401), and another customer’s porting like an unknown one (404)', async () => {
    const foreign = await post(routes.sign, 'PA-10000001-P1', { signatureBase64: PNG }, 'at', 'https://evil.example');
    expect(foreign.status).toBe(403);
    const nobody = await isSigned('PA-10000001-P1');
    expect(nobody.status).toBe(401);
    expect(signedStatusContract.error.parse(await nobody.json()).error).toBe('unauthorized');
    await logIn('10000002');
    const other = await isSigned('PA-10000001-P1');
    expect(other.status).toBe(404);
    expect(signedStatusContract.error.parse(await other.json()).error).toBe('not_found');
    expect((await isSigned('../customerarea')).status).toBe(404);
  });

  it('logs out a session whose token the content API no longer takes (SPEC §4)', async () => {
    await logIn('10000002');
    api.clock.set(new Date(Date.now() + 13 * 60 * 60_000));
    try {
      const response = await isSigned('PA-10000002-P1');
      expect(response.status).toBe(401);
      expect(sessionExpiredAnswer.parse(await response.json()).error).toBe('session_expired');
      expect(browser.jar.has('__Host-session')).toBe(false);
    } finally {
      api.clock.set(new Date('2026-11-23T10:00:00Z'));
    }
  });
});

describe('signing on the desktop', () => {
  it("draws a customer's signature; issigned tells the page", async () => {
    await logIn('10000001');
    expect(signedStatusContract.ok.parse(await (await isSigned('PA-10000001-P1')).json())).toEqual({ isSigned: false });
    const signed = await post(routes.sign, 'PA-10000001-P1', { signatureBase64: `data:image/png;base64,${PNG}`, locale: 'de-AT' });
    expect(signed.status).toBe(200);
    expect(signContract.ok.parse(await signed.json())).toEqual({ isSigned: true });
    expect(signedStatusContract.ok.parse(await (await isSigned('PA-10000001-P1')).json())).toEqual({ isSigned: true });
  });

  it('refuses an image over the limit (413 too_large) and a porting past signing (409 not_signable)', async () => {
    await logIn('10000001');
    const large = Buffer.concat([Buffer.from(PNG, 'base64'), Buffer.alloc(100_001)]).toString('base64');
    const tooLarge = await post(routes.sign, 'PA-10000001-P2', { signatureBase64: large });
    expect(tooLarge.status).toBe(413);
    expect(signContract.error.parse(await tooLarge.json()).error).toBe('too_large');
    const finished = await post(routes.sign, 'PA-10000001-P3', { signatureBase64: PNG });
    expect(finished.status).toBe(409);
    expect(signContract.error.parse(await finished.json()).error).toBe('not_signable');
  });

  it('signs the typed name only after the SMS code: none (409), a wrong one (verification failed at the field), the right one', async () => {
    await logIn('40000001', 'uk');
    const id = 'PA-40000001-P1';
    const early = await post(routes.sign, id, { typedName: 'Oliver Bennett' }, 'uk');
    expect(early.status).toBe(409);
    expect(signContract.error.parse(await early.json()).error).toBe('verification_required');

    const sent = await post(routes.sendCode, id, {}, 'uk');
    expect(sent.status).toBe(200);
    expect(codeSentContract.ok.parse(await sent.json()).sentTo).toBe('+44 770• ••0301');
    const code = codeIn(await lastSms('UK', '+447700900301'));
    const wrong = await post(routes.checkCode, id, { verificationCode: code === '000000' ? '111111' : '000000' }, 'uk');
    expect(wrong.status).toBe(400);
    expect(codeCheckContract.error.parse(await wrong.json())).toEqual({
      error: 'verification_failed',
      fields: [{ field: 'verificationCode', code: 'mismatch' }],
    });
    const typo = await post(routes.checkCode, id, { verificationCode: '12' }, 'uk');
    expect(codeCheckContract.error.parse(await typo.json()).fields).toEqual([{ field: 'verificationCode', code: 'invalid_format' }]);

    const right = await post(routes.checkCode, id, { verificationCode: ` ${code.slice(0, 3)} ${code.slice(3)} ` }, 'uk');
    expect(codeCheckContract.ok.parse(await right.json())).toEqual({ verified: true });
    const signed = await post(routes.sign, id, { typedName: 'Oliver Bennett' }, 'uk');
    expect(signContract.ok.parse(await signed.json())).toEqual({ isSigned: true });
  });

  it('waits after 3 codes in 10 minutes (429 with the seconds)', async () => {
    await logIn('40000002', 'uk');
    for (let i = 0; i < 3; i += 1) expect((await post(routes.sendCode, 'PA-40000002-P1', {}, 'uk')).status).toBe(200);
    const fourth = await post(routes.sendCode, 'PA-40000002-P1', {}, 'uk');
    expect(fourth.status).toBe(429);
    expect(codeSentContract.error.parse(await fourth.json())).toMatchObject({ error: 'rate_limited', retryAfter: expect.any(Number) });
  });
});

describe('signing on the phone', () => {
  it('signs with the link of the QR code, once: the link is then invalid (410 token_invalid)', async () => {
    await logIn('30000001', 'ch');
    const id = 'PA-30000001-P1';
    const made = await post(routes.qrcode, id, { locale: 'fr-CH' }, 'ch');
    expect(made.status).toBe(200);
    const link = qrCodeContract.ok.parse(await made.json());
    expect(link.link).toContain('/fr/portabilite/signer?token=');
    expect(JSON.stringify(link)).not.toContain('"token"');
    const signingToken = new URL(link.link).searchParams.get('token')!;

    browser.jar = new CookieJar(); // the phone: no session, no order
    const signed = await post(routes.sign, id, { signatureBase64: PNG, signingToken }, 'ch');
    expect(signContract.ok.parse(await signed.json())).toEqual({ isSigned: true });
    const again = await post(routes.sign, id, { signatureBase64: PNG, signingToken }, 'ch');
    expect(again.status).toBe(410);
    expect(signContract.error.parse(await again.json()).error).toBe('token_invalid');
    const codeAgain = await post(routes.sendCode, id, { signingToken }, 'ch');
    expect(codeSentContract.error.parse(await codeAgain.json()).error).toBe('token_invalid');
  });

  it('texts the link to a number (SPEC §8 "SMS could not be sent to the given number" as the field), none for a signed porting', async () => {
    await logIn('20000001', 'de');
    const id = 'PA-20000001-P1';
    const refused = await post(routes.linkSms, id, { number: '12' }, 'de');
    expect(refused.status).toBe(400);
    expect(linkSmsContract.error.parse(await refused.json()).fields).toEqual([{ field: 'number', code: 'invalid_format' }]);
    const notTyped = await post(routes.linkSms, id, { number: 'call me' }, 'de');
    expect(linkSmsContract.error.parse(await notTyped.json()).fields).toEqual([{ field: 'number', code: 'invalid_format' }]);
    const sent = await post(routes.linkSms, id, { number: '0151 555 12 34', locale: 'en-GB' }, 'de');
    expect(linkSmsContract.ok.parse(await sent.json()).sentTo).toBe('+491515551234');
    expect(await lastSms('DE', '+491515551234')).toContain('/en/porting/sign?token=');

    await logIn('20000002', 'de');
    const signed = await post(routes.linkSms, 'PA-20000002-P1', { number: '0151 555 12 34' }, 'de');
    expect(signed.status).toBe(409);
    expect(linkSmsContract.error.parse(await signed.json()).error).toBe('already_signed');
  });
});

describe("an order's ported number", () => {
  it('is signed with the order cookie before any login; without the cookie nobody may', async () => {
    const created = await httpSender(api.url, 'AT')('POST', '/orders', orderOf('AT', { simCards: [portedSim()] }));
    expect(created.status).toBe(201);
    const order = orderCreated.parse(await created.json());
    const id = `PA-${order.salesOrderId}-1`;
    expect((await isSigned(id)).status).toBe(401);

    await routes.orderStore.writeOrderAccess('AT', order);
    expect(signedStatusContract.ok.parse(await (await isSigned(id)).json())).toEqual({ isSigned: false });
    const sms = await post(routes.linkSms, id, { number: '0660 5551234' });
    expect(linkSmsContract.ok.parse(await sms.json()).sentTo).toBe('+436605551234');
    expect(await lastSms('AT', '+436605551234')).toContain('/portierung/unterschreiben?token=');
    // Drawn on the desktop: signed within the order, with its billing contract (PUT /portings/form:sign).
    expect(signContract.ok.parse(await (await post(routes.sign, id, { signatureBase64: PNG })).json())).toEqual({ isSigned: true });
    expect(signedStatusContract.ok.parse(await (await isSigned(id)).json())).toEqual({ isSigned: true });
    // Another porting than the order's is the session's to ask for: without one, nobody's.
    expect((await isSigned('PA-10000001-P1')).status).toBe(401);
  });
});
