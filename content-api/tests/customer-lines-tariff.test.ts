import { apiError, customerProducts, customerTariff, customerTariffs, fieldErrorBody } from '@storefront/wire';
import { customerSender, customersOf } from './support/customer';
import type { Send } from './support/orders';

const NOW = '2026-11-23T10:00:00Z';
let katharina: Send; // AT 10000001: Mobil M on an eSIM, a device and a fibre line
let florian: Send; // AT 10000002: a company with four SIM lines
let clock: { set(instant: Date): void };
let send: Send;

beforeEach(async () => {
  const reference = await customersOf(NOW, 'AT', ['10000001', '10000002']);
  [katharina, florian] = reference.senders as [Send, Send];
  clock = reference.clock;
  send = reference.send;
});

const read = async (send: Send, key: string) => customerTariff.parse(await (await send('GET', `/customerarea/tariffs/${key}`)).json());
const change = (send: Send, key: string, body: unknown) => send('PUT', `/customerarea/tariff/${key}`, body);

describe('GET /customerarea/tariffs', () => {
  it('lists the mobile lines with tariff, number, card, settings and minimum term', async () => {
    const response = await florian('GET', '/customerarea/tariffs');
    expect(response.status).toBe(200);
    const lines = customerTariffs.parse(await response.json());
    expect(lines.map((l) => [l.productKey, l.tariff.tariffModelSalesId, l.msisdn])).toEqual([
      ['P-10000002-1', 'AT-BUSINESS-UNLIMITED', '+43 660 2345601'],
      ['P-10000002-2', 'AT-BUSINESS-M', '+43 660 2345602'],
      ['P-10000002-3', 'AT-BUSINESS-M', '+43 660 2345603'],
      ['P-10000002-4', 'AT-DATA-150', '+43 660 2345604'],
    ]);
    // Activated 16 months ago (2025-07-17): the 24-month term runs to 2027-07-16; Business M's 12-month one is over.
    expect(lines[0]!.runtimeEnd).toBe('2027-07-16');
    expect(lines[1]!.runtimeEnd).toBeNull();
    expect(lines[0]!.iccids[0]).toMatch(/^89430110000002\d{6}$/);
    expect(lines[0]!.nextFreeTariffChange).toBe('2026-11-23');
    expect(lines[0]!.invoiceReference).toEqual({ name: '', value: '' });
    expect(lines[0]!.tariffSettings.map((s) => [s.id, s.value])).toEqual([
      ['MOBILE_DATA', true],
      ['FIVE_G', true],
      ['ROAMING', true],
      ['CALLER_ID', true],
      ['THIRD_PARTY_BILLING', false],
    ]);
    // A data tariff has no caller id to show.
    expect(lines[3]!.tariffSettings.map((s) => s.id)).not.toContain('CALLER_ID');
  });

  it('names the settings in the request language', async () => {
    const response = await katharina('GET', '/customerarea/tariffs/P-10000001-1', undefined, { 'Accept-Language': 'de-AT' });
    const line = customerTariff.parse(await response.json());
    expect(line.tariffSettings.find((s) => s.id === 'MOBILE_DATA')?.name).toBe('Mobile Daten');
  });

  it('offers tariff changes of the same payment and customer type on sale, never secret or the current one', async () => {
    const line = await read(katharina, 'P-10000001-1');
    const ids = line.tariffChangeOptions.map((o) => o.tariffModelSalesId);
    expect(ids).toContain('AT-MOBILE-S');
    expect(ids).not.toContain('AT-MOBILE-M');
    expect(ids.some((id) => id.startsWith('AT-BUSINESS'))).toBe(false);
    expect(line.tariffChangeOptions.every((o) => !/sozial/i.test(o.tariffName))).toBe(true);
  });

  it('answers 404 for a device of the customer and for another customer’s line', async () => {
    const device = await katharina('GET', '/customerarea/tariffs/P-10000001-2');
    expect(device.status).toBe(404);
    expect(apiError.parse(await device.json()).error).toBe('not_a_mobile_line');
    const foreign = await katharina('GET', '/customerarea/tariffs/P-10000002-1');
    const unknown = await katharina('GET', '/customerarea/tariffs/P-99999999-1');
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual(await unknown.json());
  });
});

