/**
 * Structured logs (issue 26 §3): each request's id and access line at the door (door/request-log.ts),
 * the id in every line written meanwhile and on every content-API call (lib/platform/log/outgoing-request-id.ts),
 * and nothing secret or personal in a line (lib/platform/log/logger.ts).
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createLogger, REDACTED } from '@/lib/platform/log/logger';
import { withRequestIdHeader } from '@/lib/platform/log/outgoing-request-id';
import { currentRequestId, outsideAnyRequest, runWithRequestId } from '@/lib/platform/log/request-context';
import { withRequestLog } from '@/door/request-log';
import { createPageCache } from '@/door/page-cache';

type Line = Record<string, unknown>;

function memoryLogger(level: 'info' | 'debug' = 'info') {
  const lines: Line[] = [];
  const waiting: Array<() => void> = [];
  const write = (line: string) => {
    lines.push(JSON.parse(line));
    waiting.splice(0).forEach((wake) => wake());
  };
  /** Resolves once `count` lines satisfy `test`: a wait for a state, not for a time. */
  const linesWhere = async (test: (line: Line) => boolean, count = 1) => {
    while (lines.filter(test).length < count) await new Promise<void>((wake) => waiting.push(wake));
    return lines.filter(test);
  };
  return { lines, linesWhere, log: createLogger(level, { write }) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function serve(handler: http.RequestListener, fromTrustedProxy: () => boolean, level: 'info' | 'debug' = 'info') {
  const { lines, linesWhere, log } = memoryLogger(level);
  const server = http.createServer(
    withRequestLog(handler, {
      log,
      fromTrustedProxy,
      now: (() => {
        let t = 0;
        return () => (t += 7);
      })(),
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (target: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${target}`, { headers });
  /** The access lines arrive when the answer's connection side is closed: after the answer. */
  const access = (count = 1) => linesWhere((line) => line.msg === 'request', count);
  return { lines, log, get, access, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("the door's request log", () => {
  it('writes one access line per request: method, path without the query, status, duration, id', async () => {
    const door = await serve(
      (_req, res) => {
        res.statusCode = 404;
        res.end('gone');
      },
      () => false,
    );
    const answer = await door.get('/tarife?token=secret-in-a-link&q=private+words');
    const [line, ...more] = await door.access();
    expect(more).toEqual([]);
    expect(line).toEqual({
      level: 'info',
      time: expect.any(String),
      requestId: answer.headers.get('x-request-id'),
      method: 'GET',
      path: '/tarife',
      status: 404,
      durationMs: 7,
      msg: 'request',
    });
    expect(JSON.stringify(door.lines)).not.toContain('secret-in-a-link');
    await door.close();
  });

  it('logs well answered build assets at debug, a failed one and everything else at info', async () => {
    const door = await serve(
      (req, res) => {
        res.statusCode = req.url?.includes('missing') ? 404 : 200;
        res.end();
      },
      () => false,
      'debug',
    );
    for (const target of ['/_next/static/chunks/app.js', '/_next/static/chunks/missing.js', '/tarife', '/api/cart']) await door.get(target);
    const lines = await door.access(4);
    const levels = Object.fromEntries(lines.map((line) => [line.path, line.level]));
    expect(levels).toEqual({
      '/_next/static/chunks/app.js': 'debug',
      '/_next/static/chunks/missing.js': 'info',
      '/tarife': 'info',
      '/api/cart': 'info',
    });
    await door.close();
  });

  it('gives every request a new id, unless a trusted proxy sent a valid one', async () => {
    let trusted = false;
    const door = await serve(
      (req, res) => res.end(String(req.headers['x-request-id'])),
      () => trusted,
    );
    const untrusted = await door.get('/', { 'X-Request-Id': 'chosen-by-the-client' });
    const id = untrusted.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(await untrusted.text()).toBe(id);

    trusted = true;
    expect((await door.get('/', { 'X-Request-Id': 'lb-4711.abc' })).headers.get('x-request-id')).toBe('lb-4711.abc');
    expect((await door.get('/', { 'X-Request-Id': 'has spaces "and quotes"' })).headers.get('x-request-id')).toMatch(UUID);
    expect((await door.get('/', { 'X-Request-Id': 'x'.repeat(129) })).headers.get('x-request-id')).toMatch(UUID);
    await door.close();
  });

  it('passes a trace context on from a trusted proxy only', async () => {
    let trusted = false;
    const door = await serve(
      (req, res) => res.end(JSON.stringify([req.headers.traceparent ?? null, req.headers.tracestate ?? null])),
      () => trusted,
    );
    const context = { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01', tracestate: 'vendor=1' };
    expect(await (await door.get('/', context)).json()).toEqual([null, null]);
    trusted = true;
    expect(await (await door.get('/', context)).json()).toEqual([context.traceparent, context.tracestate]);
    await door.close();
  });

  it('puts the request id on every line written while the request is handled', async () => {
    let seenInside: string | undefined;
    const door = await serve(
      (_req, res) => {
        seenInside = currentRequestId();
        setTimeout(() => {
          door.log.warn({ cart: 2 }, 'something to know');
          res.end();
        }, 5);
      },
      () => false,
    );
    const id = (await door.get('/')).headers.get('x-request-id');
    expect(seenInside).toBe(id);
    expect(door.lines.find((line) => line.msg === 'something to know')).toMatchObject({ requestId: id, cart: 2, level: 'warn' });
    await door.close();
  });

  it('names no request in what a request sets up to outlive it (a connection and its events)', async () => {
    const later = await runWithRequestId('r-1', () => {
      expect(currentRequestId()).toBe('r-1');
      return outsideAnyRequest(() => new Promise<string | undefined>((resolve) => setTimeout(() => resolve(currentRequestId()), 1)));
    });
    expect(later).toBeUndefined();
  });

  it('never keeps one request id in the page cache for the next visitor', () => {
    const cache = createPageCache({ maxSeconds: 5, maxBytes: 1024 * 1024, varyCookies: [], bypassCookies: [] });
    const res = {
      statusCode: 200,
      getHeader: (name: string) => (name.toLowerCase() === 'cache-control' ? 's-maxage=300' : undefined),
      hasHeader: () => false,
      getHeaders: () => ({ 'content-type': 'text/html', 'x-request-id': 'first-visitor' }),
    };
    expect(cache.store('key', res, Buffer.from('<html></html>'))).toBe(true);
    expect(cache.get('key')?.headers).toEqual([['content-type', 'text/html']]);
  });
});

describe('the logger', () => {
  it('redacts secrets, tokens, cookies, card and personal data wherever a line carries them', () => {
    const { lines, log } = memoryLogger();
    log.info(
      {
        headers: {
          authorization: 'Bearer upstream-token',
          cookie: '__Host-session=sealed',
          'x-revalidate-secret': 'the-configured-value',
          accept: 'text/html',
        },
        body: {
          password: 'Demo-Passwort-2026',
          iban: 'AT611904300234573201',
          cardNumber: '4111111111111111',
          cvc: '123',
          email: 'max@example.at',
          plan: 'M',
        },
        token: 'one-time-token',
      },
      'a line with everything',
    );
    const [line] = lines;
    expect(line).toMatchObject({
      headers: { authorization: REDACTED, cookie: REDACTED, 'x-revalidate-secret': REDACTED, accept: 'text/html' },
      body: { password: REDACTED, iban: REDACTED, cardNumber: REDACTED, cvc: REDACTED, email: REDACTED, plan: 'M' },
      token: REDACTED,
    });
    for (const value of [
      'upstream-token',
      'sealed',
      'the-configured-value',
      'Demo-Passwort',
      'AT6119',
      '4111',
      'max@example',
      'one-time-token',
    ]) {
      expect(JSON.stringify(line)).not.toContain(value);
    }
  });
});

describe('the request id on content-API calls', () => {
  it('sets X-Request-Id in every shape of headers undici passes, replacing one already there', () => {
    expect(withRequestIdHeader(['x-market', 'AT', 'X-Request-Id', 'old'], 'r1')).toEqual({ 'x-market': 'AT', 'x-request-id': 'r1' });
    expect(withRequestIdHeader({ 'x-market': 'AT' }, 'r1')).toEqual({ 'x-market': 'AT', 'x-request-id': 'r1' });
    expect(withRequestIdHeader(new Map([['x-market', 'AT']]), 'r1')).toEqual({ 'x-market': 'AT', 'x-request-id': 'r1' });
    expect(withRequestIdHeader(undefined, 'r1')).toEqual({ 'x-request-id': 'r1' });
  });

  it("is sent on the content API's fetches made in a request, to no other origin, and not outside a request", () => {
    const fixture = path.resolve(__dirname, '../support/request-id-fetch.mjs');
    const seen = JSON.parse(execFileSync(process.execPath, [fixture], { encoding: 'utf8', timeout: 30_000 }).trim());
    expect(seen).toEqual([
      { server: 'api', path: '/tariffs', requestId: 'req-1' },
      { server: 'other', path: '/elsewhere', requestId: null },
      { server: 'api', path: '/at-start', requestId: null },
    ]);
  });
});
