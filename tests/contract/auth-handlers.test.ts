/**
 * The login and password route handlers (app/api/auth/*) on the one door, called as Next calls them,
 * against the reference API: each login method starts a fresh session (rotation), TANs and links are
 * read from the sandbox outbox, upgrades rotate the session with upgraded write access, and forms
 * posted without JavaScript get their 303s. Answers are parsed with the routes' contracts.
 */
import { sessionData, SESSION_COOKIE } from '@/lib/platform/bff/session-data';
import {
  loginContract,
  openIdContract,
  sentContract,
  setPasswordContract,
  tokenLoginContract,
  upgradeContract,
  upgradeTanContract,
} from '@/lib/platform/contracts/auth';
import { DEMO_PASSWORD } from '@/content-api/seed/markets/market-shorthands';
import { browser, CookieJar, formPost, jsonRequest } from '@/tests/support/next-request';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-request').nextHeaders);

type Handler = { POST: (request: Request) => Promise<Response> };
let api: RunningApi;
let routes: Record<
  | 'login'
  | 'tan'
  | 'openid'
  | 'openid2fa'
  | 'onetimelink'
  | 'token'
  | 'autologin'
  | 'reset'
  | 'newPassword'
  | 'first'
  | 'firstSet'
  | 'change'
  | 'upgrade'
  | 'upgradeTan',
  Handler
>;
let session: typeof import('@/lib/platform/bff/session');
let auth: typeof import('@/lib/platform/content-api/auth');

beforeAll(async () => {
  api = await startStorefrontApi('2026-11-23T10:00:00Z');
  routes = {
    login: await import('@/app/api/auth/login/route'),
    tan: await import('@/app/api/auth/tan/route'),
    openid: await import('@/app/api/auth/openid/route'),
    openid2fa: await import('@/app/api/auth/openid2fa/route'),
    onetimelink: await import('@/app/api/auth/onetimelink/route'),
    token: await import('@/app/api/auth/token/route'),
    autologin: await import('@/app/api/auth/autologin/route'),
    reset: await import('@/app/api/auth/password/reset/route'),
    newPassword: await import('@/app/api/auth/password/new/route'),
    first: await import('@/app/api/auth/password/first/route'),
    firstSet: await import('@/app/api/auth/password/first/set/route'),
    change: await import('@/app/api/auth/password/change/route'),
    upgrade: await import('@/app/api/auth/upgrade/route'),
    upgradeTan: await import('@/app/api/auth/upgrade/tan/route'),
  };
  session = await import('@/lib/platform/bff/session');
  auth = await import('@/lib/platform/content-api/auth');
});
afterAll(() => api.close());
beforeEach(() => {
  browser.jar = new CookieJar();
});

const KATHARINA = { customerNumber: '10000001', phoneNumber: '+436641234501' };
const FLORIAN = { customerNumber: '10000002', phoneNumber: '+436602345601' };
const NEW_PASSWORD = 'Sonnenblume-73';
let ipCount = 0;
/** A fresh IP per call, so the door's per-IP limits stay out of the way where a test does not look at them. */
const ip = () => `10.20.${Math.floor(ipCount / 250)}.${(ipCount += 1) % 250}`;
const post = (handler: Handler, path: string, body: unknown) => handler.POST(jsonRequest(path, body, { ip: ip() }));

const newestTo = async (to: string, market = 'AT') => {
  const messages = (await (
    await fetch(`${api.url}/sandbox/outbox?to=${encodeURIComponent(to)}`, { headers: { 'X-Market': market } })
  ).json()) as { text: string }[];
  return messages[0]!.text;
};
const tanIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;
const tokenIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]).searchParams.get('token')!;
const stored = async () => session.readSession('AT');
const cookie = () => browser.jar.get(SESSION_COOKIE)?.value;

