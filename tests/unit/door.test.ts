/**
 * The door (door/server.ts createDoor) in front of a stand-in for Next's handler: the page cache (issue 17
 * §1), the CSP with inline-script hashes (§3), and the 503 for content outages (ADR 4).
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { BYPASS_COOKIES, createDoor, VARY_COOKIES } from '@/door/server';
import { createPageCache } from '@/door/page-cache';
import { loopbackNotFoundPage } from '@/door/not-found';
import { trustedProxyList } from '@/lib/platform/config/server-env';
import { SHOWN_HIDDEN_COOKIE } from '@/lib/domain/hidden-tariffs';

type Answer = { status?: number; headers?: Record<string, string>; body: string; gzip?: boolean };
type Handle = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const SHAREABLE = 's-maxage=300, stale-while-revalidate=31535700';
const INLINE = 'self.__next_f.push([1,"x"])';
const PAGE = `<html><head><script>${INLINE}</script><script src="/_next/static/a.js"></script><script type="application/ld+json">{"a":1}</script></head></html>`;

/** Next as the door sees it: headers set one by one, then the body (gzip when asked, like its compression). */
function next(answer: (req: http.IncomingMessage) => Answer): { handle: Handle; calls: () => number } {
  let calls = 0;
  const handle: Handle = (req, res) => {
    calls += 1;
    const { status = 200, headers = {}, body, gzip } = answer(req);
    res.statusCode = status;
    for (const [key, value] of Object.entries(headers)) res.setHeader(key, value);
    if (gzip) {
      res.setHeader('Content-Encoding', 'gzip');
      res.write(zlib.gzipSync(body));
      res.end();
    } else res.end(body);
  };
  return { handle, calls: () => calls };
}

/** The build's stylesheets as the door reads them (door/inline-stylesheets.ts builtStylesheets). */
const STYLESHEET = '/_next/static/chunks/a.css';
const STYLESHEETS = async (href: string) => (href === STYLESHEET ? 'p{margin:0}' : undefined);

let now = 1_000_000;
const NOT_FOUND = {
  type: 'text/html; charset=utf-8',
  body: Buffer.from('<html lang="de-AT"><h1>Seite nicht gefunden</h1><script>n()</script></html>'),
};

