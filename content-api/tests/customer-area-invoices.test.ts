import { apiError, invoiceYear, itemisedBill } from '@storefront/wire';
import { isUnpaid } from '@storefront/rules/unpaid-invoice';
import { customerSender } from './support/customer-area';
import type { Send } from './support/orders';
import { referenceApp } from './support/reference-api';

const NOW = '2026-11-23T10:00:00Z';
const { app, clock } = referenceApp(NOW);

beforeEach(() => clock.set(new Date(NOW)));

describe('GET /customerarea/invoices', () => {
  it('answers the newest year: one invoice per month to last month, paid, in progress and partly paid', async () => {
    const katharina = await customerSender(app, '10000001');
    const year = invoiceYear.parse(await (await katharina('GET', '/customerarea/invoices')).json());
    expect(year).toMatchObject({
      year: 2026,
      contractStartYear: 2024,
      contractStartMonth: 9,
      contractEndYear: 2026,
      paymentMethod: 'SEPA',
      paymentMethodState: 'ACTIVE',
    });
    expect(year.invoices.map((i) => i.billperiod)).toEqual(
      ['10', '09', '08', '07', '06', '05', '04', '03', '02', '01'].map((m) => `${m}.2026`),
    );
    const [october, , august] = year.invoices;
    expect(october).toMatchObject({
      id: 'INV-10000001-202610',
      invoiceDate: '2026-11-01',
      status: 'IN_PROGRESS',
      statusText: 'Payment in progress',
      delivery: 'EMAIL',
      itemisedBill: true,
    });
    expect(october!.download).toBe('/customerarea/invoices/INV-10000001-202610/document');
    expect(august!.status).toBe('PARTIAL_PAID');
    expect(august!.openAmount.amount).toBeCloseTo(august!.total.amount - 40, 2);
    expect(year.invoices.filter(isUnpaid).map((i) => i.billperiod)).toEqual(['10.2026', '08.2026']);
    expect(year.invoices.every((i) => i.total.currencyCode === 'EUR' && i.total.amount > 0)).toBe(true);
  });

  it('tells the same method and card state as GET /payment/method, and follows a change of it', async () => {
    const methodOf = async (send: Send) => {
      const { paymentMethod, paymentMethodState } = invoiceYear.parse(await (await send('GET', '/customerarea/invoices')).json());
      return { paymentMethod, paymentMethodState };
    };
    // DE 20000001's Visa expires at the end of this month (seed/shared/customer-payment.ts).
    expect(await methodOf(await customerSender(app, '20000001', 'DE'))).toEqual({
      paymentMethod: 'CREDITCARD',
      paymentMethodState: 'EXPIRING_SOON',
    });
    const anna = await customerSender(app, '10000002');
    expect(await methodOf(anna)).toEqual({ paymentMethod: 'INVOICE', paymentMethodState: 'ACTIVE' });
    const iban = { accountHolder: 'Anna Berger', iban: 'AT61 1904 3002 3457 3201', mandateAccepted: true };
    expect((await anna('PUT', '/payment/method/sepa', iban)).status).toBe(200);
    expect(await methodOf(anna)).toEqual({ paymentMethod: 'SEPA', paymentMethodState: 'ACTIVE' });
  });

  it('covers at least 14 months from the contract start, itemised bills for the last 6 only', async () => {
    const katharina = await customerSender(app, '10000001');
    const years = await Promise.all(
      [2024, 2025, 2026].map(async (y) => invoiceYear.parse(await (await katharina('GET', `/customerarea/invoices?year=${y}`)).json())),
    );
    const invoices = years.flatMap((y) => y.invoices);
    expect(invoices.length).toBeGreaterThanOrEqual(14);
    expect(years[0]!.invoices.at(-1)!.billperiod).toBe('09.2024');
    expect(invoices.filter((i) => i.itemisedBill).map((i) => i.billperiod)).toEqual([
      '10.2026',
      '09.2026',
      '08.2026',
      '07.2026',
      '06.2026',
      '05.2026',
    ]);
  });

  it('writes status and delivery texts in the language asked for, amounts in the market currency', async () => {
    const laura = await customerSender(app, '30000001', 'CH', 'fr-CH');
    const year = invoiceYear.parse(await (await laura('GET', '/customerarea/invoices')).json());
    expect(year.invoices[0]).toMatchObject({
      status: 'OPEN',
      statusText: 'Ouverte',
      delivery: 'POST',
      deliveryText: 'Envoyée par la poste',
    });
    expect(year.invoices[0]!.total.currencyCode).toBe('CHF');
  });

  it('gives a prepaid-only customer no invoices', async () => {
    const elif = await customerSender(app, '10000003');
    expect(invoiceYear.parse(await (await elif('GET', '/customerarea/invoices')).json()).invoices).toEqual([]);
  });

  it('answers 400 for a year that is not YYYY, and no invoices for a year outside the contract', async () => {
    const katharina = await customerSender(app, '10000001');
    const bad = await katharina('GET', '/customerarea/invoices?year=26');
    expect(bad.status).toBe(400);
    expect(apiError.parse(await bad.json()).error).toBe('invalid_year');
    expect(invoiceYear.parse(await (await katharina('GET', '/customerarea/invoices?year=2019')).json()).invoices).toEqual([]);
  });
});

