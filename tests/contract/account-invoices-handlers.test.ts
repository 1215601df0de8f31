/**
 * The invoices' downloads as Next calls them, against the reference API: the invoice PDF and the
 * itemised bill's CSV, only for the logged-in customer's own invoices and lines, a bad query a 400,
 * and a token the content API refuses a logout (SPEC §4).
 */
import { sessionExpiredAnswer } from '@/lib/platform/contracts/upstream';
import { invoiceYear } from '@/lib/platform/content-api/schemas';
import { SELECTION_COOKIE, serializeSelection } from '@/lib/cart/selection';
import { browser, CookieJar, jsonRequest } from '@/tests/support/next-request';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';

jest.mock('next/headers', () => jest.requireActual('@/tests/support/next-request').nextHeaders);

let api: RunningApi;
let routes: {
  login: typeof import('@/app/api/auth/login/route');
  upstream: typeof import('@/app/api/upstream/[...path]/route');
  document: typeof import('@/app/api/account/invoices/[id]/document/route');
  csv: typeof import('@/app/api/account/itemised-bill/route');
};

beforeAll(async () => {
  api = await startStorefrontApi();
  routes = {
    login: await import('@/app/api/auth/login/route'),
    upstream: await import('@/app/api/upstream/[...path]/route'),
    document: await import('@/app/api/account/invoices/[id]/document/route'),
    csv: await import('@/app/api/account/itemised-bill/route'),
  };
});
afterAll(() => api.close());
beforeEach(() => {
  browser.jar = new CookieJar();
});

const HOST = 'at.localhost:3000';
const get = (path: string) => new Request(`http://${HOST}${path}`, { headers: { host: HOST, 'x-forwarded-for': '10.7.0.1' } });
const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

/** One browser per customer, logged in once (the login handler allows 5 attempts per account in 15 minutes). */
const browsers = new Map<string, CookieJar>();

async function logIn(customerNumber: string, { fresh = false } = {}) {
  const known = fresh ? undefined : browsers.get(customerNumber);
  if (known) {
    browser.jar = known;
    return;
  }
  browser.jar = new CookieJar();
  const response = await routes.login.POST(
    jsonRequest('/api/auth/login', { identifier: customerNumber, password: 'Demo-Passwort-2026' }, { ip: '10.7.9.9' }),
  );
  expect(response.status).toBe(200);
  if (!fresh) browsers.set(customerNumber, browser.jar);
}

/** The logged-in customer's newest invoice and first line, read through the door as the page reads them. */
async function newestInvoiceId(): Promise<string> {
  const response = await routes.upstream.GET(get('/api/upstream/customerarea/invoices'), {
    params: Promise.resolve({ path: ['customerarea', 'invoices'] }),
  });
  return invoiceYear.parse(await response.json()).invoices[0]!.id;
}

const documentOf = (id: string) =>
  routes.document.GET(get(`/api/account/invoices/${encodeURIComponent(id)}/document?locale=de-AT`), { params: Promise.resolve({ id }) });
const csvOf = (query: string) => routes.csv.GET(get(`/api/account/itemised-bill?${query}`));

/** Last month in Vienna (a whole month of traffic, within the 6 months itemised bills are kept). */
function lastMonth() {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .split('-')
    .map(Number);
  return month === 1 ? { year: year! - 1, month: 12 } : { year: year!, month: month! - 1 };
}

/** Runs `check` while the content API refuses the session's token (13 hours on, past its lifetime). */
async function withRefusedToken(check: () => Promise<void>) {
  browser.jar.set(SELECTION_COOKIE, serializeSelection({ items: [{ kind: 'tariff', id: 'AT-MOBILE-M' }] }));
  api.clock.set(new Date(Date.now() + 13 * 60 * 60_000));
  try {
    await check();
    expect(browser.jar.has('__Host-session')).toBe(false);
    expect(browser.jar.has(SELECTION_COOKIE)).toBe(false);
  } finally {
    api.clock.set(new Date());
  }
}

describe('GET /api/account/invoices/[id]/document', () => {
  it('answers 401 without a session', async () => {
    expect((await documentOf('INV-10000001-202601')).status).toBe(401);
  });

  it('streams the customer’s own invoice as a private PDF download', async () => {
    await logIn('10000001');
    const id = await newestInvoiceId();
    const response = await documentOf(id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${id}.pdf"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
  });

  it('answers 404 for another customer’s invoice, an unknown one and an id that cannot be one', async () => {
    await logIn('10000002');
    const foreign = await newestInvoiceId();
    await logIn('10000001');
    for (const id of [foreign, 'INV-10000001-199901', '../../customer']) {
      const response = await documentOf(id);
      expect(response.status).toBe(404);
      expect(await errorOf(response)).toBe('not_found');
    }
  });

  it('logs out when the content API refuses the token (SPEC §4)', async () => {
    await logIn('10000001', { fresh: true });
    const id = await newestInvoiceId();
    await withRefusedToken(async () => {
      const response = await documentOf(id);
      expect(response.status).toBe(401);
      expect(sessionExpiredAnswer.parse(await response.json())).toEqual({ error: 'session_expired', logout: '/' });
    });
  });
});

describe('GET /api/account/itemised-bill', () => {
  const { year, month } = lastMonth();
  const line = async () => {
    const response = await routes.upstream.GET(get('/api/upstream/customerarea/products'), {
      params: Promise.resolve({ path: ['customerarea', 'products'] }),
    });
    return ((await response.json()) as { key: string; type: string; paymentType: string }[]).find(
      (p) => p.type === 'IMSI' && p.paymentType === 'POST_PAY',
    )!.key;
  };

  it('answers 401 without a session', async () => {
    expect((await csvOf(`product=X&year=${year}&month=${month}`)).status).toBe(401);
  });

  it('answers the month’s events as a CSV download in the customer’s language, filtered by event', async () => {
    await logIn('10000001');
    const product = await line();
    const response = await csvOf(`product=${product}&year=${year}&month=${month}&events=CALL&events=SMS&locale=de-AT`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="itemised-bill-${product}-${year}-${String(month).padStart(2, '0')}.csv"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [heading, ...rows] = bytes.toString('utf8').slice(1).split('\r\n').filter(Boolean);
    expect(heading).toMatch(/^"Datum und Uhrzeit";"Art";/);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/^"[\d-]+ [\d:]+";"(Gespräche|SMS)";/);
  });

  it('answers a bad query with 400 and a machine-readable body', async () => {
    await logIn('10000001');
    for (const query of [
      `year=${year}&month=${month}`,
      `product=P&year=${year}&month=13`,
      `product=P&year=${year}&month=${month}&events=FAX`,
      'product=P',
    ]) {
      const response = await csvOf(query);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe('invalid_request');
    }
  });

  it('answers 404 for another customer’s line and for a month without an itemised bill', async () => {
    await logIn('10000002');
    const foreign = await line();
    await logIn('10000001');
    expect((await csvOf(`product=${foreign}&year=${year}&month=${month}`)).status).toBe(404);
    expect((await csvOf(`product=${await line()}&year=${year - 2}&month=${month}`)).status).toBe(404);
  });

  it('logs out when the content API refuses the token (SPEC §4)', async () => {
    await logIn('10000001', { fresh: true });
    const product = await line();
    await withRefusedToken(async () => {
      const response = await csvOf(`product=${product}&year=${year}&month=${month}`);
      expect(response.status).toBe(401);
      expect(sessionExpiredAnswer.parse(await response.json()).error).toBe('session_expired');
    });
  });
});