async function door(
  handle: Handle,
  notFoundPage: (req: http.IncomingMessage) => Promise<typeof NOT_FOUND | undefined> = async () => NOT_FOUND,
  trusted = '',
) {
  const cache = createPageCache({
    maxSeconds: 5,
    maxBytes: 1024 * 1024,
    varyCookies: VARY_COOKIES,
    bypassCookies: BYPASS_COOKIES,
    now: () => now,
  });
  const server = http.createServer(
    createDoor({ handle, cache, trusted: trustedProxyList(trusted), notFoundPage, stylesheets: STYLESHEETS }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${port}${path}`, init);
  /** A GET with the headers fetch may not set (Host): the page's body. */
  const raw = (path: string, headers: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
  /** A GET's head and first body chunk, as soon as they arrive, and the rest of the body when it ends. */
  const firstChunk = (path: string) =>
    new Promise<{ headers: http.IncomingHttpHeaders; chunk: string; rest: Promise<string> }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path }, (res) => {
          res.setEncoding('utf8');
          res.once('data', (chunk: string) => {
            let rest = '';
            res.on('data', (more: string) => (rest += more));
            resolve({ headers: res.headers, chunk, rest: new Promise((done) => res.on('end', () => done(rest))) });
          });
        })
        .on('error', reject);
    });
  return { get, raw, firstChunk, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** The policy proxy.ts writes for a shareable page: the door adds the script hashes. */
const PROXY_POLICY = "default-src 'self'; script-src 'self' https://tags.example; form-action 'self'";
const html = (extra: Record<string, string> = {}) => ({
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': SHAREABLE,
  'Content-Security-Policy': PROXY_POLICY,
  ...extra,
});

it('answers a shareable page from its cache for the same view, and asks Next again after the cache time', async () => {
  const fake = next(() => ({ headers: html(), body: PAGE }));
  const d = await door(fake.handle);
  const first = await d.get('/tarife?sim=ESIM&utm_source=news');
  expect(first.headers.get('x-door-cache')).toBe('miss');
  const second = await d.get('/tarife?gclid=1&sim=ESIM');
  expect(second.headers.get('x-door-cache')).toBe('hit');
  expect(await second.text()).toBe(PAGE);
  expect(fake.calls()).toBe(1);
  await d.get('/tarife?sim=SIM');
  expect(fake.calls()).toBe(2);
  now += 5_000;
  expect((await d.get('/tarife?sim=ESIM')).headers.get('x-door-cache')).toBe('miss');
  expect(fake.calls()).toBe(3);
  await d.close();
});

it('sends a held page with its stylesheets inline, compressed as Next sent it, and so from its cache', async () => {
  const link = `<link rel="stylesheet" href="${STYLESHEET}" data-precedence="next"/>`;
  const fake = next(() => ({ headers: html(), body: `<html><head>${link}</head><body><p>x</p></body></html>`, gzip: true }));
  const d = await door(fake.handle);
  const inlined = `<html><head><style data-href="${STYLESHEET}" data-precedence="next">p{margin:0}</style>${link.replace('/>', ' disabled=""/>')}</head><body><p>x</p></body></html>`;
  try {
    expect(await (await d.get('/tarife')).text()).toBe(inlined);
    const cached = await d.get('/tarife');
    expect(cached.headers.get('x-door-cache')).toBe('hit');
    expect(await cached.text()).toBe(inlined);
  } finally {
    await d.close();
  }
});

describe('the market host', () => {
  // Next's stand-in renders the market of the host it is given, as proxy.ts does.
  const byHost = () =>
    next((req) => ({
      headers: html(),
      body: `<html><body>page of ${req.headers.host} ${req.headers['x-forwarded-host'] ?? 'none'}</body></html>`,
    }));

  it("is Host for a client: its own X-Forwarded-Host neither renders nor caches another market's page", async () => {
    const fake = byHost();
    const d = await door(fake.handle);
    try {
      expect(await d.raw('/', { host: 'at.localhost:3000', 'x-forwarded-host': 'de.localhost:3000' })).toContain(
        'page of at.localhost:3000 none',
      );
      expect(await d.raw('/', { host: 'at.localhost:3000' })).toContain('page of at.localhost:3000 none');
      expect(await d.raw('/', { host: 'de.localhost:3000' })).toContain('page of de.localhost:3000 none');
    } finally {
      await d.close();
    }
  });

  it("is what a trusted proxy forwarded, and the cache keys on it: no market gets another's page", async () => {
    const fake = byHost();
    const d = await door(fake.handle, undefined, '127.0.0.1');
    try {
      // The proxy rewrote Host to its upstream's name and forwarded the visitor's host.
      expect(await d.raw('/', { host: 'storefront:3000', 'x-forwarded-host': 'de.localhost:3000' })).toContain(
        'page of de.localhost:3000 none',
      );
      expect(await d.raw('/', { host: 'storefront:3000', 'x-forwarded-host': 'at.localhost:3000, de.localhost:3000' })).toContain(
        'page of at.localhost:3000 none',
      );
      expect(await d.raw('/', { host: 'storefront:3000', 'x-forwarded-host': 'de.localhost:3000' })).toContain(
        'page of de.localhost:3000 none',
      );
      expect(await d.raw('/', { host: 'at.localhost:3000' })).toContain('page of at.localhost:3000 none');
      expect(fake.calls()).toBe(2);
    } finally {
      await d.close();
    }
  });
});

it("fills its cache from a browser's revalidation too, and answers it 304 when the copy is the browser's", async () => {
  // A browser that has the page revalidates it (If-None-Match); Next alone would answer 304, which is
  // nothing to keep, so such a browser never found a copy at the door however often it came back.
  const fake = next((req) =>
    req.headers['if-none-match'] === '"v1"'
      ? { status: 304, headers: html({ ETag: '"v1"' }), body: '' }
      : { headers: html({ ETag: '"v1"' }), body: PAGE },
  );
  const d = await door(fake.handle);
  const first = await d.get('/tarife', { headers: { 'if-none-match': '"v1"' } });
  expect(first.status).toBe(200);
  expect(first.headers.get('x-door-cache')).toBe('miss');
  const again = await d.get('/tarife', { headers: { 'if-none-match': '"v1"' } });
  expect(again.status).toBe(304);
  expect(again.headers.get('x-door-cache')).toBe('hit');
  expect(again.headers.get('etag')).toBe('"v1"');
  expect(await again.text()).toBe('');
  const other = await d.get('/tarife', { headers: { 'if-none-match': '"v0"' } });
  expect(other.status).toBe(200);
  expect(await other.text()).toBe(PAGE);
  expect(fake.calls()).toBe(1);
  await d.close();
});

it('never keeps what Next keeps private, sets a cookie on, or answers to a client navigation, a preview or a POST', async () => {
  const fake = next((req) => ({
    headers:
      req.url === '/cart'
        ? html({ 'Cache-Control': 'private, no-cache, no-store' })
        : req.url === '/scrub'
          ? html({ 'Set-Cookie': 'a=b' })
          : html(),
    body: PAGE,
  }));
  const d = await door(fake.handle);
  for (let i = 0; i < 2; i++) {
    await d.get('/cart');
    await d.get('/scrub');
    await d.get('/', { headers: { rsc: '1' } });
    await d.get('/', { headers: { cookie: `${BYPASS_COOKIES[0]}=x` } });
    await d.get('/', { method: 'POST' });
  }
  expect(fake.calls()).toBe(10);
  await d.close();
});

it('keeps one copy per shown-hidden list, so no visitor sees the hidden tariffs another was shown', async () => {
  expect(VARY_COOKIES).toEqual([SHOWN_HIDDEN_COOKIE]);
  const fake = next((req) => ({ headers: html(), body: req.headers.cookie ?? 'none' }));
  const d = await door(fake.handle);
  expect(await (await d.get('/tarife', { headers: { cookie: `${SHOWN_HIDDEN_COOKIE}=secret; consent=1` } })).text()).toMatch(/secret/);
  expect(await (await d.get('/tarife', { headers: { cookie: 'consent=1' } })).text()).toBe('consent=1');
  expect(await (await d.get('/tarife')).text()).toBe('consent=1');
  await d.close();
});

it("allows exactly the page's inline scripts by hash, hashing one version of a page once", async () => {
  const other = PAGE.replace(INLINE, 'other()');
  const fake = next((req) => ({
    headers: html({ ETag: req.url === '/b' ? '"v2"' : '"v1"' }),
    body: req.url === '/' ? PAGE : other,
    gzip: true,
  }));
  const d = await door(fake.handle);
  const policy = (await d.get('/')).headers.get('content-security-policy') ?? '';
  const hash = createHash('sha256').update(INLINE).digest('base64');
  expect(policy).toBe(PROXY_POLICY.replace('https://tags.example', `https://tags.example 'sha256-${hash}'`));
  // The same ETag is the same body: its policy is remembered, not computed again (a stand-in body proves it).
  expect((await d.get('/a-again')).headers.get('content-security-policy')).toBe(policy);
  expect((await d.get('/b')).headers.get('content-security-policy')).toBe(
    policy.replace(hash, createHash('sha256').update('other()').digest('base64')),
  );
  await d.close();
});

it('lets a page rendered per request stream with the nonce policy proxy.ts gave it', async () => {
  const nonced = "script-src 'self' 'nonce-abc'";
  let finish = () => {};
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const handle: Handle = (req, res) => {
    res.setHeader('Content-Type', 'text/html');
    res.setHeader('Cache-Control', 'private, no-cache, no-store');
    res.setHeader('Content-Security-Policy', nonced);
    res.write('<html><head><script nonce="abc">a()</script></head><body><p>loading</p>');
    void finished.then(() => res.end('<p>usage</p></body></html>'));
  };
  const d = await door(handle);
  const first = await d.firstChunk('/konto/verbrauch');
  expect(first.headers['content-security-policy']).toBe(nonced);
  expect(first.chunk).toContain('loading');
  expect(first.chunk).not.toContain('usage');
  finish();
  expect(await first.rest).toContain('usage');
  await d.close();
});

it('answers HEAD with the headers of the GET, the CSP included', async () => {
  const fake = next((req) => ({ headers: html({ 'x-method': req.method ?? '' }), body: PAGE }));
  const d = await door(fake.handle);
  const head = await d.get('/', { method: 'HEAD' });
  expect(head.headers.get('x-method')).toBe('GET');
  expect(head.headers.get('content-security-policy')).toMatch(/sha256-/);
  expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)));
  await d.close();
});

