/**
 * Contract: a customer's portings (lib/platform/content-api/portings.ts) and their signature
 * (lib/platform/content-api/porting-signature.ts) against the reference API over HTTP, parsed by the schemas
 * the storefront uses. Imported after the server has its port (see content-api.test.ts).
 */
import QRCode from 'qrcode';
import type { ContentContext } from '@/lib/platform/content-api/client';
import { apiError, fieldErrorBody } from '@/lib/platform/content-api/schemas';
import { DEMO_PASSWORD } from '@/content-api/seed/markets/market-shorthands';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';
import { data } from '@/tests/support/result';

let api: RunningApi;
let portings: typeof import('@/lib/platform/content-api/portings');
let signature: typeof import('@/lib/platform/content-api/porting-signature');
let auth: typeof import('@/lib/platform/content-api/auth');

beforeAll(async () => {
  api = await startStorefrontApi('2026-11-23T10:00:00Z');
  portings = await import('@/lib/platform/content-api/portings');
  signature = await import('@/lib/platform/content-api/porting-signature');
  auth = await import('@/lib/platform/content-api/auth');
  // The QR code library's first use is slow on a busy machine: warm it up here, not in a test.
  await png();
});
afterAll(() => api.close());

const AT: ContentContext = { market: 'AT', locale: 'de-AT' };
const UK: ContentContext = { market: 'UK', locale: 'en-GB' };
const tokenOf = async (ctx: ContentContext, customerNumber: string) =>
  data(await auth.login(ctx, { phoneNumberOrCustomerNumber: customerNumber, secret: DEMO_PASSWORD })).token;
const png = async () => (await QRCode.toBuffer('signature', { type: 'png' })).toString('base64');

/** The failure of a call that should fail, for its kind, status and body. */
function failure<T>(result: { ok: true; data: T } | { ok: false; error: { kind: string; status?: number; body?: unknown } }) {
  if (result.ok) throw new Error('the call succeeded');
  return result.error;
}

/** The newest SMS to `to` in the market's sandbox outbox. */
async function lastSms(market: string, to: string): Promise<string> {
  const response = await fetch(`${api.url}/sandbox/outbox?to=${encodeURIComponent(to)}`, { headers: { 'X-Market': market } });
  return ((await response.json()) as { text: string }[])[0]?.text ?? '';
}

describe('portings contract', () => {
  it('reads the portings, corrects a failed one and re-presents it', async () => {
    const token = await tokenOf(AT, '10000001');
    const mobile = data(await portings.getMobilePortings(AT, token));
    expect(mobile.map((p) => p.status)).toEqual(['OPEN', 'FAILED', 'FINISHED']);
    const failed = mobile[1]!;
    expect(failed.portingErrors).toEqual(['WRONG_NAME']);

    const refused = failure(await portings.representMobilePorting(AT, token, failed.phoneAccountId));
    expect(refused).toMatchObject({ kind: 'rejected', status: 409 });
    expect(apiError.parse(refused.body).error).toBe('correction_required');

    const change = {
      firstname: 'Katharina',
      lastname: failed.lastname,
      contractType: failed.contractType,
      previousProviderId: failed.previousProviderId,
      desiredPortingDate: failed.desiredPortingDate,
      puk: '12345678',
    };
    const badPuk = failure(await portings.changeMobilePorting(AT, token, failed.phoneAccountId, { ...change, puk: '123' }));
    expect(fieldErrorBody.parse(badPuk.body).fields).toEqual([{ field: 'puk', code: 'invalid_format' }]);
    expect(data(await portings.changeMobilePorting(AT, token, failed.phoneAccountId, change))).toMatchObject({
      firstname: 'Katharina',
      isSigned: false,
    });
    expect(data(await portings.representMobilePorting(AT, token, failed.phoneAccountId))).toMatchObject({
      status: 'OPEN',
      portingErrors: [],
    });

    const [fixed] = data(await portings.getFixedLinePortings(AT, token));
    expect(fixed!.isCustomerActionRequired).toBe(true);
    const confirmed = data(
      await portings.changeFixedLinePorting(AT, token, fixed!.phoneAccountId, {
        portingDate: fixed!.portingDate,
        isSignedByCustomer: true,
      }),
    );
    expect(confirmed.isCustomerActionRequired).toBe(false);
  });

  it("answers another customer's porting as not found, and no token as unauthorized", async () => {
    const token = await tokenOf(AT, '10000002');
    expect(failure(await signature.isPortingSigned(AT, { token }, 'PA-10000001-P1')).kind).toBe('not_found');
    expect(failure(await portings.representMobilePorting(AT, token, 'PA-10000001-P2')).kind).toBe('not_found');
    expect(failure(await signature.getPortingQrCode(AT, undefined, 'PA-10000001-P1')).kind).toBe('unauthorized');
  });

  it('signs on the phone through the QR link, once', async () => {
    const token = await tokenOf(AT, '10000001');
    const id = 'PA-10000001-P1';
    const link = data(await signature.getPortingQrCode(AT, { token }, id));
    expect(link.link).toContain('/portierung/unterschreiben?token=');
    expect(data(await signature.getPortingInfo(AT, link.token))).toMatchObject({
      phoneAccountId: id,
      previousProvider: 'A1 Telekom Austria',
      isSigned: false,
    });
    expect(data(await signature.signPorting(AT, undefined, id, { signatureBase64: await png(), signingToken: link.token }))).toEqual({
      isSigned: true,
    });
    expect(data(await signature.isPortingSigned(AT, { token }, id))).toEqual({ isSigned: true });
    expect(failure(await signature.getPortingInfo(AT, link.token))).toMatchObject({ kind: 'rejected', status: 410 });
    expect(failure(await signature.getPortingInfo(AT, 'unknown'))).toMatchObject({ kind: 'not_found' });
  });

  it('texts a signing link, and signs by typed name with the SMS code', async () => {
    const token = await tokenOf(UK, '40000001');
    const id = 'PA-40000001-P1';
    expect(failure(await signature.sendPortingLinkSms(UK, { token }, id, 'not a number'))).toMatchObject({ kind: 'rejected', status: 400 });
    expect(data(await signature.sendPortingLinkSms(UK, { token }, id, '07700 900999')).sentTo).toBe('+447700900999');
    expect(await lastSms('UK', '+447700900999')).toContain('/porting/sign?token=');

    expect(data(await signature.sendPortingCode(UK, { token }, id)).sentTo).toBe('+44 770• ••0301');
    const code = /: (\d{6})\./.exec(await lastSms('UK', '+447700900301'))?.[1] ?? '';
    const wrong = failure(await signature.validatePortingCode(UK, { token }, id, code === '000000' ? '111111' : '000000'));
    expect(wrong).toMatchObject({ kind: 'rejected', status: 400 });
    expect(data(await signature.validatePortingCode(UK, { token }, id, code))).toEqual({ verified: true });
    expect(data(await signature.signPorting(UK, { token }, id, { typedName: 'Oliver Bennett' }))).toEqual({ isSigned: true });
  });

  it("signs an order's porting in the checkout with the order's credentials", async () => {
    const result = await signature.signOrderPorting(
      AT,
      { salesOrderId: 'SO-0000000000', orderToken: 'x' },
      { phoneAccountId: 'PA-SO-0000000000-1', signatureBase64: await png(), billingContractId: 'SO-0000000000' },
    );
    expect(failure(result).kind).toBe('not_found');
  });
});
