import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isSpecCall, reachedCalls, type ReachedCall } from '@/tests/support/reached-calls';
import { SPEC_CALLS } from './spec-calls';

/**
 * Issue 27, Done when 1: every call of SPEC §7 is made from code a page, a route handler or the proxy
 * reaches. A call only the reference API knows, or one a module exports but nobody uses, fails here.
 */
const root = path.resolve(__dirname, '../..');
let made: ReachedCall[];

beforeAll(() => {
  made = reachedCalls(root);
});

describe('SPEC §7', () => {
  it('lists the 136 calls of the SPEC once each', () => {
    const keys = SPEC_CALLS.map(({ method, path }) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(136);
  });

  it('has a caller in the shop for every call', () => {
    const missing = SPEC_CALLS.filter((spec) => !made.some((call) => isSpecCall(call, spec))).map(
      ({ method, path }) => `${method} ${path}`,
    );
    expect(missing).toEqual([]);
  });
});

describe('finding the callers', () => {
  const call = (method: string, p: string): ReachedCall => ({ method, path: p, file: 'x.ts' });

  it('matches values built at run time against the SPEC’s open values', () => {
    expect(isSpecCall(call('PUT', '{}/action:lock'), { method: 'PUT', path: 'simcards/{}/action:lock' })).toBe(true);
    expect(isSpecCall(call('GET', 'payment/creditcard/getToken'), { method: 'GET', path: 'payment/{}/getToken' })).toBe(true);
    expect(isSpecCall(call('GET', '/authentication/login/?x=1'), { method: 'GET', path: 'authentication/login' })).toBe(true);
  });

  it('needs the same method and a word of the call’s own', () => {
    expect(isSpecCall(call('GET', 'simcards/{}/action:lock'), { method: 'PUT', path: 'simcards/{}/action:lock' })).toBe(false);
    expect(isSpecCall(call('GET', '{}/{}'), { method: 'GET', path: 'tariffs/{}' })).toBe(false);
    expect(isSpecCall(call('PUT', 'payment/method/sepa'), { method: 'PUT', path: 'payment/method/twint' })).toBe(false);
  });

  it('counts a call only where a page reaches it, through imports, wrappers and path helpers', () => {
    const tree = mkdtempSync(path.join(tmpdir(), 'reached-calls-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      writeFileSync(path.join(tree, file), text);
    };
    write(
      'lib/api/client.ts',
      'export const call = (ctx: unknown, path: unknown, schema: unknown, options = {}) => [ctx, path, schema, options];',
    );
    write(
      'lib/api/calls.ts',
      [
        "import { call } from './client';",
        'const paths = { lock: (id: string) => `simcards/${id}/action:lock` };',
        "export const used = (id: string) => call({}, paths.lock(id), null, { method: 'put' });",
        "export const unused = () => call({}, 'orders/latest', null, { method: 'delete' });",
        "export const put = (p: string) => call({}, p, null, { method: 'put' });",
      ].join('\n'),
    );
    write('lib/api/index.ts', "export * from './calls';");
    write(
      'app/page.tsx',
      "import { used, put } from '@/lib/api';\nexport default function Page() { used('K1'); put('customerarea/customer'); return null; }",
    );
    try {
      expect(
        reachedCalls(tree)
          .map(({ method, path: p }) => `${method} ${p}`)
          .sort(),
      ).toEqual(['PUT customerarea/customer', 'PUT simcards/{}/action:lock']);
    } finally {
      rmSync(tree, { recursive: true, force: true });
    }
  });

  it('finds the shop’s own calls in their modules', () => {
    expect(made.some((c) => c.path === 'orders/validate' && c.method === 'POST' && c.file === 'lib/platform/content-api/orders.ts')).toBe(
      true,
    );
  });
});