it('turns a 500 carrying the outage digest into 503 with Retry-After, compressed or not, and leaves other errors', async () => {
  const outage = '<html><script>self.__next_f.push([1,"{\\"digest\\":\\"CONTENT_UNAVAILABLE\\"}"])</script></html>';
  const fake = next((req) => ({
    status: 500,
    headers: { 'Content-Type': req.url === '/api/x' ? 'application/json' : 'text/html' },
    body: req.url === '/bug' ? '<p>a bug</p>' : outage,
    gzip: req.url === '/gz',
  }));
  const d = await door(fake.handle);
  const plain = await d.get('/');
  expect([plain.status, plain.headers.get('retry-after'), plain.headers.get('cache-control')]).toEqual([503, '60', 'no-store']);
  expect((await d.get('/gz')).status).toBe(503);
  expect((await d.get('/api/x')).status).toBe(503);
  const bug = await d.get('/bug');
  expect([bug.status, await bug.text()]).toEqual([500, '<p>a bug</p>']);
  await d.close();
});

it('streams route handlers and assets through untouched', async () => {
  const fake = next(() => ({ headers: { 'Content-Type': 'application/json', 'Cache-Control': SHAREABLE }, body: '{"ok":true}' }));
  const d = await door(fake.handle);
  const answer = await d.get('/api/health');
  expect(answer.headers.get('content-security-policy')).toBeNull();
  expect(answer.headers.get('x-door-cache')).toBeNull();
  expect(await answer.json()).toEqual({ ok: true });
  await d.get('/api/health');
  expect(fake.calls()).toBe(2);
  await d.close();
});

