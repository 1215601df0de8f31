/**
 * Issue 15 §3: no customer reads or changes another customer's line by changing an id. Every call of
 * the customer's lines that takes a product key answers another customer's key exactly like an
 * unknown one, and changes nothing.
 */
import { customerTariff } from '@storefront/wire';
import { customersOf } from './support/customer';
import type { Send } from './support/orders';

type Call = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: (key: string) => string, body?: (key: string) => unknown];

const CALLS: Call[] = [
  ['GET', (k) => `/customerarea/tariffs/${k}`],
  ['PUT', (k) => `/customerarea/tariff/${k}`, () => ({ invoiceReference: { name: 'x', value: 'y' } })],
  ['GET', (k) => `/customerarea/tariff/${k}/esim`],
  ['GET', (k) => `/customerarea/spendingcaps/${k}`],
  ['PUT', (k) => `/customerarea/spendingcaps/${k}`, () => ({ caps: [{ id: 'DATA', value: 5 }] })],
  ['GET', (k) => `/customerarea/settings/${k}`],
  ['PUT', (k) => `/customerarea/settings/${k}`, () => ({ voicemail: { enabled: false } })],
  ['GET', (k) => `/customerarea/settings/${k}/customvoicemail`],
  ['DELETE', (k) => `/customerarea/settings/${k}/customvoicemail`],
  ['GET', (k) => `/customerarea/settings/${k}/customvoicemail/available`],
  ['GET', (k) => `/customerarea/settings/${k}/voicemail/speaker`],
  ['POST', () => '/customerarea/contract:terminate', (k) => ({ productKey: k })],
  ['GET', (k) => `/simcards/${k}`],
  ['PUT', (k) => `/simcards/${k}/action:lock`],
  ['POST', () => '/simcards/replacements', (k) => ({ productKey: k, simType: 'ESIM' })],
  ['POST', (k) => `/simcards/${k}/replacements/89430110000000000007`],
];

describe.each([
  ['AT', '10000001', '10000002'],
  ['UK', '40000001', '40000002'],
])('%s: customer %s and customer %s', (market, first, second) => {
  let senders: Send[];
  beforeAll(async () => {
    ({ senders } = await customersOf('2026-11-23T10:00:00Z', market, [first, second]));
  });

  it.each(CALLS.map((call) => [`${call[0]} ${call[1]('{id}')}`, call] as const))(
    '%s answers 404 not_found for the other’s line',
    async (_name, [method, path, body]) => {
      for (const [self, other] of [
        [senders[0]!, `P-${second}-1`],
        [senders[1]!, `P-${first}-1`],
      ] as const) {
        const foreign = await self(method, path(other), body?.(other), { 'Content-Type': 'application/json' });
        const unknown = await self(method, path('P-00000000-1'), body?.('P-00000000-1'));
        expect(foreign.status).toBe(404);
        expect(await foreign.json()).toEqual({ error: 'not_found', message: 'No such product.' });
        expect(unknown.status).toBe(404);
      }
    },
  );

  it('left the other’s line as it was', async () => {
    const line = customerTariff.parse(await (await senders[1]!('GET', `/customerarea/tariffs/P-${second}-1`)).json());
    expect(line.invoiceReference).toEqual({ name: '', value: '' });
    expect(line.termination).toBeUndefined();
  });

  it('switching codes (UK) are the own line’s only', async () => {
    const path = (k: string) => `/customerarea/tariff/${k}/porting/authorisationcode`;
    const [self] = senders;
    const other = `P-${second}-1`;
    expect((await self!('GET', path(other))).status).toBe(404);
    expect((await self!('POST', `${path(other)}/PAC`)).status).toBe(404);
  });
});
