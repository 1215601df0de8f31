import { apiError, fieldErrorBody, spendingCaps } from '@storefront/wire';
import { customersOf } from './support/customer';
import type { Send } from './support/orders';

let katharina: Send; // AT 10000001: Mobil M (cost limits and a spending cap)
let florian: Send; // AT 10000002: Daten 150 on line 4 has no spending cap
let lukas: Send; // CAMP 60000001: Urlaub M on line 2 is prepaid, caps not customizable

beforeEach(async () => {
  [katharina, florian] = (await customersOf('2026-11-23T10:00:00Z', 'AT', ['10000001', '10000002'])).senders as [Send, Send];
  [lukas] = (await customersOf('2026-11-23T10:00:00Z', 'CAMP', ['60000001'])).senders as [Send];
});

const caps = async (send: Send, key: string) => spendingCaps.parse(await (await send('GET', `/customerarea/spendingcaps/${key}`)).json());
const capById = (value: Awaited<ReturnType<typeof caps>>, id: string) => value.groups.flatMap((g) => g.caps).find((c) => c.id === id);

describe('GET /customerarea/spendingcaps/{id}', () => {
  it('gives the tariff’s caps in the market’s currency, 0 beyond the allowance and the recommended 10 outside the EU', async () => {
    const value = await caps(katharina, 'P-10000001-1');
    expect(value.groups.map((g) => g.name)).toEqual(['Beyond your allowance', 'Roaming']);
    expect(capById(value, 'DATA')).toEqual({ id: 'DATA', name: 'Extra data', unit: 'EUR', value: 0, maxValue: 50, customizable: true });
    expect(capById(value, 'ROAMING_WORLD')).toMatchObject({ value: 10, maxValue: 100, customizable: true });
    expect(value.services.map((s) => [s.id, s.value])).toEqual([
      ['EU_ROAMING_DATA_CUTOFF', true],
      ['LIMIT_SMS', true],
      ['PREMIUM_NUMBERS', false],
    ]);
  });

  it('has no caps for a tariff without a spending cap, and fixed ones for a tariff without cost limits', async () => {
    expect((await caps(florian, 'P-10000002-4')).groups).toEqual([]);
    const prepaid = await caps(lukas, 'P-60000001-2');
    expect(prepaid.groups.flatMap((g) => g.caps).every((c) => !c.customizable)).toBe(true);
  });

  it('answers 404 for a fixed line of the customer', async () => {
    const response = await katharina('GET', '/customerarea/spendingcaps/P-10000001-3');
    expect(response.status).toBe(404);
    expect(apiError.parse(await response.json()).error).toBe('not_a_mobile_line');
  });
});

describe('PUT /customerarea/spendingcaps/{id}', () => {
  it('sets caps up to their maximum and switches services, keeping the rest', async () => {
    const response = await katharina('PUT', '/customerarea/spendingcaps/P-10000001-1', {
      caps: [{ id: 'DATA', value: 50 }],
      services: [{ id: 'EU_ROAMING_DATA_CUTOFF', value: false }],
    });
    expect(response.status).toBe(200);
    const value = spendingCaps.parse(await response.json());
    expect(capById(value, 'DATA')?.value).toBe(50);
    expect(capById(value, 'ROAMING_WORLD')?.value).toBe(10);
    expect(value.services.find((s) => s.id === 'EU_ROAMING_DATA_CUTOFF')?.value).toBe(false);
    expect(capById(await caps(katharina, 'P-10000001-1'), 'DATA')?.value).toBe(50);
  });

  it('refuses a cap above its maximum, an unknown cap or service and a cap the tariff fixes', async () => {
    const response = await katharina('PUT', '/customerarea/spendingcaps/P-10000001-1', {
      caps: [
        { id: 'DATA', value: 51 },
        { id: 'SATELLITE', value: 1 },
      ],
      services: [{ id: 'CASINO', value: true }],
    });
    expect(response.status).toBe(400);
    expect(fieldErrorBody.parse(await response.json()).fields).toEqual([
      { field: 'caps.0.value', code: 'too_large' },
      { field: 'caps.1.id', code: 'not_allowed' },
      { field: 'services.0.id', code: 'not_allowed' },
    ]);
    const fixed = await lukas('PUT', '/customerarea/spendingcaps/P-60000001-2', { caps: [{ id: 'ROAMING_EU', value: 5 }] });
    expect(fieldErrorBody.parse(await fixed.json()).fields).toEqual([{ field: 'caps.0.value', code: 'not_allowed' }]);
    expect(capById(await caps(katharina, 'P-10000001-1'), 'DATA')?.value).toBe(0);
  });

  it('answers 400 with the fields for bad bodies', async () => {
    const cases: [unknown, string, string][] = [
      [{}, '(body)', 'required'],
      [{ caps: [{ id: 'DATA', value: -1 }] }, 'caps.0.value', 'invalid_format'],
      [{ caps: [{ id: 'DATA', value: 2.5 }] }, 'caps.0.value', 'invalid_format'],
      [{ services: [{ id: 'LIMIT_SMS' }] }, 'services.0.value', 'required'],
    ];
    for (const [body, field, code] of cases) {
      const response = await katharina('PUT', '/customerarea/spendingcaps/P-10000001-1', body);
      expect(response.status).toBe(400);
      expect(fieldErrorBody.parse(await response.json()).fields).toContainEqual({ field, code });
    }
  });
});