it('keeps at most its size, dropping the least recently used page first', () => {
  const cache = createPageCache({ maxSeconds: 5, maxBytes: 8 * 100, now: () => now });
  const res = { statusCode: 200, getHeader: () => SHAREABLE, hasHeader: () => false, getHeaders: () => ({ 'cache-control': SHAREABLE }) };
  const body = Buffer.alloc(100);
  for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) expect(cache.store(key, res, body)).toBe(true);
  expect(cache.get('a')).toBeDefined();
  cache.store('i', res, body);
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')).toBeDefined();
  expect(cache.size()).toEqual({ entries: 8, bytes: 800 });
  expect(cache.store('big', res, Buffer.alloc(101))).toBe(false);
});

it('leaves the wrappers Next puts around the response in place (its compression), held or streamed', async () => {
  const compressing: Handle = (req, res) => {
    // Like Next's compression middleware: write and end wrapped after the door's, gzip in between.
    const write = res.write.bind(res) as (chunk: Buffer) => boolean;
    const end = res.end.bind(res) as () => void;
    const gzip = zlib.createGzip();
    gzip.on('data', (chunk: Buffer) => write(chunk));
    gzip.on('end', () => end());
    res.setHeader('Content-Type', req.url === '/' ? 'text/html' : 'application/javascript');
    res.setHeader('Content-Encoding', 'gzip');
    res.write = ((chunk: Buffer) => gzip.write(chunk)) as typeof res.write;
    res.end = ((chunk?: Buffer) => (chunk ? gzip.end(chunk) : gzip.end(), res)) as typeof res.end;
    res.write(Buffer.from(req.url === '/' ? PAGE.slice(0, 20) : 'let a = '));
    res.end(Buffer.from(req.url === '/' ? PAGE.slice(20) : '1;'));
  };
  const d = await door(compressing);
  expect(await (await d.get('/_next/static/a.js')).text()).toBe('let a = 1;');
  const page = await d.get('/');
  expect(await page.text()).toBe(PAGE);
  expect(page.headers.get('content-security-policy')).toMatch(/sha256-/);
  await d.close();
});

