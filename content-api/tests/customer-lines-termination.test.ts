import { apiError, customerTariff, fieldErrorBody, terminationConfirmation } from '@storefront/wire';
import type { Store } from '../src/store';
import { customersOf } from './support/customer';
import type { Send } from './support/orders';

const NOW = '2026-11-23T10:00:00Z';
let katharina: Send; // AT 10000001: Mobil M without minimum term, a device, a fibre line
let florian: Send; // AT 10000002: Business Unlimited with 24 months from 2025-07-17
let store: Store;

beforeEach(async () => {
  const reference = await customersOf(NOW, 'AT', ['10000001', '10000002']);
  [katharina, florian] = reference.senders as [Send, Send];
  store = reference.store;
});

const terminate = (send: Send, body: unknown, headers?: Record<string, string>) =>
  send('POST', '/customerarea/contract:terminate', body, headers);

describe('POST /customerarea/contract:terminate', () => {
  it('ends a contract at the end of the month after one month’s notice, and sends the confirmation', async () => {
    store.customerState.put('AT', '10000001', 'personal', { eMail: 'katharina.gruber@example.org' });
    const response = await terminate(katharina, { productKey: 'P-10000001-1', reason: 'PRICE' }, { 'Accept-Language': 'de-AT' });
    expect(response.status).toBe(201);
    const confirmation = terminationConfirmation.parse(await response.json());
    expect(confirmation).toMatchObject({
      productKey: 'P-10000001-1',
      paymentType: 'POST_PAY',
      effectiveDate: '2026-12-31',
      runtimeEnd: null,
      consequences: ['SERVICE_ENDS', 'NUMBER_PORTABLE_UNTIL_END', 'FINAL_INVOICE', 'DEVICE_INSTALMENTS_CONTINUE'],
      confirmationSentTo: { channel: 'EMAIL', to: 'katharina.gruber@example.org' },
    });
    expect(confirmation.confirmationNumber).toMatch(/^K-\d{8}$/);
    const mail = store.outbox.messages('AT').at(-1)!;
    expect(mail).toMatchObject({
      channel: 'EMAIL',
      to: 'katharina.gruber@example.org',
      customerNumber: '10000001',
      subject: 'Ihre Kündigung von Mobil M',
    });
    expect(mail.text).toContain('2026-12-31');
    expect(mail.text).toContain(confirmation.confirmationNumber);

    const line = customerTariff.parse(await (await katharina('GET', '/customerarea/tariffs/P-10000001-1')).json());
    expect(line.termination).toEqual({ receivedAt: confirmation.receivedAt, effectiveDate: '2026-12-31' });
  });

  it('waits for the end of a running minimum term', async () => {
    const confirmation = terminationConfirmation.parse(await (await terminate(florian, { productKey: 'P-10000002-1' })).json());
    expect(confirmation.effectiveDate).toBe('2027-07-16');
    expect(confirmation.consequences).toContain('MINIMUM_TERM_RUNS');
    expect(confirmation.consequences).not.toContain('DEVICE_INSTALMENTS_CONTINUE');
  });

  it('ends a prepaid line today', async () => {
    const [lukas] = (await customersOf(NOW, 'CAMP', ['60000001'])).senders as [Send];
    const confirmation = terminationConfirmation.parse(await (await terminate(lukas, { productKey: 'P-60000001-2' })).json());
    expect(confirmation.effectiveDate).toBe('2026-11-23');
    expect(confirmation.consequences).toContain('PREPAID_BALANCE_REFUND');
  });

  it('takes a later day the customer names, within a year of the earliest, never an earlier one', async () => {
    const early = await terminate(katharina, { productKey: 'P-10000001-1', requestedDate: '2026-12-30' });
    expect(fieldErrorBody.parse(await early.json()).fields).toEqual([{ field: 'requestedDate', code: 'unavailable_date' }]);
    const far = await terminate(katharina, { productKey: 'P-10000001-1', requestedDate: '2028-01-31' });
    expect(fieldErrorBody.parse(await far.json()).fields).toEqual([{ field: 'requestedDate', code: 'unavailable_date' }]);
    const later = await terminate(katharina, { productKey: 'P-10000001-1', requestedDate: '2027-03-31' });
    expect(terminationConfirmation.parse(await later.json()).effectiveDate).toBe('2027-03-31');
  });

  it('terminates a line once, keeps its tariff, and does not terminate devices', async () => {
    expect((await terminate(katharina, { productKey: 'P-10000001-3' })).status).toBe(201);
    const twice = await terminate(katharina, { productKey: 'P-10000001-3' });
    expect(twice.status).toBe(409);
    expect(apiError.parse(await twice.json()).error).toBe('already_terminated');
    const device = await terminate(katharina, { productKey: 'P-10000001-2' });
    expect(device.status).toBe(409);
    expect(apiError.parse(await device.json()).error).toBe('not_terminable');

    await terminate(katharina, { productKey: 'P-10000001-1' });
    const change = await katharina('PUT', '/customerarea/tariff/P-10000001-1', { tariffModelSalesId: 'AT-MOBILE-S' });
    expect(change.status).toBe(409);
    expect(apiError.parse(await change.json()).error).toBe('terminated');
  });

  it('answers 400 with the fields for bad bodies', async () => {
    const cases: [unknown, string, string][] = [
      [{}, 'productKey', 'required'],
      [{ productKey: 'P-10000001-1', reason: 'BORED' }, 'reason', 'invalid_format'],
      [{ productKey: 'P-10000001-1', requestedDate: '31.12.2026' }, 'requestedDate', 'invalid_date'],
    ];
    for (const [body, field, code] of cases) {
      const response = await terminate(katharina, body);
      expect(response.status).toBe(400);
      expect(fieldErrorBody.parse(await response.json()).fields).toContainEqual({ field, code });
    }
    expect(store.outbox.messages('AT')).toEqual([]);
  });
});
