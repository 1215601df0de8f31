/**
 * ARCHITECTURE §4 / issue "when the content API is slow, down or wrong": calls time out, a body that
 * fails its schema is logged once with the path and treated as a failure, a dead API is "unavailable".
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SEEDS } from '@/content-api/seed';
import { logger } from '@/lib/platform/log/logger';

/** The Swiss configuration with its fibre amounts relabelled as euros: a data error. */
const CH = SEEDS.find((s) => s.market === 'CH')!.mandant;
const relabelled = {
  ...CH,
  fixedLinePrices: {
    ...CH.fixedLinePrices,
    fibre: { connectionFrom: { amount: 300, currencyCode: 'EUR' }, extraMetre: { amount: 50, currencyCode: 'CHF' } },
  },
};

let server: http.Server;
let tariffs: typeof import('@/lib/platform/content-api/tariffs');
let faq: typeof import('@/lib/platform/content-api/faq');
let config: typeof import('@/lib/platform/content-api/config');
let requests = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requests += 1;
    if (req.url?.startsWith('/tariffs')) {
      return; // never answers: only the client's timeout ends the call (jest's own would fail the test)
    }
    if (req.url?.startsWith('/config/mandant') && req.headers['x-market'] === 'CH') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(relabelled));
      return;
    }
    if (req.url?.startsWith('/faq')) {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify([{ id: 1, title: 'not an FAQ group' }]));
      return;
    }
    res.statusCode = 500;
    res.end('{"error":"server_error","message":"boom"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.CONTENT_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Short enough to wait out, long enough that the other calls' local answers are never cut short on a
  // busy CI machine (at 200 ms the FAQ and mandant answers timed out under full jest load).
  process.env.CONTENT_API_TIMEOUT_MS = '1000';
  tariffs = await import('@/lib/platform/content-api/tariffs');
  faq = await import('@/lib/platform/content-api/faq');
  config = await import('@/lib/platform/content-api/config');
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const ctx = { market: 'AT', locale: 'de-AT' } as const;

it('gives up on an answer that never comes after the configured timeout and reports it as unavailable', async () => {
  const result = await tariffs.getTariffGroups(ctx);
  expect(result.ok ? null : result.error.kind).toBe('unavailable');
});

it('treats an answer that fails its schema as a failure and logs it once with the call path', async () => {
  const log = jest.spyOn(logger(), 'error').mockImplementation(() => undefined);
  const first = await faq.getFaq(ctx);
  const second = await faq.getFaq(ctx);
  expect(first.ok ? null : first.error.kind).toBe('invalid_response');
  expect(second.ok ? null : second.error.kind).toBe('invalid_response');
  expect(log).toHaveBeenCalledTimes(1);
  expect(log.mock.calls[0]).toEqual([{ source: 'content-api', key: expect.stringContaining('faq') }, expect.stringContaining('faq')]);
  log.mockRestore();
});

it('leaves out amounts in another currency than the market’s and logs that once, never relabelling them', async () => {
  const log = jest.spyOn(logger(), 'error').mockImplementation(() => undefined);
  const swiss = { market: 'CH', locale: 'de-CH' } as const;
  const first = await config.getMandant(swiss);
  const second = await config.getMandant(swiss);
  for (const result of [first, second]) {
    if (!result.ok) throw new Error(`call failed: ${result.error.kind}`);
    expect(result.data.fixedLinePrices).toEqual({ fibre: undefined, iptv: CH.fixedLinePrices!.iptv });
    expect(result.data.serviceLine).toEqual(CH.serviceLine);
  }
  expect(log).toHaveBeenCalledTimes(1);
  expect(String(log.mock.calls[0]![1])).toContain('fixedLinePrices.fibre');
  expect(String(log.mock.calls[0]![1])).toContain('CHF');
  log.mockRestore();
});

it('retries a failing read once, then reports 5xx as unavailable', async () => {
  const before = requests;
  const result = await config.getMandant(ctx);
  expect(result.ok ? null : result.error.kind).toBe('unavailable');
  expect(requests - before).toBeLessThanOrEqual(2);
});

it('reports a content API that does not answer at all as unavailable', async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const result = await faq.getFaq(ctx);
  expect(result.ok ? null : result.error.kind).toBe('unavailable');
  server = http.createServer().listen(0);
});