describe('the 404 page', () => {
  it("answers the proxy's marked 404 page with status 404, keeps it, and drops the mark", async () => {
    const fake = next(() => ({ headers: html({ 'x-door-status': '404' }), body: PAGE }));
    const d = await door(fake.handle);
    const first = await d.get('/gibt-es-nicht');
    expect([first.status, first.headers.get('x-door-status'), first.headers.get('x-door-cache')]).toEqual([404, null, 'miss']);
    const again = await d.get('/gibt-es-nicht');
    expect([again.status, again.headers.get('x-door-cache'), await again.text()]).toEqual([404, 'hit', PAGE]);
    await d.close();
  });

  it("gives a page's own notFound() the 404 page of its host and locale, with its CSP", async () => {
    const asked: (string | undefined)[] = [];
    const fake = next(() => ({
      status: 404,
      headers: { 'Content-Type': 'text/html', 'Cache-Control': 'private, no-cache, no-store' },
      body: '<html id="__next_error__"></html>',
      gzip: true,
    }));
    const d = await door(fake.handle, async (req) => {
      asked.push(req.url);
      return NOT_FOUND;
    });
    const answer = await d.get('/fr/forfaits/nope');
    expect([answer.status, await answer.text()]).toEqual([404, NOT_FOUND.body.toString()]);
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('content-security-policy')).toContain(`'sha256-${createHash('sha256').update('n()').digest('base64')}'`);
    expect(asked).toEqual(['/fr/forfaits/nope']);
    await d.close();
  });

  it('keeps the original answer when the 404 page cannot be had, and leaves JSON 404s alone', async () => {
    const fake = next((req) => ({
      status: 404,
      headers: { 'Content-Type': req.url === '/api/x' ? 'application/json' : 'text/html' },
      body: '{}',
    }));
    const missing = jest.fn(async () => undefined);
    const d = await door(fake.handle, missing);
    expect([(await d.get('/tarife/x')).status, await (await d.get('/tarife/x')).text()]).toEqual([404, '{}']);
    expect(await (await d.get('/api/x')).text()).toBe('{}');
    expect(missing).toHaveBeenCalledTimes(2);
    await d.close();
  });
});

it('asks the 404 page of the locale prefix from the server itself, with the same host', async () => {
  const seen: { url?: string; host?: string; encoding?: string }[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url, host: req.headers.host, encoding: req.headers['accept-encoding'] });
    res.writeHead(req.url === '/fr/-' ? 404 : 200, { 'Content-Type': 'text/html' }).end('<h1>404</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const ask = loopbackNotFoundPage((server.address() as AddressInfo).port, '127.0.0.1');
  const page = await ask({ url: '/fr/forfaits/nope', headers: { host: 'ch.localhost:3000' } });
  expect(page?.body.toString()).toBe('<h1>404</h1>');
  expect(await ask({ url: '/tarife/nope', headers: { host: 'at.localhost' } })).toBeUndefined();
  expect(seen).toEqual([
    { url: '/fr/-', host: 'ch.localhost:3000', encoding: 'identity' },
    { url: '/-', host: 'at.localhost', encoding: 'identity' },
  ]);
  await new Promise((resolve) => server.close(resolve));
});