describe('PUT /customerarea/tariff/{id}', () => {
  it('changes the tariff at once, free once per calendar month, and says when the next free change is', async () => {
    const response = await change(katharina, 'P-10000001-1', { tariffModelSalesId: 'AT-MOBILE-S' });
    expect(response.status).toBe(200);
    const line = customerTariff.parse(await response.json());
    expect(line.tariff.tariffModelSalesId).toBe('AT-MOBILE-S');
    expect(line.nextFreeTariffChange).toBe('2026-12-01');
    expect((await read(katharina, 'P-10000001-1')).tariff.tariffModelSalesId).toBe('AT-MOBILE-S');

    const second = await change(katharina, 'P-10000001-1', { tariffModelSalesId: 'AT-MOBILE-M' });
    expect(second.status).toBe(409);
    const refusal = apiError.parse(await second.json());
    expect(refusal.error).toBe('tariff_change_limit');
    expect(refusal.message).toContain('2026-12-01');

    clock.set(new Date('2026-12-01T00:00:01Z'));
    katharina = await customerSender(send, '10000001');
    expect((await change(katharina, 'P-10000001-1', { tariffModelSalesId: 'AT-MOBILE-M' })).status).toBe(200);
  });

  it('names the line after its new tariff in the customer’s products', async () => {
    const names = async () =>
      customerProducts.parse(await (await katharina('GET', '/customerarea/products')).json()).map((p) => [p.key, p.name]);
    const before = await names();
    await change(katharina, 'P-10000001-1', { tariffModelSalesId: 'AT-MOBILE-S' });
    const tariffName = (await read(katharina, 'P-10000001-1')).tariff.tariffName;
    expect(tariffName).not.toBe(before[0]![1]);
    expect(await names()).toEqual([['P-10000001-1', tariffName], ...before.slice(1)]);
  });

  it('still changes settings and the invoice reference after the month’s tariff change', async () => {
    await change(katharina, 'P-10000001-1', { tariffModelSalesId: 'AT-MOBILE-S' });
    const response = await change(katharina, 'P-10000001-1', {
      tariffSettings: [{ id: 'ROAMING', value: false }],
      invoiceReference: { name: ' Cost centre ', value: 'KST-4711' },
    });
    expect(response.status).toBe(200);
    const line = customerTariff.parse(await response.json());
    expect(line.tariffSettings.find((s) => s.id === 'ROAMING')?.value).toBe(false);
    expect(line.invoiceReference).toEqual({ name: 'Cost centre', value: 'KST-4711' });
    expect(line.tariff.tariffModelSalesId).toBe('AT-MOBILE-S');
  });

  it('refuses a tariff the line cannot change to and a setting its tariff lacks, changing nothing', async () => {
    const response = await change(florian, 'P-10000002-4', {
      tariffModelSalesId: 'AT-BUSINESS-M',
      tariffSettings: [{ id: 'CALLER_ID', value: false }],
      invoiceReference: { name: 'Project', value: 'A' },
    });
    expect(response.status).toBe(400);
    expect(fieldErrorBody.parse(await response.json()).fields).toEqual([
      { field: 'tariffModelSalesId', code: 'not_allowed' },
      { field: 'tariffSettings.0.id', code: 'not_allowed' },
    ]);
    expect((await read(florian, 'P-10000002-4')).invoiceReference).toEqual({ name: '', value: '' });
  });

  it('answers 400 with the fields for bad bodies', async () => {
    const cases: [unknown, string, string][] = [
      [{}, '(body)', 'required'],
      [{ invoiceReference: { name: 'x'.repeat(31), value: '' } }, 'invoiceReference.name', 'too_long'],
      [{ tariffSettings: [{ id: 'ROAMING', value: 'off' }] }, 'tariffSettings.0.value', 'required'],
      [{ tariff: 'AT-MOBILE-S' }, '(body)', 'invalid_format'],
    ];
    for (const [body, field, code] of cases) {
      const response = await change(katharina, 'P-10000001-1', body);
      expect(response.status).toBe(400);
      expect(fieldErrorBody.parse(await response.json()).fields).toContainEqual({ field, code });
    }
    expect((await katharina('PUT', '/customerarea/tariff/P-10000001-1', 'not json')).status).toBe(400);
  });
});
