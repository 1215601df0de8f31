/**
 * Guessing and flooding: wrong secrets slow an identifier down and then block it (429 with
 * Retry-After), unknown identifiers exactly alike; messages per target are limited to 3 in 10 minutes.
 */
import { rateLimitedError } from '@storefront/wire';
import { authApi, customersOf } from './support/auth';

const [katharina, florian] = customersOf('AT');

/** The statuses and Retry-After of a series of wrong logins, one every `gapMs` of sandbox time. */
async function wrongLogins(api: ReturnType<typeof authApi>, identifier: string, count: number, gapMs = 0) {
  const answers: { status: number; retryAfter: string | null }[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await api.login(identifier, `wrong-${i}`);
    answers.push({ status: response.status, retryAfter: response.headers.get('Retry-After') });
    api.advance(gapMs);
  }
  return answers;
}

describe('wrong secrets', () => {
  it('slow down after 5, then block for 15 minutes, for a customer and an unknown identifier alike', async () => {
    const api = authApi();
    for (const identifier of [katharina!.customerNumber, '19999999']) {
      const free = await wrongLogins(api, identifier, 5);
      expect(free.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
      const waiting = await api.login(identifier, 'wrong');
      expect(waiting.status).toBe(429);
      expect(waiting.headers.get('Retry-After')).toBe('30');
      expect(rateLimitedError.parse(await waiting.json())).toMatchObject({ error: 'rate_limited', retryAfter: 30 });
      // Each further try waits twice as long: 30, 60, 120, 240, 480 s, then the block of 15 minutes.
      const waits: string[] = [];
      for (const gap of [30, 60, 120, 240, 480]) {
        api.advance(gap * 1000);
        expect((await api.login(identifier, 'wrong')).status).toBe(401);
        waits.push((await api.login(identifier, 'wrong')).headers.get('Retry-After')!);
      }
      expect(waits).toEqual(['60', '120', '240', '480', '900']);
      api.advance(60 * 60_000);
    }
  });

  it('does not look at the secret while waiting, and a success clears the count', async () => {
    const api = authApi();
    await wrongLogins(api, florian!.customerNumber, 5);
    expect((await api.login(florian!.customerNumber)).status).toBe(429);
    // The phone number names the same account: it waits too.
    expect((await api.login(florian!.phoneNumber)).status).toBe(429);
    api.advance(30_000);
    await api.tokenOf(await api.login(florian!.customerNumber));
    expect((await wrongLogins(api, florian!.customerNumber, 5)).every((a) => a.status === 401)).toBe(true);
  });

  it('forgets wrong secrets an hour after the last one', async () => {
    const api = authApi();
    await wrongLogins(api, katharina!.customerNumber, 5);
    api.advance(60 * 60_000 + 1000);
    expect((await wrongLogins(api, katharina!.customerNumber, 5)).every((a) => a.status === 401)).toBe(true);
  });
});

describe('sending', () => {
  it('allows 3 messages per target in 10 minutes, then 429 until the oldest leaves the window; unknown numbers alike', async () => {
    const api = authApi();
    for (const phoneNumber of [katharina!.phoneNumber, '+436640000000']) {
      const send = () => api.request('POST', '/authentication/tan/', { json: { phoneNumber } });
      expect([(await send()).status, (api.advance(60_000), await send()).status, (await send()).status]).toEqual([202, 202, 202]);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('540');
      api.advance(540_000);
      expect((await send()).status).toBe(202);
    }
  });

  it('counts every kind of message to one account together', async () => {
    const api = authApi();
    await api.request('POST', '/authentication/tan/', { json: { phoneNumber: florian!.phoneNumber } });
    await api.request('POST', '/authentication/resetpassword/', { json: { phoneNumber: florian!.phoneNumber } });
    await api.request('POST', '/authentication/onetimelink/email', { json: { phoneNumberOrCustomerNumber: florian!.customerNumber } });
    expect((await api.request('POST', '/authentication/initpassword', { json: { customerNumber: florian!.customerNumber } })).status).toBe(
      429,
    );
  });
});
