/**
 * The voicemail greeting's route handler (app/api/account/voicemail/[product]/greeting), called as
 * Next calls it, logged in through the login handler, against the reference API: the audio streamed
 * with its type and never cached, uploads checked by type, bytes and size (413/415), another
 * customer's line a 404, and a refused token logging out (SPEC §4).
 */
import { greetingUploadContract } from '@/lib/platform/contracts/voicemail';
import { sessionExpiredAnswer } from '@/lib/platform/contracts/upstream';
import { GREETING_MAX_BYTES } from '@/lib/domain/voicemail-greeting';
import { browser, CookieJar, jsonRequest } from '@/tests/support/next-request';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-request').nextHeaders);

let api: RunningApi;
let greeting: typeof import('@/app/api/account/voicemail/[product]/greeting/route');
let login: typeof import('@/app/api/auth/login/route');

beforeAll(async () => {
  api = await startStorefrontApi();
  greeting = await import('@/app/api/account/voicemail/[product]/greeting/route');
  login = await import('@/app/api/auth/login/route');
});
afterAll(() => api.close());
beforeEach(() => {
  browser.jar = new CookieJar();
});

const HOST = 'at.localhost:3000';
const LINE = 'P-10000001-1';
/** The smallest RIFF WAVE header: what the handler and the content API recognise as audio/wav. */
const WAV = new Uint8Array([...Buffer.from('RIFF'), 36, 0, 0, 0, ...Buffer.from('WAVEfmt '), 16, 0, 0, 0]);

/** The browser of a logged-in demo customer, logged in once (the login is rate limited per account). */
const browsers = new Map<string, CookieJar>();
async function logIn(customerNumber = '10000001') {
  const known = browsers.get(customerNumber);
  if (known) {
    browser.jar = known;
    return;
  }
  const response = await login.POST(
    jsonRequest('/api/auth/login', { identifier: customerNumber, password: 'Demo-Passwort-2026' }, { ip: '10.7.9.9' }),
  );
  expect(response.status).toBe(200);
  browsers.set(customerNumber, browser.jar);
}

type Init = { method?: 'GET' | 'PUT'; body?: BodyInit; type?: string; origin?: string; query?: string; headers?: Record<string, string> };

function call(product: string, { method = 'GET', body, type, origin = `http://${HOST}`, query = '', headers = {} }: Init = {}) {
  const request = new Request(`http://${HOST}/api/account/voicemail/${product}/greeting${query}`, {
    method,
    headers: {
      host: HOST,
      origin,
      accept: 'application/json',
      'x-forwarded-for': '10.7.0.1',
      ...(type ? { 'content-type': type } : {}),
      ...headers,
    },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  return (method === 'PUT' ? greeting.PUT : greeting.GET)(request, { params: Promise.resolve({ product }) });
}

const errorOf = async (response: Response) => greetingUploadContract.error.parse(await response.json()).error;

describe('/api/account/voicemail/[product]/greeting', () => {
  it('needs a session', async () => {
    expect((await call(LINE)).status).toBe(401);
    expect((await call(LINE, { method: 'PUT', body: WAV, type: 'audio/wav' })).status).toBe(401);
  });

  it('refuses an upload from another origin', async () => {
    await logIn();
    const response = await call(LINE, { method: 'PUT', body: WAV, type: 'audio/wav', origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toBe('forbidden_origin');
  });

  it('uploads a greeting and streams it back with its type, never cached', async () => {
    await logIn();
    const uploaded = await call(LINE, { method: 'PUT', body: WAV, type: 'audio/wav' });
    expect(uploaded.status).toBe(200);
    expect(greetingUploadContract.ok.parse(await uploaded.json())).toEqual({ available: true });

    const played = await call(LINE);
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('audio/wav');
    expect(played.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(WAV);
  });

  it('refuses what is not accepted audio, by its type or by its bytes (415)', async () => {
    await logIn();
    const text = await call(LINE, { method: 'PUT', body: 'hello', type: 'text/plain' });
    expect([text.status, await errorOf(text)]).toEqual([415, 'unsupported_type']);
    const disguised = await call(LINE, { method: 'PUT', body: new TextEncoder().encode('not a wave file'), type: 'audio/wav' });
    expect([disguised.status, await errorOf(disguised)]).toEqual([415, 'unsupported_type']);
    const empty = await call(LINE, { method: 'PUT', body: new Uint8Array(), type: 'audio/wav' });
    expect([empty.status, await errorOf(empty)]).toEqual([400, 'invalid_request']);
  });

  it('refuses more than 2 MB (413), announced or streamed', async () => {
    await logIn();
    const big = new Uint8Array(GREETING_MAX_BYTES + 1);
    big.set(WAV);
    const announced = await call(LINE, { method: 'PUT', body: big, type: 'audio/wav' });
    expect([announced.status, await errorOf(announced)]).toEqual([413, 'too_large']);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(big);
        controller.close();
      },
    });
    const streamed = await call(LINE, { method: 'PUT', body: stream, type: 'audio/wav' });
    expect([streamed.status, await errorOf(streamed)]).toEqual([413, 'too_large']);
  });

  it('answers 404 for another customer’s line, a line without a greeting and a malformed key', async () => {
    await logIn('10000002');
    expect((await call(LINE)).status).toBe(404);
    expect((await call(LINE, { method: 'PUT', body: WAV, type: 'audio/wav' })).status).toBe(404);
    expect((await call('P-10000002-2')).status).toBe(404);
    expect((await call('..%2Fcustomer')).status).toBe(404);
  });

  it('refuses query parameters it does not take (bad input)', async () => {
    await logIn();
    const response = await call(LINE, { query: '?customerId=10000002' });
    expect([response.status, await errorOf(response)]).toEqual([400, 'invalid_request']);
  });

  // Last: it ends the session.
  it('logs out when the content API refuses the token (SPEC §4)', async () => {
    await logIn();
    api.clock.set(new Date(Date.now() + 13 * 60 * 60_000));
    try {
      const response = await call(LINE);
      expect(response.status).toBe(401);
      expect(sessionExpiredAnswer.parse(await response.json()).error).toBe('session_expired');
      expect(browser.jar.has('__Host-session')).toBe(false);
    } finally {
      api.clock.set(new Date());
    }
  });
});
