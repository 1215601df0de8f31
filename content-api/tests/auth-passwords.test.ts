/**
 * Passwords: reset by a texted link and the first password by an e-mailed one, both answering the
 * same 202 for unknown accounts, links single use and expiring (token_invalid), the password policy's
 * field errors, and the change of a logged-in customer.
 */
import { apiError, fieldErrorBody } from '@storefront/wire';
import { authApi, customersOf, DEMO_PASSWORD } from './support/auth';

const [katharina, florian] = customersOf('AT');
const NEW_PASSWORD = 'Sonnenblume-73';

describe('password reset', () => {
  const api = authApi();
  const request = (phoneNumber: string) =>
    api.request('POST', '/authentication/resetpassword/', { json: { phoneNumber }, headers: { 'Accept-Language': 'de-AT' } });
  const set = (resetPasswordToken: string, newPassword: string) =>
    api.request('PUT', '/authentication/resetpassword/', { json: { resetPasswordToken, newPassword } });

  it('answers a known and an unknown number with the same generic 202', async () => {
    const known = await request(katharina!.phoneNumber);
    const unknown = await request('+43 664 0000000');
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect([await known.text(), await unknown.text()]).toEqual(['', '']);
    expect((await api.outbox()).filter((m) => m.to === '+436640000000')).toEqual([]);
  });

  it('texts a link to the new-password page; a weak password keeps the link, a good one uses it up', async () => {
    const link = api.linkIn(await api.newestTo(katharina!.phoneNumber));
    expect(link.pathname).toBe('/mein-konto/neues-passwort');
    const token = link.searchParams.get('token')!;
    const weak = await set(token, 'short1');
    expect(weak.status).toBe(400);
    expect(fieldErrorBody.parse(await weak.json()).fields).toEqual([{ field: 'newPassword', code: 'too_short' }]);
    const ownNumber = await set(token, 'Kunde-10000001');
    expect(fieldErrorBody.parse(await ownNumber.json()).fields).toEqual([{ field: 'newPassword', code: 'too_weak' }]);
    const loggedIn = await api.tokenOf(await api.login(katharina!.customerNumber));
    expect((await set(token, NEW_PASSWORD)).status).toBe(204);
    // The new password works, the old one no longer; every token of the customer ended.
    expect((await api.login(katharina!.customerNumber)).status).toBe(401);
    await api.tokenOf(await api.login(katharina!.customerNumber, NEW_PASSWORD));
    expect((await api.request('GET', '/user/status', { token: loggedIn })).status).toBe(401);
    const used = await set(token, 'Another-Pass-99');
    expect(used.status).toBe(400);
    expect(apiError.parse(await used.json()).error).toBe('token_invalid');
  });

  it('lets the link expire after an hour', async () => {
    await request(florian!.phoneNumber);
    const token = api.linkTokenIn(await api.newestTo(florian!.phoneNumber));
    api.advance(60 * 60_000 + 1000);
    const expired = await set(token, NEW_PASSWORD);
    expect(expired.status).toBe(400);
    expect(apiError.parse(await expired.json()).error).toBe('token_invalid');
  });
});

describe('first password', () => {
  const api = authApi();
  const request = (customerNumber: string) => api.request('POST', '/authentication/initpassword', { json: { customerNumber } });
  const set = (initPasswordToken: string, newPassword: string) =>
    api.request('PUT', '/authentication/initpassword', { json: { initPasswordToken, newPassword } });

  it('e-mails a link for the customer number, and the same 202 for an unknown one or a phone number', async () => {
    expect((await request(florian!.customerNumber)).status).toBe(202);
    const mail = (await api.outbox())[0]!;
    expect(mail).toMatchObject({ channel: 'EMAIL', to: 'office@huber-installationen.example.at', customerNumber: florian!.customerNumber });
    expect(api.linkIn(mail).pathname).toBe('/mein-konto/erstes-passwort/festlegen');
    const count = (await api.outbox()).length;
    expect((await request('19999999')).status).toBe(202);
    expect((await request(katharina!.phoneNumber)).status).toBe(202);
    expect((await api.outbox()).length).toBe(count);
  });

  it('sets the password once with the link, which lives 14 days', async () => {
    const token = api.linkTokenIn((await api.outbox())[0]!);
    api.advance(13 * 24 * 60 * 60_000);
    expect((await set(token, NEW_PASSWORD)).status).toBe(204);
    await api.tokenOf(await api.login(florian!.customerNumber, NEW_PASSWORD));
    expect((await set(token, NEW_PASSWORD)).status).toBe(400);
    await request(florian!.customerNumber);
    const late = api.linkTokenIn((await api.outbox())[0]!);
    api.advance(14 * 24 * 60 * 60_000 + 1000);
    expect(apiError.parse(await (await set(late, NEW_PASSWORD)).json()).error).toBe('token_invalid');
  });
});

describe('change password', () => {
  const api = authApi();
  const change = (token: string | undefined, currentPassword: string, newPassword: string) =>
    api.request('PUT', '/authentication/changepassword', { token, json: { currentPassword, newPassword } });

  it('needs a login, the current password and a good new one; other devices are logged out', async () => {
    const token = await api.tokenOf(await api.login(katharina!.customerNumber));
    const other = await api.tokenOf(await api.login(katharina!.phoneNumber));
    expect((await change(undefined, DEMO_PASSWORD, NEW_PASSWORD)).status).toBe(401);
    const wrong = await change(token, 'not-it', NEW_PASSWORD);
    expect(wrong.status).toBe(400);
    expect(fieldErrorBody.parse(await wrong.json()).fields).toEqual([{ field: 'currentPassword', code: 'incorrect' }]);
    const weak = await change(token, DEMO_PASSWORD, 'passwort123');
    expect(fieldErrorBody.parse(await weak.json()).fields).toEqual([{ field: 'newPassword', code: 'too_weak' }]);
    expect((await change(token, DEMO_PASSWORD, NEW_PASSWORD)).status).toBe(204);
    expect((await api.request('GET', '/user/status', { token })).status).toBe(200);
    expect((await api.request('GET', '/user/status', { token: other })).status).toBe(401);
    await api.tokenOf(await api.login(katharina!.customerNumber, NEW_PASSWORD));
  });
});
