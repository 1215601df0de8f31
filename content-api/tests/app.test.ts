import { apiError } from '@storefront/wire';
import { referenceApp } from './support/reference-api';

const { app } = referenceApp('2026-11-23T10:00:00Z');
const request = (method: string, path: string, market = 'AT') => app.request(path, { method, headers: { 'X-Market': market } });

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  expect(apiError.parse(await response.json()).error).toBe('not_found');
}

/** Each prefix app.ts mounts a file at, with one URL the file serves (GET unless said). */
const PREFIXES: [string, string][] = [
  ['/config', '/config/mandant'],
  ['/tariffs', '/tariffs'],
  ['/faq', '/faq'],
  ['/products', '/products/smartphones'],
  ['/shops', '/shops'],
  ['/files', '/files/legal/withdrawal-at.pdf'],
  ['/fixedline', '/fixedline/tariffs'],
  ['/cookietracking', '/cookietracking/visit-12345'],
  ['/portings', '/portings/providers'],
  ['/payment', '/payment/methods'],
  ['/identification', '/identification/config'],
  ['/sandbox', '/sandbox/contact/messages'],
];

describe('the prefixes app.ts mounts', () => {
  it.each(PREFIXES)('%s serves %s and answers an unknown path below it with 404 JSON', async (prefix, known) => {
    expect((await request('GET', known)).status).toBeLessThan(300);
    await expectNotFound(await request('GET', `${prefix}/no/such/thing`));
  });

  it('answers unknown paths below the write-only prefixes with 404 JSON', async () => {
    for (const prefix of ['/contact', '/socialtariff', '/authentication']) await expectNotFound(await request('GET', `${prefix}/nothing`));
  });

  it('asks for a bearer token on every path below /user, /customerarea and /simcards, unknown ones too', async () => {
    for (const path of [
      '/user/status',
      '/user/nothing',
      '/customerarea/products',
      '/customerarea/nothing',
      '/simcards/P-10000001-1',
      '/simcards/nothing/at/all',
    ]) {
      expect((await request('GET', path)).status).toBe(401);
    }
  });

  it('answers unknown paths below /orders with 404 JSON; its reads need a customer or an order token', async () => {
    await expectNotFound(await request('GET', '/orders/no/such/thing'));
    for (const path of ['/orders/status', '/orders/latest']) expect((await request('GET', path)).status).toBe(401);
  });

  it('reads the market for the sandbox but moves the clock whatever X-Market says, like /health', async () => {
    expect((await request('GET', '/sandbox/nothing', 'XX')).status).toBe(400);
    expect((await request('GET', '/health', 'XX')).status).toBe(200);
    const moved = await app.request('/sandbox/clock', {
      method: 'PUT',
      headers: { 'X-Market': 'XX', 'Content-Type': 'application/json' },
      body: JSON.stringify({ now: '2026-11-23T10:00:00Z' }),
    });
    expect(moved.status).toBe(200);
  });

  it('serves no route outside the mounted prefixes', () => {
    const prefixes = [
      '/health',
      '/*',
      '/contact',
      '/socialtariff',
      '/authentication',
      '/user',
      '/customerarea',
      '/simcards',
      '/orders',
      ...PREFIXES.map(([prefix]) => prefix),
    ];
    const outside = app.routes.map((r) => r.path).filter((path) => !prefixes.some((p) => path === p || path.startsWith(`${p}/`)));
    expect(outside).toEqual([]);
  });
});
