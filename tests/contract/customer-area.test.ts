/**
 * Contract: the customer-area calls of lib/platform/content-api/customerarea.ts against the reference API over
 * HTTP, parsed by the schemas the pages use. Imported after the server has its port (see content-api.test.ts).
 */
import { DEMO_PASSWORD } from '@/content-api/seed/markets/market-shorthands';
import type { ContentContext } from '@/lib/platform/content-api/client';
import { fieldErrorBody } from '@/lib/platform/content-api/schemas';
import type { RunningApi } from '@/content-api/tests/support/reference-api';
import { startStorefrontApi } from '@/tests/support/storefront-api';
import { data } from '@/tests/support/result';

let api: RunningApi;
let area: typeof import('@/lib/platform/content-api/customerarea');
let auth: typeof import('@/lib/platform/content-api/auth');

beforeAll(async () => {
  api = await startStorefrontApi('2026-11-23T10:00:00Z');
  area = await import('@/lib/platform/content-api/customerarea');
  auth = await import('@/lib/platform/content-api/auth');
});
afterAll(() => api.close());

const AT: ContentContext = { market: 'AT', locale: 'de-AT' };
const login = async (customerNumber: string) =>
  data(await auth.login(AT, { phoneNumberOrCustomerNumber: customerNumber, secret: DEMO_PASSWORD })).token;

describe('customer area contract', () => {
  it("reads usages and one usage; another customer's line is not_found", async () => {
    const token = await login('10000001');
    const usages = data(await area.getUsages(AT, token));
    expect(usages.map((u) => u.productKey)).toEqual(['P-10000001-1']);
    const line = data(await area.getUsage(AT, token, 'P-10000001-1'));
    expect(line.balances.find((b) => b.balanceGroupType === 'DATA')?.name).toBe('Daten');
    const other = await area.getUsage(AT, token, 'P-10000002-1');
    expect(other.ok ? 'ok' : other.error.kind).toBe('not_found');
  });

  it('reads an invoice year and an itemised bill filtered by repeated events', async () => {
    const token = await login('10000001');
    const year = data(await area.getInvoiceYear(AT, token, 2025));
    expect(year.year).toBe(2025);
    expect(year.invoices).toHaveLength(12);
    expect(data(await area.getInvoiceYear(AT, token)).year).toBe(2026);
    const bill = data(
      await area.getItemisedBill(AT, token, { productKey: 'P-10000001-1', year: 2026, month: 10, events: ['CALL', 'SMS'] }),
    );
    expect(new Set(bill.items.map((i) => i.event))).toEqual(new Set(['CALL', 'SMS']));
    const all = data(await area.getItemisedBill(AT, token, { productKey: 'P-10000001-1', year: 2026, month: 10 }));
    expect(all.items.length).toBeGreaterThan(bill.items.length);
    const other = await area.getItemisedBill(AT, token, { productKey: 'P-10000002-1', year: 2026, month: 10 });
    expect(other.ok ? 'ok' : other.error.kind).toBe('not_found');
  });

  it('reads and saves personal data, with field errors of a 400 as a value', async () => {
    const token = await login('10000002');
    const person = data(await area.getCustomer(AT, token));
    expect(person.companyName).toBe('Huber Installationen GmbH');
    const update = {
      street: person.street,
      houseNumber: '69',
      zip: person.zip,
      city: person.city,
      country: person.country,
      language: person.language,
      companyName: person.companyName,
      vatNumber: person.vatNumber,
    };
    expect(data(await area.updateCustomer(AT, token, update)).houseNumber).toBe('69');
    const invalid = await area.updateCustomer(AT, token, { ...update, zip: 'A-1030' });
    expect(invalid.ok).toBe(false);
    if (invalid.ok) return;
    expect(invalid.error.status).toBe(400);
    expect(fieldErrorBody.parse(invalid.error.body).fields).toEqual([{ field: 'zip', code: 'invalid_format' }]);
  });

  it('requests an e-mail change and refuses a wrong confirmation token', async () => {
    const token = await login('10000001');
    const pending = data(
      await area.requestEmailChange(AT, token, { eMail: 'kathi@example.net', confirmUrl: 'https://www.example.at/email' }),
    );
    expect(pending.pendingEMail).toBe('kathi@example.net');
    expect(data(await area.getCustomer(AT, token)).pendingEMail).toBe('kathi@example.net');
    const wrong = await area.confirmEmailChange(AT, token, 'not-the-token');
    expect(wrong.ok ? 'ok' : wrong.error.status).toBe(400);
  });

  it('reads the features', async () => {
    expect(data(await area.getFeatures(AT, await login('10000002')))).toEqual(['SIM_CHANGE']);
  });
});
