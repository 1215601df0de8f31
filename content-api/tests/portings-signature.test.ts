import {
  apiError,
  fieldErrorBody,
  mobilePortings,
  portingCodeSent,
  portingInfo,
  portingLinkSent,
  portingSigned,
  portingSigningLink,
  rateLimitedError,
} from '@storefront/wire';
import { NOW, portingApi, signaturePng } from './support/portings';

// The QR code library's first use is slow on a busy machine: warm it up before the tests.
beforeAll(() => signaturePng(), 30_000);
// A fresh reference API per test: signing, links and codes change the seeded portings.
let api = portingApi();
beforeEach(() => {
  api = portingApi();
});
const request: typeof api.request = (...args) => api.request(...args);
const login: typeof api.login = (...args) => api.login(...args);
const lastSms: typeof api.lastSms = (...args) => api.lastSms(...args);
const setClock = (instant: string) => api.clock.set(new Date(instant));
/** Milliseconds from NOW to an instant the API answered (the sandbox clock runs on). */
const after = (instant: string) => Date.parse(instant) - Date.parse(NOW);

const P1 = 'PA-10000001-P1';
/** The number being ported by P1, as the outbox holds it. */
const PORTED = '+436765550101';

const sign = (id: string, json: unknown, token?: string) => request('PUT', `/portings/phoneaccounts/${id}/form:sign`, { token, json });
const isSigned = async (token: string, id = P1) =>
  portingSigned.parse(await (await request('GET', `/portings/phoneaccounts/${id}/issigned`, { token })).json()).isSigned;
const qrLink = async (token: string, id = P1) =>
  portingSigningLink.parse(await (await request('GET', `/portings/phoneaccounts/${id}/link:qrcode`, { token })).json());
const sendCode = (id: string, token?: string, query = '') =>
  request('GET', `/portings/phoneaccounts/${id}/verification/sms:send${query}`, { token });
const validate = (id: string, json: unknown, token?: string) =>
  request('PUT', `/portings/phoneaccounts/${id}/verification/sms:validate`, { token, json });
const codeIn = (text: string | undefined) => /: (\d{6})\./.exec(text ?? '')?.[1] ?? '';

describe('PUT …/form:sign with a drawn signature', () => {
  it('signs with a PNG (a data: URL too); issigned tells', async () => {
    const token = await login('10000001');
    expect(await isSigned(token)).toBe(false);
    const response = await sign(P1, { signatureBase64: `data:image/png;base64,${await signaturePng()}` }, token);
    expect(response.status).toBe(200);
    expect(portingSigned.parse(await response.json())).toEqual({ isSigned: true });
    expect(await isSigned(token)).toBe(true);
    const [p1] = mobilePortings.parse(await (await request('GET', '/portings/mobile', { token })).json());
    expect(p1).toMatchObject({ isSigned: true });
    expect(JSON.stringify(p1)).not.toContain('signature');
  });

  it('refuses what is not a PNG (400), a PNG too large (413), no body (400)', async () => {
    const token = await login('10000001');
    const notPng = await sign(
      'PA-10000001-P2',
      { signatureBase64: Buffer.from('GIF89a not a png at all, really').toString('base64') },
      token,
    );
    expect(notPng.status).toBe(400);
    expect(fieldErrorBody.parse(await notPng.json()).fields).toEqual([{ field: 'signatureBase64', code: 'invalid_format' }]);
    expect((await sign('PA-10000001-P2', { signatureBase64: '%%%' }, token)).status).toBe(400);
    const png = Buffer.from(await signaturePng(), 'base64');
    const large = Buffer.concat([png, Buffer.alloc(100_001)]).toString('base64');
    const tooLarge = await sign('PA-10000001-P2', { signatureBase64: large }, token);
    expect(tooLarge.status).toBe(413);
    expect(apiError.parse(await tooLarge.json()).error).toBe('signature_too_large');
    expect((await sign('PA-10000001-P2', undefined, token)).status).toBe(400);
    expect((await sign('PA-10000001-P2', { signatureBase64: await signaturePng(), typedName: 'K G' }, token)).status).toBe(400);
  });

  it('refuses to sign a finished porting (409)', async () => {
    const token = await login('10000001');
    const response = await sign('PA-10000001-P3', { signatureBase64: await signaturePng() }, token);
    expect(response.status).toBe(409);
    expect(apiError.parse(await response.json()).error).toBe('not_signable');
  });
});

