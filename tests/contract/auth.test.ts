/**
 * Contract: the authentication calls of lib/platform/content-api/auth.ts against the reference API over HTTP,
 * parsed by the storefront's schemas. TANs and links are read from the sandbox outbox as a person
 * would. Imported after the server has its port (see content-api.test.ts).
 */
import type { ContentContext } from '@/lib/platform/content-api/client';
import type { ApiFailure, Result } from '@/lib/platform/content-api/result';
import { apiError, fieldErrorBody, rateLimitedError } from '@/lib/platform/content-api/schemas';
import { DEMO_PASSWORD } from '@/content-api/seed/markets/market-shorthands';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';
import { data } from '@/tests/support/result';

let api: RunningApi;
let auth: typeof import('@/lib/platform/content-api/auth');

beforeAll(async () => {
  api = await startStorefrontApi('2026-11-23T10:00:00Z');
  auth = await import('@/lib/platform/content-api/auth');
});
afterAll(() => api.close());

const AT: ContentContext = { market: 'AT', locale: 'de-AT' };
const UK: ContentContext = { market: 'UK', locale: 'en-GB' };
const KATHARINA = { customerNumber: '10000001', phoneNumber: '+436641234501' };
const FLORIAN = { customerNumber: '10000002', phoneNumber: '+436602345601' };
const OLIVER = { customerNumber: '40000001', phoneNumber: '+447700900123' };
const NEW_PASSWORD = 'Sonnenblume-73';

/** The newest outbox message to `to` in the market. */
async function newestTo(to: string, market = 'AT') {
  const messages = (await (
    await fetch(`${api.url}/sandbox/outbox?to=${encodeURIComponent(to)}`, { headers: { 'X-Market': market } })
  ).json()) as { text: string }[];
  return messages[0]!.text;
}
const tanIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
const linkIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]);

/** The failure of a call that must fail. */
function failureOf(result: Result<unknown>): ApiFailure {
  if (result.ok) throw new Error('the call succeeded');
  return result.error;
}
const errorOf = (result: Result<unknown>) => apiError.parse(failureOf(result).body).error;