describe('GET /customerarea/invoices/itemisedbill/{productKey}/{year}/{month}', () => {
  const path = (key: string, year: number | string, month: number | string, query = '') =>
    `/customerarea/invoices/itemisedbill/${key}/${year}/${month}${query}`;

  it("lists a month's events with a summary net and gross, charged up to the line's cost limit", async () => {
    const florian = await customerSender(app, '10000002');
    const bill = itemisedBill.parse(await (await florian('GET', path('P-10000002-2', 2026, 10))).json());
    expect(bill).toMatchObject({ productKey: 'P-10000002-2', timeframeStart: '2026-10-01', timeframeEnd: '2026-10-31' });
    expect(new Set(bill.items.map((i) => i.event))).toEqual(new Set(['CALL', 'SMS', 'DATA']));
    expect(bill.items.every((i) => i.source === '+43 660 2345602' && i.date.startsWith('2026-10'))).toBe(true);
    const net = bill.items.reduce((sum, i) => sum + i.costNet.amount, 0);
    expect(bill.summary.costNet.amount).toBeCloseTo(net, 2);
    // Over its 60 GB every month: charged up to the cost limit of 25, plus 20 % VAT.
    expect(bill.summary.costNet.amount).toBe(25);
    expect(bill.summary.costGross.amount).toBe(30);
    expect(bill.summary.duration).toBe(bill.items.reduce((sum, i) => sum + i.duration, 0));
  });

  it('filters by repeated events, and shows the roaming trip of the current month', async () => {
    const katharina = await customerSender(app, '10000001');
    const calls = itemisedBill.parse(await (await katharina('GET', path('P-10000001-1', 2026, 10, '?events=CALL&events=SMS'))).json());
    expect(new Set(calls.items.map((i) => i.event))).toEqual(new Set(['CALL', 'SMS']));
    expect(calls.summary.dataDown).toBe(0);
    const roaming = itemisedBill.parse(await (await katharina('GET', path('P-10000001-1', 2026, 11, '?events=ROAMING'))).json());
    expect(roaming.items.length).toBeGreaterThan(0);
    expect(roaming.items.every((i) => i.zone === 'EU (IT)' && i.date >= '2026-11-20')).toBe(true);
  });

  it('answers 400 for an unknown event or period, and 404 before the line started or beyond 6 months', async () => {
    const katharina = await customerSender(app, '10000001');
    const unknown = await katharina('GET', path('P-10000001-1', 2026, 10, '?events=FAX'));
    expect(unknown.status).toBe(400);
    expect(apiError.parse(await unknown.json()).error).toBe('invalid_events');
    expect((await katharina('GET', path('P-10000001-1', 2026, 13))).status).toBe(400);
    expect((await katharina('GET', path('P-10000001-1', 2026, 4))).status).toBe(404);
    const florian = await customerSender(app, '10000002');
    expect((await florian('GET', path('P-10000002-3', 2026, 10))).status).toBe(404);
  });

  it("answers 404 for another customer's line, a device and an unknown key, alike", async () => {
    const katharina = await customerSender(app, '10000001');
    for (const key of ['P-10000002-1', 'P-10000001-2', 'P-99999999-1']) {
      const response = await katharina('GET', path(key, 2026, 10));
      expect(response.status).toBe(404);
      expect(apiError.parse(await response.json()).error).toBe('not_found');
    }
    const florian = await customerSender(app, '10000002');
    expect((await florian('GET', path('P-10000001-1', 2026, 10))).status).toBe(404);
  });
});

describe('GET /customerarea/invoices/{id}/document', () => {
  it('answers the invoice as a PDF with its number and total', async () => {
    const katharina = await customerSender(app, '10000001');
    const response = await katharina('GET', '/customerarea/invoices/INV-10000001-202610/document');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const text = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('20261010000001');
    expect(text).toContain('Mobil M');
  });

  it("answers 404 for another customer's invoice, a month not invoiced and a malformed id", async () => {
    const katharina = await customerSender(app, '10000001');
    const florian = await customerSender(app, '10000002');
    expect((await florian('GET', '/customerarea/invoices/INV-10000001-202610/document')).status).toBe(404);
    expect((await katharina('GET', '/customerarea/invoices/INV-10000002-202610/document')).status).toBe(404);
    for (const id of ['INV-10000001-202611', 'INV-10000001-202401', 'nonsense']) {
      expect((await katharina('GET', `/customerarea/invoices/${id}/document`)).status).toBe(404);
    }
  });
});