describe('the signing link for the phone', () => {
  it('gives a link with its token as a QR code PNG, and /portings/info shows the porting', async () => {
    const token = await login('10000001');
    const link = await qrLink(token);
    expect(Buffer.from(link.qrcode, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(link.link).toBe(`http://at.localhost:3000/portierung/unterschreiben?token=${link.token}`);
    expect(after(link.expiresAt)).toBeGreaterThanOrEqual(30 * 60_000);
    expect(after(link.expiresAt)).toBeLessThan(31 * 60_000);
    const info = await request('GET', `/portings/info/${link.token}`);
    expect(info.status).toBe(200);
    expect(portingInfo.parse(await info.json())).toMatchObject({
      phoneAccountId: P1,
      phoneNumber: '+43 676 5550101',
      previousProvider: 'A1 Telekom Austria',
      isSigned: false,
      firstname: 'Katharina',
    });
  });

  it('signs on the phone with the token, once: then the link is used (410)', async () => {
    const token = await login('10000001');
    const link = await qrLink(token);
    expect((await sign(P1, { signatureBase64: await signaturePng(), signingToken: link.token })).status).toBe(200);
    expect(await isSigned(token)).toBe(true);
    const used = await request('GET', `/portings/info/${link.token}`);
    expect(used.status).toBe(410);
    expect(apiError.parse(await used.json()).error).toBe('link_invalid');
    expect((await sign(P1, { signatureBase64: await signaturePng(), signingToken: link.token })).status).toBe(410);
    // Signed already: no further link.
    expect((await request('GET', `/portings/phoneaccounts/${P1}/link:qrcode`, { token })).status).toBe(409);
  });

  it('expires after 30 minutes (410); an unknown token is a 404, a token of another porting too', async () => {
    const token = await login('10000001');
    const link = await qrLink(token);
    expect((await request('GET', '/portings/info/no-such-token')).status).toBe(404);
    expect((await sign('PA-10000001-P2', { signatureBase64: await signaturePng(), signingToken: link.token })).status).toBe(404);
    setClock('2026-11-23T10:31:00Z');
    expect((await request('GET', `/portings/info/${link.token}`)).status).toBe(410);
    expect((await sign(P1, { signatureBase64: await signaturePng(), signingToken: link.token })).status).toBe(410);
  });

  it('is ended at once by the sandbox (DELETE /sandbox/portings/{id}/links), the clock untouched; a new link works', async () => {
    const token = await login('10000001');
    const link = await qrLink(token);
    expect((await request('DELETE', `/sandbox/portings/${P1}/links`)).status).toBe(204);
    expect((await request('GET', `/portings/info/${link.token}`)).status).toBe(410);
    expect((await request('DELETE', `/sandbox/portings/${P1}/links`)).status).toBe(404);
    const fresh = await qrLink(token);
    expect((await request('GET', `/portings/info/${fresh.token}`)).status).toBe(200);
  });

  it('texts the link through the outbox; an invalid number is a 400', async () => {
    const token = await login('10000001', 'AT');
    const bad = await request('PUT', `/portings/phoneaccounts/${P1}/link:sms/12ab`, { token });
    expect(bad.status).toBe(400);
    expect(fieldErrorBody.parse(await bad.json()).fields).toEqual([{ field: 'number', code: 'invalid_format' }]);
    const response = await request('PUT', `/portings/phoneaccounts/${P1}/link:sms/0664%201234501`, {
      token,
      headers: { 'Accept-Language': 'en-GB' },
    });
    expect(response.status).toBe(200);
    expect(portingLinkSent.parse(await response.json()).sentTo).toBe('+436641234501');
    const text = await lastSms('+436641234501');
    const sent = /token=(\S+)/.exec(text ?? '')?.[1];
    expect(text).toContain('/en/porting/sign?token=');
    expect((await request('GET', `/portings/info/${sent}`)).status).toBe(200);
  });

  it('limits the SMS links per porting (429 after 3 in 10 minutes)', async () => {
    const id = P1;
    const owner = await login('10000001');
    for (let i = 0; i < 3; i++)
      expect((await request('PUT', `/portings/phoneaccounts/${id}/link:sms/06641234599`, { token: owner })).status).toBe(200);
    const limited = await request('PUT', `/portings/phoneaccounts/${id}/link:sms/06641234599`, { token: owner });
    expect(limited.status).toBe(429);
    expect(rateLimitedError.parse(await limited.json()).retryAfter).toBeGreaterThan(0);
  });
});

describe('the typed signature, confirmed by the SMS code to the number being ported', () => {
  it('needs a validated code; a wrong code is a 400, the right one works once', async () => {
    const token = await login('10000001');
    const typed = { typedName: 'Katharina Gruber' };
    const early = await sign(P1, typed, token);
    expect(early.status).toBe(409);
    expect(apiError.parse(await early.json()).error).toBe('verification_required');

    const sent = await sendCode(P1, token);
    expect(sent.status).toBe(200);
    const receipt = portingCodeSent.parse(await sent.json());
    expect(receipt.sentTo).toBe('+43 676 •••0101');
    expect(after(receipt.expiresAt)).toBeGreaterThanOrEqual(10 * 60_000);
    expect(after(receipt.expiresAt)).toBeLessThan(11 * 60_000);
    const text = await lastSms(PORTED);
    expect(text).toMatch(/^499: /);
    const code = codeIn(text);
    expect(code).toMatch(/^\d{6}$/);

    const wrong = await validate(P1, { verificationCode: code === '000000' ? '111111' : '000000' }, token);
    expect(wrong.status).toBe(400);
    expect(fieldErrorBody.parse(await wrong.json())).toMatchObject({
      error: 'verification_failed',
      fields: [{ field: 'verificationCode', code: 'mismatch' }],
    });
    expect((await validate(P1, { verificationCode: 'abc' }, token)).status).toBe(400);

    expect((await validate(P1, { verificationCode: code }, token)).status).toBe(200);
    expect((await validate(P1, { verificationCode: code }, token)).status).toBe(400);
    expect((await sign(P1, typed, token)).status).toBe(200);
    expect(await isSigned(token)).toBe(true);
  });

  it('expires the code after 10 minutes, and the validation after 15', async () => {
    const token = await login('10000001');
    await sendCode('PA-10000001-P2', token);
    const late = codeIn(await lastSms('+436765550102'));
    setClock('2026-11-23T10:10:01Z');
    expect((await validate('PA-10000001-P2', { verificationCode: late }, token)).status).toBe(400);

    await sendCode('PA-10000001-P2', token);
    expect((await validate('PA-10000001-P2', { verificationCode: codeIn(await lastSms('+436765550102')) }, token)).status).toBe(200);
    setClock('2026-11-23T10:26:00Z');
    expect((await sign('PA-10000001-P2', { typedName: 'Katharina Gruber' }, token)).status).toBe(409);
  });

  it('works on the phone with the signing token instead of a bearer token', async () => {
    const token = await login('10000001');
    const link = await qrLink(token);
    expect((await sendCode(P1, undefined)).status).toBe(401);
    expect((await sendCode(P1, undefined, `?signingToken=${link.token}`)).status).toBe(200);
    const code = codeIn(await lastSms(PORTED));
    expect((await validate(P1, { verificationCode: code, signingToken: link.token })).status).toBe(200);
    expect((await sign(P1, { typedName: 'Katharina Gruber', signingToken: link.token })).status).toBe(200);
    expect((await request('GET', `/portings/info/${link.token}`)).status).toBe(410);
  });

  it('sends no code for a porting past signing (409)', async () => {
    const response = await sendCode('PA-10000001-P3', await login('10000001'));
    expect(response.status).toBe(409);
    expect(apiError.parse(await response.json()).error).toBe('not_signable');
  });

  it('limits the codes sent per porting (429 after 3 in 10 minutes)', async () => {
    const token = await login('10000001');
    for (let i = 0; i < 3; i++) expect((await sendCode(P1, token)).status).toBe(200);
    const limited = await sendCode(P1, token);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBeTruthy();
  });
});
