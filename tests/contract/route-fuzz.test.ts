/**
 * Every route handler under app/api, called as Next calls it, with malformed requests (issue 17 §3):
 * wrong content types, broken JSON, huge strings, NUL bytes, wrong types, deep nesting, garbage
 * queries and route parameters. No answer may be a 5xx or take longer than 2 s. The cases come from a
 * seeded generator, so a failure names a case that can be replayed.
 */
import { filesUnder } from '@/tests/support/files-under';
import path from 'node:path';
import { browser, CookieJar } from '@/tests/support/next-request';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-request').nextHeaders);

const API_DIR = path.join(process.cwd(), 'app', 'api');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const CASES_PER_ROUTE = 45;
const HOST = 'at.localhost:3000';

type Handler = (request: Request, route: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** A small deterministic generator (mulberry32), so every run sends the same cases. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const HUGE = 'x'.repeat(300_000);
const VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  'x',
  '',
  '\u0000',
  HUGE.slice(0, 5000),
  [],
  {},
  [1, 'a'],
  { a: { b: { c: null } } },
  '../../etc/passwd',
  '<script>1</script>',
];
const FIELDS = [
  'email',
  'password',
  'id',
  'action',
  'items',
  'locale',
  'token',
  'amount',
  'method',
  'number',
  'simCards',
  'firstName',
  'signatureBase64',
  'kind',
  'productKey',
];

type Case = { label: string; contentType?: string; body?: BodyInit; query: string; param: string; origin: boolean };

function caseOf(next: () => number): Case {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const object = () => Object.fromEntries(Array.from({ length: 1 + Math.floor(next() * 4) }, () => [pick(FIELDS), pick(VALUES)]));
  const bodies: (() => Omit<Case, 'query' | 'param' | 'origin'>)[] = [
    () => ({ label: 'broken JSON', contentType: 'application/json', body: '{"email": "a@b.c", ' }),
    () => ({ label: 'JSON of the wrong types', contentType: 'application/json', body: JSON.stringify(object()) }),
    () => ({ label: 'a JSON scalar', contentType: 'application/json', body: JSON.stringify(pick(VALUES)) }),
    () => ({ label: 'deeply nested JSON', contentType: 'application/json', body: deep(20_000) }),
    () => ({ label: 'a huge string', contentType: 'application/json', body: JSON.stringify({ [pick(FIELDS)]: HUGE }) }),
    () => ({ label: 'NUL bytes', contentType: 'application/json', body: `{"${pick(FIELDS)}":"a\u0000b","\u0000":1}` }),
    () => ({
      label: 'prototype keys',
      contentType: 'application/json',
      body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
    }),
    () => ({ label: 'JSON without a content type', body: JSON.stringify(object()) }),
    () => ({ label: 'text/plain', contentType: 'text/plain', body: 'hello\u0000world' }),
    () => ({ label: 'XML', contentType: 'application/xml', body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>' }),
    () => ({
      label: 'a broken form',
      contentType: 'application/x-www-form-urlencoded',
      body: `${pick(FIELDS)}=%E0%A4%A&&=&%00=%ZZ&a[b][c]=1`,
    }),
    () => ({
      label: 'a multipart body without its boundary',
      contentType: 'multipart/form-data',
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n',
    }),
    () => ({
      label: 'a multipart body cut short',
      contentType: 'multipart/form-data; boundary=zz',
      body: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\u00ff\u00d8',
    }),
    () => ({
      label: 'random bytes',
      contentType: 'application/octet-stream',
      body: new Uint8Array(Array.from({ length: 512 }, () => Math.floor(next() * 256))),
    }),
    () => ({ label: 'an empty body', contentType: 'application/json', body: '' }),
  ];
  const queries = [
    '',
    '?locale=%00',
    '?locale=xx-YY&x=1',
    `?${pick(FIELDS)}=${encodeURIComponent(String(pick(VALUES)))}`,
    '?a=%E0%A4%A',
    `?q=${'y'.repeat(5000)}`,
    '?from=9999-99-99&to=-1',
  ];
  const params = ['fuzz', '..', '%00', 'x'.repeat(300), '1e308', '<b>', ''];
  return { ...pick(bodies)(), query: pick(queries), param: pick(params), origin: next() > 0.2 };
}

function request(method: string, route: string, c: Case): Request {
  const headers: Record<string, string> = { host: HOST, 'x-forwarded-for': '10.9.9.9', accept: 'application/json' };
  if (c.origin) headers.origin = `http://${HOST}`;
  if (c.contentType) headers['content-type'] = c.contentType;
  const withBody = method !== 'GET' && method !== 'DELETE' ? { body: c.body } : {};
  return new Request(`http://${HOST}/api/${route}${c.query}`, { method, headers, ...withBody });
}

/** The route's [param] and [...param] segments filled with the case's value. */
function paramsOf(route: string, value: string): Record<string, string | string[]> {
  return Object.fromEntries(
    route.split('/').flatMap((segment) => {
      const match = /^\[(\.\.\.)?(\w+)\]$/.exec(segment);
      return match ? [[match[2]!, match[1] ? [value, value] : value] as const] : [];
    }),
  );
}

let api: RunningApi;
beforeAll(async () => {
  api = await startStorefrontApi();
});
afterAll(() => api.close());

const routes = filesUnder(API_DIR, (name) => name === 'route.ts').map((file) =>
  path.relative(API_DIR, path.dirname(file)).split(path.sep).join('/'),
);

it('finds the route handlers', () => {
  expect(routes.length).toBeGreaterThan(40);
});

describe.each(routes)('/api/%s', (route) => {
  it('answers malformed requests with a 4xx (or its success), never a 5xx, never hanging', async () => {
    const handlers = (await import(`@/app/api/${route}/route`)) as Partial<Record<(typeof METHODS)[number], Handler>>;
    const methods = METHODS.filter((m) => typeof handlers[m] === 'function');
    const next = random(route.length * 7919 + route.charCodeAt(0));
    const refused: string[] = [];
    for (let i = 0; i < CASES_PER_ROUTE; i++) {
      const method = methods[i % methods.length]!;
      const c = caseOf(next);
      browser.jar = new CookieJar();
      // A handler that waits for what never comes (a body, an answer) fails on jest's timeout instead.
      const response = await handlers[method]!(request(method, route, c), { params: Promise.resolve(paramsOf(route, c.param)) });
      await response.arrayBuffer();
      if (response.status >= 500) refused.push(`case ${i} ${method} ${c.label}${c.query}: ${response.status}`);
    }
    expect(refused).toEqual([]);
  });
});
