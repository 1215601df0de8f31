/** Upgraded write access by password or TAN (a rotated token, UPGRADED for 15 minutes) and logout (DELETE /authentication/token). */
import { fieldErrorBody, upgradeResponse, userStatus } from '@storefront/wire';
import { authApi, customersOf, DEMO_PASSWORD } from './support/auth';

const [katharina, florian] = customersOf('AT');

describe('upgraded write access', () => {
  const api = authApi();
  const status = async (token: string) => userStatus.parse(await (await api.request('GET', '/user/status', { token })).json());

  it('by password: a new token with write access for 15 minutes, the old one revoked', async () => {
    const token = await api.tokenOf(await api.login(katharina!.customerNumber));
    expect((await status(token)).writeAccess).toBe('READ');
    const response = await api.request('PUT', '/authentication/upgrade/password', { token, json: { password: DEMO_PASSWORD } });
    expect(response.status).toBe(200);
    const upgraded = upgradeResponse.parse(await response.json());
    expect(upgraded.token).not.toBe(token);
    expect(Date.parse(upgraded.upgradedUntil) - api.clock.now().getTime()).toBeGreaterThan(14 * 60_000);
    expect((await api.request('GET', '/user/status', { token })).status).toBe(401);
    expect((await status(upgraded.token)).writeAccess).toBe('UPGRADED');
    api.advance(15 * 60_000 + 1000);
    expect((await status(upgraded.token)).writeAccess).toBe('READ');
  });

  it('refuses a wrong password with a field error and no rotation', async () => {
    const token = await api.tokenOf(await api.login(florian!.customerNumber));
    const response = await api.request('PUT', '/authentication/upgrade/password', { token, json: { password: 'wrong' } });
    expect(response.status).toBe(400);
    expect(fieldErrorBody.parse(await response.json()).fields).toEqual([{ field: 'password', code: 'incorrect' }]);
    expect((await status(token)).writeAccess).toBe('READ');
    expect((await api.request('PUT', '/authentication/upgrade/password', { json: { password: DEMO_PASSWORD } })).status).toBe(401);
  });

  it('by TAN to the customer’s own number, once', async () => {
    const token = await api.tokenOf(await api.login(florian!.customerNumber));
    await api.request('POST', '/authentication/tan/', { json: { phoneNumber: florian!.phoneNumber } });
    const code = api.tanIn(await api.newestTo(florian!.phoneNumber));
    const foreign = await api.request('PUT', '/authentication/upgrade/tan', { token, json: { phoneNumber: katharina!.phoneNumber, code } });
    expect(fieldErrorBody.parse(await foreign.json()).fields).toEqual([{ field: 'phoneNumber', code: 'incorrect' }]);
    const response = await api.request('PUT', '/authentication/upgrade/tan', { token, json: { phoneNumber: '0660 2345601', code } });
    const upgraded = upgradeResponse.parse(await response.json());
    expect((await status(upgraded.token)).writeAccess).toBe('UPGRADED');
    const again = await api.request('PUT', '/authentication/upgrade/tan', {
      token: upgraded.token,
      json: { phoneNumber: florian!.phoneNumber, code },
    });
    expect(fieldErrorBody.parse(await again.json()).fields).toEqual([{ field: 'code', code: 'incorrect' }]);
  });

  it('keeps the token’s expiry: an upgrade never lengthens a session', async () => {
    const login = await api.login(katharina!.customerNumber);
    const { token, expiresAt } = (await login.json()) as { token: string; expiresAt: string };
    api.advance(60_000);
    const upgraded = upgradeResponse.parse(
      await (await api.request('PUT', '/authentication/upgrade/password', { token, json: { password: DEMO_PASSWORD } })).json(),
    );
    expect(upgraded.expiresAt).toBe(expiresAt);
  });
});

describe('logout', () => {
  const api = authApi();

  it('revokes the bearer token upstream', async () => {
    const token = await api.tokenOf(await api.login(katharina!.customerNumber));
    const other = await api.tokenOf(await api.login(katharina!.customerNumber));
    expect((await api.request('DELETE', '/authentication/token', { token })).status).toBe(204);
    expect((await api.request('GET', '/user/status', { token })).status).toBe(401);
    expect((await api.request('GET', '/customerarea/products', { token })).status).toBe(401);
    expect((await api.request('GET', '/user/status', { token: other })).status).toBe(200);
    expect((await api.request('DELETE', '/authentication/token', { token })).status).toBe(401);
  });
});