describe('login by password or TAN', () => {
  it('starts a session and rotates it on every login', async () => {
    const first = await post(routes.login, '/api/auth/login', {
      identifier: KATHARINA.customerNumber,
      password: DEMO_PASSWORD,
      locale: 'en-GB',
    });
    expect(loginContract.ok.parse(await first.json())).toEqual({ ok: true, redirect: '/en/account' });
    const before = { cookie: cookie(), token: (await stored())!.token };
    await post(routes.login, '/api/auth/login', { identifier: KATHARINA.customerNumber, password: DEMO_PASSWORD });
    expect(cookie()).not.toBe(before.cookie);
    expect((await stored())!.token).not.toBe(before.token);
  });

  it('texts a TAN with the generic answer, and the TAN logs in through the login handler', async () => {
    const response = await post(routes.tan, '/api/auth/tan', { phoneNumber: '0664 1234501' });
    expect(sentContract.ok.parse(await response.json())).toEqual({ ok: true });
    const unknown = await post(routes.tan, '/api/auth/tan', { phoneNumber: '0664 0000000' });
    expect(await unknown.json()).toEqual({ ok: true });
    const tan = tanIn(await newestTo(KATHARINA.phoneNumber));
    expect((await post(routes.login, '/api/auth/login', { identifier: KATHARINA.phoneNumber, password: tan })).status).toBe(200);
    expect(await stored()).toMatchObject({ market: 'AT', autoLogin: false });
  });

  it('passes the content API’s slow-down on as rate_limited with its Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await post(routes.login, '/api/auth/login', { identifier: '0660 2345601', password: `wrong-${i}` })).status).toBe(401);
    }
    // The customer number is another key at the door, but the same account upstream.
    const response = await post(routes.login, '/api/auth/login', { identifier: FLORIAN.customerNumber, password: DEMO_PASSWORD });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(loginContract.error.parse(await response.json())).toEqual({ error: 'rate_limited', retryAfter: 30 });
    api.clock.set(new Date(api.clock.now().getTime() + 60 * 60_000));
  });

  it('sends the TAN form posted without JavaScript to the code step', async () => {
    const response = await routes.tan.POST(formPost('/api/auth/tan', { phoneNumber: FLORIAN.phoneNumber, locale: 'de-AT' }, { ip: ip() }));
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/mein-konto/anmelden?method=tan&sent=1');
  });

  it('sends a wrong code posted without JavaScript back to the code step, a wrong password to the password form', async () => {
    const code = { identifier: FLORIAN.phoneNumber, password: '000000', locale: 'de-AT' };
    const wrongCode = await routes.login.POST(formPost('/api/auth/login', { ...code, method: 'tan' }, { ip: ip() }));
    expect(wrongCode.headers.get('location')).toBe('/mein-konto/anmelden?method=tan&sent=1&error=invalid_credentials');
    const wrongPassword = await routes.login.POST(formPost('/api/auth/login', { ...code, password: 'Not-the-password-1' }, { ip: ip() }));
    expect(wrongPassword.headers.get('location')).toBe('/mein-konto/anmelden?error=invalid_credentials');
  });
});

describe('OpenID login', () => {
  it('answers the authcode after the first factor and logs in with the texted TAN', async () => {
    const first = await post(routes.openid, '/api/auth/openid', { identifier: KATHARINA.customerNumber, password: DEMO_PASSWORD });
    const { authcode } = openIdContract.ok.parse(await first.json());
    const tan = tanIn(await newestTo(KATHARINA.phoneNumber));
    const wrong = await post(routes.openid2fa, '/api/auth/openid2fa', { authcode, tan: tan === '111111' ? '222222' : '111111' });
    expect(loginContract.error.parse(await wrong.json())).toEqual({ error: 'invalid_credentials' });
    expect(await stored()).toBeNull();
    const second = await post(routes.openid2fa, '/api/auth/openid2fa', { authcode, tan });
    expect(loginContract.ok.parse(await second.json()).redirect).toBe('/mein-konto');
    expect(await stored()).not.toBeNull();
  });

  it('refuses a wrong first factor, and without JavaScript carries the authcode to the code step', async () => {
    const wrong = await post(routes.openid, '/api/auth/openid', { identifier: KATHARINA.customerNumber, password: 'wrong' });
    expect(openIdContract.error.parse(await wrong.json())).toEqual({ error: 'invalid_credentials' });
    const form = await routes.openid.POST(
      formPost('/api/auth/openid', { identifier: FLORIAN.customerNumber, password: DEMO_PASSWORD }, { ip: ip() }),
    );
    expect(form.headers.get('location')).toMatch(/^\/mein-konto\/anmelden\?method=openid&authcode=[\w-]+$/);
  });
});

