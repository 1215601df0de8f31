/** POST /authentication/login/ by password or TAN, /tan/, OpenID with its second factor, and auto-login. */
import { apiError, openIdLoginResponse, userStatus } from '@storefront/wire';
import { authApi, customersOf, DEMO_PASSWORD } from './support/auth';

const [katharina, florian] = customersOf('AT');

describe('login by password', () => {
  const api = authApi();

  it('issues a token for the customer number or the phone number in national form', async () => {
    const token = await api.tokenOf(await api.login(katharina!.customerNumber));
    const status = userStatus.parse(await (await api.request('GET', '/user/status', { token })).json());
    expect(status).toMatchObject({ customerNumber: katharina!.customerNumber, phoneNumber: katharina!.phoneNumber, writeAccess: 'READ' });
    expect((await api.login('0664 1234501')).status).toBe(200);
  });

  it('answers a wrong password and an unknown customer with the same 401', async () => {
    const wrong = await api.login(florian!.customerNumber, 'not-the-password');
    const unknown = await api.login('19999999', DEMO_PASSWORD);
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('answers a body without its fields with 400 and the fields', async () => {
    const response = await api.request('POST', '/authentication/login/', { json: { secret: 1 } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_request',
      fields: [
        { field: 'phoneNumberOrCustomerNumber', code: 'required' },
        { field: 'secret', code: 'required' },
      ],
    });
  });
});

describe('login by TAN', () => {
  const api = authApi();

  it('texts a 6-digit TAN that logs in once, as the secret of /login/', async () => {
    expect((await api.request('POST', '/authentication/tan/', { json: { phoneNumber: '+43 664 1234501' } })).status).toBe(202);
    const sms = await api.newestTo(katharina!.phoneNumber);
    expect(sms).toMatchObject({ channel: 'SMS', customerNumber: katharina!.customerNumber });
    const tan = api.tanIn(sms);
    expect(tan).toMatch(/^\d{6}$/);
    await api.tokenOf(await api.login(katharina!.phoneNumber, tan));
    expect((await api.login(katharina!.phoneNumber, tan)).status).toBe(401);
  });

  it('lets a TAN expire after 10 minutes, and only the newest one works', async () => {
    await api.request('POST', '/authentication/tan/', { json: { phoneNumber: florian!.phoneNumber } });
    const first = api.tanIn(await api.newestTo(florian!.phoneNumber));
    await api.request('POST', '/authentication/tan/', { json: { phoneNumber: florian!.phoneNumber } });
    const second = api.tanIn(await api.newestTo(florian!.phoneNumber));
    if (first !== second) expect((await api.login(florian!.customerNumber, first)).status).toBe(401);
    api.advance(10 * 60_000 + 1000);
    expect((await api.login(florian!.customerNumber, second)).status).toBe(401);
  });

  it('answers an unknown number like a known one and sends nothing', async () => {
    const before = (await api.outbox()).length;
    expect((await api.request('POST', '/authentication/tan/', { json: { phoneNumber: '+43 664 0000000' } })).status).toBe(202);
    expect((await api.outbox()).length).toBe(before);
  });

  it('keeps a TAN of one market out of another', async () => {
    const uk = customersOf('UK')[0]!;
    await api.request('POST', '/authentication/tan/', { market: 'UK', json: { phoneNumber: uk.phoneNumber } });
    const tan = api.tanIn(await api.newestTo(uk.phoneNumber, 'UK'));
    expect((await api.outbox('AT')).some((m) => m.to === uk.phoneNumber)).toBe(false);
    expect((await api.login(uk.customerNumber, tan, 'AT')).status).toBe(401);
    await api.tokenOf(await api.login(uk.customerNumber, tan, 'UK'));
  });
});

describe('OpenID login with a second factor', () => {
  const api = authApi();
  const first = async (secret = DEMO_PASSWORD) =>
    api.request('POST', '/authentication/login/openid', { json: { phoneNumberOrCustomerNumber: katharina!.customerNumber, secret } });

  it('answers an authcode, texts a TAN, and the pair logs in once', async () => {
    const response = await first();
    expect(response.status).toBe(200);
    const { authcode } = openIdLoginResponse.parse(await response.json());
    const tan = api.tanIn(await api.newestTo(katharina!.phoneNumber));
    const second = () => api.request('POST', '/authentication/openid2fa', { json: { authcode, tan } });
    await api.tokenOf(await second());
    expect((await second()).status).toBe(401);
  });

  it('refuses a wrong first factor with 401 and a wrong TAN with 401, the right one still working', async () => {
    expect((await first('wrong')).status).toBe(401);
    const { authcode } = openIdLoginResponse.parse(await (await first()).json());
    const tan = api.tanIn(await api.newestTo(katharina!.phoneNumber));
    const wrongTan = tan === '000000' ? '000001' : '000000';
    expect((await api.request('POST', '/authentication/openid2fa', { json: { authcode, tan: wrongTan } })).status).toBe(401);
    expect((await api.request('POST', '/authentication/openid2fa', { json: { authcode: 'forged', tan } })).status).toBe(401);
    await api.tokenOf(await api.request('POST', '/authentication/openid2fa', { json: { authcode, tan } }));
  });

  it('lets the authcode and its TAN expire after 10 minutes', async () => {
    api.advance(11 * 60_000);
    const { authcode } = openIdLoginResponse.parse(await (await first()).json());
    const tan = api.tanIn(await api.newestTo(katharina!.phoneNumber));
    api.advance(10 * 60_000 + 1);
    expect((await api.request('POST', '/authentication/openid2fa', { json: { authcode, tan } })).status).toBe(401);
  });
});

describe('auto-login', () => {
  const api = authApi();
  const autologin = (msisdn?: string, market = 'AT') =>
    api.request('POST', '/authentication/autologin', { market, headers: msisdn ? { 'X-Msisdn': msisdn } : {} });

  it('logs in the customer whose login number the mobile network names', async () => {
    const token = await api.tokenOf(await autologin(florian!.phoneNumber));
    expect(userStatus.parse(await (await api.request('GET', '/user/status', { token })).json()).customerNumber).toBe(
      florian!.customerNumber,
    );
  });

  it('answers 401 without the header, for an unknown number, a company’s further line or another market', async () => {
    expect((await autologin()).status).toBe(401);
    expect((await autologin('+436640000000')).status).toBe(401);
    expect((await autologin('+436602345602')).status).toBe(401);
    const response = await autologin(florian!.phoneNumber, 'DE');
    expect(response.status).toBe(401);
    expect(apiError.parse(await response.json()).error).toBe('unauthorized');
  });
});
