/**
 * The door of our route handlers (lib/platform/bff/handler.ts) on its own: the order of its checks and the
 * answers it makes, with the session and the site stood in for (the routes themselves are tested
 * against the reference API in tests/contract/route-handlers.test.ts).
 */
import { z } from 'zod';
import { defineHandler, failure, success } from '@/lib/platform/bff/handler';
import type { SessionData } from '@/lib/platform/bff/session-data';
import { routeContract } from '@/lib/platform/contracts/answer';
import { MARKETS } from '@/lib/platform/markets/markets';

const session = { current: null as SessionData | null };
const touched = jest.fn();

jest.mock('@/lib/platform/bff/session', () => ({
  readSession: async () => session.current,
  touchSession: async () => touched(),
}));
jest.mock('@/lib/platform/site/site', () => ({
  siteOfRequest: async (_request: Request, locale: string | null) => ({
    market: MARKETS.AT,
    locale: locale === 'en-GB' ? 'en-GB' : 'de-AT',
    defaultLocale: 'de-AT',
    content: { market: 'AT', locale: 'de-AT' },
  }),
}));

const HOST = 'at.localhost:3000';
function request(
  method: string,
  {
    body,
    origin = `http://${HOST}`,
    type = 'application/json',
    accept = 'application/json',
    path = '/api/x',
    headers = {},
  }: {
    body?: string;
    origin?: string | null;
    type?: string;
    accept?: string;
    path?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const all: Record<string, string> = { host: HOST, 'content-type': type, accept, ...headers };
  if (origin) all.origin = origin;
  return new Request(`http://${HOST}${path}`, { method, headers: all, body });
}

const live = (extra: Partial<SessionData> = {}): SessionData => ({
  token: 't',
  market: 'AT',
  autoLogin: false,
  createdAt: 0,
  lastSeen: 0,
  ...extra,
});

beforeEach(() => {
  session.current = null;
  touched.mockClear();
});

describe('the handler door', () => {
  const contract = routeContract(z.object({ ok: z.literal(true), name: z.string() }), ['not_found']);
  const greet = defineHandler({
    contract,
    body: z.object({ name: z.string().min(1, 'required') }),
    limits: [{ limit: 2, windowMs: 60_000, key: ({ body }) => body.name }],
    form: { done: () => '/done', failed: (_site, { error }) => `/form?error=${error}` },
    handle: async ({ body }) => (body.name === 'nobody' ? failure(404, 'not_found') : success({ ok: true as const, name: body.name })),
  });

  it('checks the Origin of a state-changing call before anything else', async () => {
    const response = await greet(request('POST', { body: '{', origin: 'https://evil.example' }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'forbidden_origin' });
    const noOrigin = await greet(request('POST', { body: '{}', origin: null, headers: { 'sec-fetch-site': 'cross-site' } }));
    expect(noOrigin.status).toBe(403);
  });

  it('answers unreadable JSON with 400 and a bad body with its fields', async () => {
    expect((await greet(request('POST', { body: '{' }))).status).toBe(400);
    expect((await greet(request('POST', { body: '[1]' }))).status).toBe(400);
    const response = await greet(request('POST', { body: JSON.stringify({ name: '' }) }));
    expect(await response.json()).toEqual({ error: 'invalid_request', fields: [{ field: 'name', code: 'required' }] });
  });

  it('answers the step’s outcome as JSON that is never cached', async () => {
    const response = await greet(request('POST', { body: JSON.stringify({ name: 'Anna' }) }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(contract.ok.parse(await response.json())).toEqual({ ok: true, name: 'Anna' });
    const missing = await greet(request('POST', { body: JSON.stringify({ name: 'nobody' }) }));
    expect(missing.status).toBe(404);
    expect(contract.error.parse(await missing.json())).toEqual({ error: 'not_found' });
  });

  it('limits per key with Retry-After in header and body', async () => {
    const call = () => greet(request('POST', { body: JSON.stringify({ name: 'Bert' }) }));
    await call();
    await call();
    const limited = await call();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(await limited.json()).toEqual({ error: 'rate_limited', retryAfter: 60 });
  });

  it('answers a form posted without JavaScript with a 303 carrying the outcome or the error code', async () => {
    const form = (fields: Record<string, string>) =>
      request('POST', { body: new URLSearchParams(fields).toString(), type: 'application/x-www-form-urlencoded', accept: 'text/html' });
    const done = await greet(form({ name: 'Carla' }));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/done');
    const bad = await greet(form({ name: '' }));
    expect(bad.headers.get('location')).toBe('/form?error=invalid_request');
    // The same form body posted by an island that asks for JSON gets JSON.
    const island = await greet(request('POST', { body: 'name=', type: 'application/x-www-form-urlencoded' }));
    expect(island.status).toBe(400);
  });

  it('refuses a body larger than maxBytes with 413 before reading it', async () => {
    const upload = defineHandler({ maxBytes: 10, body: z.object({}), handle: async () => success({}) });
    const response = await upload(
      request('POST', { body: JSON.stringify({ text: 'more than ten bytes' }), headers: { 'content-length': '28' } }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'too_large' });
  });

  it('refuses a body without Content-Length as soon as it passes the limit, 64 KiB unless the route says', async () => {
    const chunked = (size: number) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(`{"name":"${'x'.repeat(size)}`));
          controller.enqueue(new TextEncoder().encode('"}'));
          controller.close();
        },
      });
    const post = (body: ReadableStream<Uint8Array>, type = 'application/json') =>
      new Request(`http://${HOST}/api/x`, {
        method: 'POST',
        headers: { host: HOST, origin: `http://${HOST}`, 'content-type': type, accept: 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit);
    const big = await greet(post(chunked(64 * 1024)));
    expect([big.status, await big.json()]).toEqual([413, { error: 'too_large' }]);
    const small = await greet(post(chunked(60 * 1024)));
    expect(small.status).toBe(200);
    const form = await greet(post(new Response(`name=${'x'.repeat(70 * 1024)}`).body!, 'application/x-www-form-urlencoded'));
    expect(form.status).toBe(413);
    const roomy = defineHandler({ maxBytes: 200 * 1024, body: z.object({ name: z.string() }), handle: async () => success({}) });
    expect((await roomy(post(chunked(100 * 1024)))).status).toBe(200);
  });

  it('takes the locale from the body or the query, for the site', async () => {
    const echo = defineHandler({ handle: async ({ site }) => success({ locale: site.locale }) });
    expect(await (await echo(request('GET', { path: '/api/x?locale=en-GB' }))).json()).toEqual({ locale: 'en-GB' });
  });

  it('refuses query parameters the definition does not name', async () => {
    const read = defineHandler({ query: z.strictObject({ page: z.string().optional() }), handle: async () => success({}) });
    expect((await read(request('GET', { path: '/api/x?page=2&locale=de-AT' }))).status).toBe(200);
    expect((await read(request('GET', { path: '/api/x?customerId=2' }))).status).toBe(400);
  });
});

describe('access', () => {
  const account = defineHandler({ access: 'login', handle: async ({ session: s }) => success({ token: s?.token === 't' }) });
  const payment = defineHandler({ access: 'upgraded', handle: async () => success({ changed: true }) });

  it('needs a live session for login access, and marks it used after a successful step', async () => {
    expect((await account(request('GET'))).status).toBe(401);
    expect(touched).not.toHaveBeenCalled();
    session.current = live();
    expect(await (await account(request('GET'))).json()).toEqual({ token: true });
    expect(touched).toHaveBeenCalledTimes(1);
  });

  it('needs upgraded write access for sensitive writes (SPEC §6)', async () => {
    expect((await payment(request('PUT', { body: '{}' }))).status).toBe(401);
    session.current = live();
    const refused = await payment(request('PUT', { body: '{}' }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'upgrade_required' });
    session.current = live({ upgradedUntil: Date.now() - 1 });
    expect((await payment(request('PUT', { body: '{}' }))).status).toBe(403);
    session.current = live({ upgradedUntil: Date.now() + 60_000 });
    expect((await payment(request('PUT', { body: '{}' }))).status).toBe(200);
  });

  it('lets a server with the secret call without an Origin, and refuses a wrong or missing one with 401 before the body', async () => {
    process.env.REVALIDATE_SECRET = 'a-door-test-secret-of-more-than-32-chars';
    const hook = defineHandler({
      access: { secret: 'REVALIDATE_SECRET', header: 'x-secret', field: 'secret' },
      body: z.object({ tags: z.array(z.string()).min(1) }),
      handle: async ({ body }) => success({ tags: body.tags }),
    });
    const call = (body: unknown, headers: Record<string, string> = {}) =>
      hook(request('POST', { body: JSON.stringify(body), origin: null, headers }));
    expect((await call({ tags: 'x' }, { 'x-secret': 'wrong' })).status).toBe(401);
    expect((await call({ tags: ['a'] })).status).toBe(401);
    expect((await call({ tags: 'x' }, { 'x-secret': process.env.REVALIDATE_SECRET })).status).toBe(400);
    expect(await (await call({ tags: ['a'], secret: process.env.REVALIDATE_SECRET })).json()).toEqual({ tags: ['a'] });
  });
});