describe('one-time link', () => {
  it('e-mails the link; its token logs in once, then token_invalid', async () => {
    expect(await (await post(routes.onetimelink, '/api/auth/onetimelink', { identifier: FLORIAN.customerNumber })).json()).toEqual({
      ok: true,
    });
    const token = tokenIn(await newestTo('office@huber-installationen.example.at'));
    expect(tokenLoginContract.ok.parse(await (await post(routes.token, '/api/auth/token', { token })).json()).redirect).toBe('/mein-konto');
    browser.jar = new CookieJar();
    const again = await post(routes.token, '/api/auth/token', { token });
    expect(again.status).toBe(400);
    expect(tokenLoginContract.error.parse(await again.json())).toEqual({ error: 'token_invalid' });
    const form = await routes.token.POST(formPost('/api/auth/token', { token, locale: 'en-GB' }, { ip: ip() }));
    expect(form.headers.get('location')).toBe('/en/account/login/link?error=token_invalid');
    expect(await stored()).toBeNull();
  });
});

describe('auto-login', () => {
  const autologin = (msisdn?: string) => {
    const host = 'at.localhost:3000';
    return routes.autologin.POST(
      new Request(`http://${host}/api/auth/autologin?locale=de-AT`, {
        method: 'POST',
        headers: {
          host,
          origin: `http://${host}`,
          accept: 'application/json',
          'x-forwarded-for': ip(),
          ...(msisdn ? { 'x-msisdn': msisdn } : {}),
        },
      }),
    );
  };

  it('forwards the network’s number and marks the session as auto-login', async () => {
    expect(loginContract.ok.parse(await (await autologin(KATHARINA.phoneNumber)).json()).redirect).toBe('/mein-konto');
    expect(await stored()).toMatchObject({ autoLogin: true });
  });

  it('refuses without the header or for an unknown number', async () => {
    expect((await autologin()).status).toBe(401);
    expect((await autologin('+43 664 0000000')).status).toBe(401);
    expect(await stored()).toBeNull();
  });
});

/** Moves the reference API's clock past the 10-minute window of its per-target message limit. */
const nextSendWindow = () => api.clock.set(new Date(api.clock.now().getTime() + 11 * 60_000));