describe('authentication contract', () => {
  it('logs in by password, reads the status, and logs out upstream', async () => {
    const { token } = data(await auth.login(AT, { phoneNumberOrCustomerNumber: KATHARINA.customerNumber, secret: DEMO_PASSWORD }));
    expect(data(await auth.getUserStatus(AT, token))).toMatchObject({
      customerNumber: KATHARINA.customerNumber,
      phoneNumber: KATHARINA.phoneNumber,
      writeAccess: 'READ',
    });
    expect(data(await auth.revokeToken(AT, token))).toBeUndefined();
    expect(failureOf(await auth.getUserStatus(AT, token)).kind).toBe('unauthorized');
  });

  it('refuses a wrong password as unauthorized', async () => {
    const result = await auth.login(AT, { phoneNumberOrCustomerNumber: FLORIAN.customerNumber, secret: 'wrong' });
    expect(failureOf(result).kind).toBe('unauthorized');
  });

  it('requests a TAN and logs in with it', async () => {
    expect(data(await auth.requestTan(AT, { phoneNumber: '0664 1234501' }))).toBeUndefined();
    const tan = tanIn(await newestTo(KATHARINA.phoneNumber));
    data(await auth.login(AT, { phoneNumberOrCustomerNumber: KATHARINA.phoneNumber, secret: tan }));
  });

  it('logs in by OpenID and its second factor', async () => {
    const { authcode } = data(await auth.loginOpenId(UK, { phoneNumberOrCustomerNumber: OLIVER.customerNumber, secret: DEMO_PASSWORD }));
    const tan = tanIn(await newestTo(OLIVER.phoneNumber, 'UK'));
    const { token } = data(await auth.loginOpenId2fa(UK, { authcode, tan }));
    expect(data(await auth.getUserStatus(UK, token)).customerNumber).toBe(OLIVER.customerNumber);
  });

  it('logs in with an e-mailed link once, then token_invalid', async () => {
    data(await auth.requestLoginLink(AT, { phoneNumberOrCustomerNumber: FLORIAN.customerNumber }));
    const link = linkIn(await newestTo('office@huber-installationen.example.at'));
    expect(link.pathname).toBe('/mein-konto/anmelden/link');
    const token = link.searchParams.get('token')!;
    data(await auth.loginWithLinkToken(AT, { token }));
    const again = await auth.loginWithLinkToken(AT, { token });
    expect(failureOf(again).kind).toBe('rejected');
    expect(errorOf(again)).toBe('token_invalid');
  });

  it('logs in automatically for the network’s number, else unauthorized', async () => {
    data(await auth.autoLogin(AT, FLORIAN.phoneNumber));
    expect(failureOf(await auth.autoLogin(AT, '+436640000000')).kind).toBe('unauthorized');
  });

  it('resets the password with the texted link, then the link is invalid', async () => {
    data(await auth.requestPasswordReset(UK, { phoneNumber: OLIVER.phoneNumber }));
    const resetPasswordToken = linkIn(await newestTo(OLIVER.phoneNumber, 'UK')).searchParams.get('token')!;
    const weak = await auth.resetPassword(UK, { resetPasswordToken, newPassword: 'short' });
    expect(fieldErrorBody.parse(failureOf(weak).body).fields).toEqual([{ field: 'newPassword', code: 'too_short' }]);
    expect(data(await auth.resetPassword(UK, { resetPasswordToken, newPassword: NEW_PASSWORD }))).toBeUndefined();
    expect(errorOf(await auth.resetPassword(UK, { resetPasswordToken, newPassword: NEW_PASSWORD }))).toBe('token_invalid');
    data(await auth.login(UK, { phoneNumberOrCustomerNumber: OLIVER.customerNumber, secret: NEW_PASSWORD }));
  });

  it('sets the first password with the e-mailed link', async () => {
    data(await auth.requestFirstPassword(UK, { customerNumber: '40000002' }));
    const messages = (await (await fetch(`${api.url}/sandbox/outbox`, { headers: { 'X-Market': 'UK' } })).json()) as { text: string }[];
    const initPasswordToken = linkIn(messages[0]!.text).searchParams.get('token')!;
    expect(data(await auth.setFirstPassword(UK, { initPasswordToken, newPassword: NEW_PASSWORD }))).toBeUndefined();
    data(await auth.login(UK, { phoneNumberOrCustomerNumber: '40000002', secret: NEW_PASSWORD }));
  });

  it('changes the password of a logged-in customer', async () => {
    const { token } = data(await auth.login(AT, { phoneNumberOrCustomerNumber: FLORIAN.customerNumber, secret: DEMO_PASSWORD }));
    const wrong = await auth.changePassword(AT, token, { currentPassword: 'wrong', newPassword: NEW_PASSWORD });
    expect(fieldErrorBody.parse(failureOf(wrong).body).fields).toEqual([{ field: 'currentPassword', code: 'incorrect' }]);
    data(await auth.changePassword(AT, token, { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD }));
    data(await auth.changePassword(AT, token, { currentPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD }));
  });

  it('upgrades write access by password and by TAN, each answering a rotated token', async () => {
    const { token } = data(await auth.login(AT, { phoneNumberOrCustomerNumber: KATHARINA.customerNumber, secret: DEMO_PASSWORD }));
    const byPassword = data(await auth.upgradeByPassword(AT, token, { password: DEMO_PASSWORD }));
    expect(byPassword.token).not.toBe(token);
    expect(data(await auth.getUserStatus(AT, byPassword.token)).writeAccess).toBe('UPGRADED');
    expect(failureOf(await auth.getUserStatus(AT, token)).kind).toBe('unauthorized');
    data(await auth.requestTan(AT, { phoneNumber: KATHARINA.phoneNumber }));
    const code = tanIn(await newestTo(KATHARINA.phoneNumber));
    const byTan = data(await auth.upgradeByTan(AT, byPassword.token, { phoneNumber: KATHARINA.phoneNumber, code }));
    expect(data(await auth.getUserStatus(AT, byTan.token)).writeAccess).toBe('UPGRADED');
  });

  it('answers too many messages with 429 and the seconds to wait', async () => {
    const phoneNumber = '+447700900999';
    for (let i = 0; i < 3; i += 1) data(await auth.requestTan(UK, { phoneNumber }));
    const refused = await auth.requestTan(UK, { phoneNumber });
    expect(failureOf(refused).status).toBe(429);
    expect(rateLimitedError.parse(failureOf(refused).body).retryAfter).toBe(600);
  });
});