describe('passwords', () => {
  beforeAll(nextSendWindow);

  it('answers a reset request the same for a known and an unknown number', async () => {
    const known = await post(routes.reset, '/api/auth/password/reset', { phoneNumber: KATHARINA.phoneNumber });
    const unknown = await post(routes.reset, '/api/auth/password/reset', { phoneNumber: '+43 664 0000000' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());
  });

  it('sets a new password with the texted link: the typed-twice check, the policy, then token_invalid', async () => {
    const token = tokenIn(await newestTo(KATHARINA.phoneNumber));
    const mismatch = await post(routes.newPassword, '/api/auth/password/new', {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: 'other',
    });
    expect(setPasswordContract.error.parse(await mismatch.json())).toEqual({
      error: 'invalid_request',
      fields: [{ field: 'confirmPassword', code: 'mismatch' }],
    });
    // Without JavaScript a mismatch goes back to the link's page with its token, to try again.
    const typo = await routes.newPassword.POST(
      formPost('/api/auth/password/new', { token, newPassword: NEW_PASSWORD, confirmPassword: 'other' }, { ip: ip() }),
    );
    expect(typo.headers.get('location')).toBe(`/mein-konto/neues-passwort?token=${encodeURIComponent(token)}&error=invalid_request`);
    const weak = await post(routes.newPassword, '/api/auth/password/new', {
      token,
      newPassword: 'Kunde-10000001',
      confirmPassword: 'Kunde-10000001',
    });
    expect(setPasswordContract.error.parse(await weak.json())).toEqual({
      error: 'invalid_request',
      fields: [{ field: 'newPassword', code: 'too_weak' }],
    });
    const done = await post(routes.newPassword, '/api/auth/password/new', {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      locale: 'de-AT',
    });
    expect(setPasswordContract.ok.parse(await done.json()).redirect).toBe('/mein-konto/anmelden?notice=password_set');
    const used = await routes.newPassword.POST(
      formPost('/api/auth/password/new', { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, { ip: ip() }),
    );
    expect(used.headers.get('location')).toBe(`/mein-konto/neues-passwort?token=${encodeURIComponent(token)}&error=token_invalid`);
  });

  it('sets the first password with the e-mailed link', async () => {
    expect(await (await post(routes.first, '/api/auth/password/first', { customerNumber: FLORIAN.customerNumber })).json()).toEqual({
      ok: true,
    });
    const token = tokenIn(await newestTo('office@huber-installationen.example.at'));
    const done = await post(routes.firstSet, '/api/auth/password/first/set', {
      token,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(done.status).toBe(200);
    expect((await post(routes.login, '/api/auth/login', { identifier: FLORIAN.customerNumber, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('changes the password of a logged-in customer only', async () => {
    const body = { currentPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD };
    expect((await post(routes.change, '/api/auth/password/change', body)).status).toBe(401);
    await post(routes.login, '/api/auth/login', { identifier: FLORIAN.customerNumber, password: NEW_PASSWORD });
    const wrong = await post(routes.change, '/api/auth/password/change', { ...body, currentPassword: 'wrong' });
    expect(await wrong.json()).toEqual({ error: 'invalid_request', fields: [{ field: 'currentPassword', code: 'incorrect' }] });
    expect(await (await post(routes.change, '/api/auth/password/change', body)).json()).toEqual({ ok: true });
  });
});

describe('upgraded write access', () => {
  beforeAll(nextSendWindow);

  it('needs a session', async () => {
    expect((await post(routes.upgrade, '/api/auth/upgrade', { method: 'password', password: DEMO_PASSWORD })).status).toBe(401);
  });

  it('by password: rotates the session to the new token with upgradedUntil; the old token is revoked upstream', async () => {
    await post(routes.login, '/api/auth/login', { identifier: KATHARINA.customerNumber, password: NEW_PASSWORD });
    const before = (await stored())!;
    const wrong = await post(routes.upgrade, '/api/auth/upgrade', { method: 'password', password: 'wrong' });
    expect(upgradeContract.error.parse(await wrong.json())).toEqual({
      error: 'invalid_request',
      fields: [{ field: 'password', code: 'incorrect' }],
    });
    const response = await post(routes.upgrade, '/api/auth/upgrade', { method: 'password', password: NEW_PASSWORD });
    const { upgradedUntil } = upgradeContract.ok.parse(await response.json());
    const after = sessionData.parse(await stored());
    expect(after.token).not.toBe(before.token);
    expect(after.upgradedUntil).toBe(Date.parse(upgradedUntil));
    expect(after.createdAt).toBe(before.createdAt);
    expect((await auth.getUserStatus({ market: 'AT', locale: 'de-AT' }, before.token)).ok).toBe(false);
    const status = await auth.getUserStatus({ market: 'AT', locale: 'de-AT' }, after.token);
    expect(status.ok && status.data.writeAccess).toBe('UPGRADED');
  });

  it('by TAN: texts it to the customer’s own number (shown masked) and takes the code', async () => {
    await post(routes.login, '/api/auth/login', { identifier: FLORIAN.customerNumber, password: DEMO_PASSWORD });
    const host = 'at.localhost:3000';
    const sent = await routes.upgradeTan.POST(
      new Request(`http://${host}/api/auth/upgrade/tan?locale=de-AT`, {
        method: 'POST',
        headers: { host, origin: `http://${host}`, 'x-forwarded-for': ip() },
      }),
    );
    expect(upgradeTanContract.ok.parse(await sent.json())).toEqual({ ok: true, sentTo: '+43 ••• 601' });
    const code = tanIn(await newestTo(FLORIAN.phoneNumber));
    const response = await post(routes.upgrade, '/api/auth/upgrade', { method: 'tan', code });
    expect(response.status).toBe(200);
    expect((await stored())!.upgradedUntil).toBeGreaterThan(Date.now());
  });

  it('refuses another origin', async () => {
    const response = await routes.upgrade.POST(
      jsonRequest('/api/auth/upgrade', { method: 'password', password: 'x' }, { origin: 'https://evil.example' }),
    );
    expect(response.status).toBe(403);
  });
});
