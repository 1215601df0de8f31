import { apiError, usage, usages, type Balance } from '@storefront/wire';
import { customerSender } from './support/customer-area';
import { referenceApp } from './support/reference-api';

const NOW = '2026-11-23T10:00:00Z';
const { app, clock, store } = referenceApp(NOW);

beforeEach(() => clock.set(new Date(NOW)));

const byType = (balances: Balance[], type: Balance['balanceGroupType']) => balances.find((b) => b.balanceGroupType === type)!;

describe('GET /customerarea/usage', () => {
  it("answers every SIM line's usage and none for devices or fixed lines", async () => {
    const katharina = await customerSender(app, '10000001');
    const response = await katharina('GET', '/customerarea/usage');
    expect(response.status).toBe(200);
    expect(usages.parse(await response.json()).map((u) => u.productKey)).toEqual(['P-10000001-1']);
    const florian = await customerSender(app, '10000002');
    expect(usages.parse(await (await florian('GET', '/customerarea/usage')).json())).toHaveLength(4);
  });

  it('needs a bearer token', async () => {
    const response = await app.request('/customerarea/usage', { headers: { 'X-Market': 'AT' } });
    expect(response.status).toBe(401);
  });
});

describe('GET /customerarea/usage/{productKey}', () => {
  it('gives the calendar month, balances near the limit and a roaming trip paired by group type', async () => {
    const katharina = await customerSender(app, '10000001');
    const line = usage.parse(await (await katharina('GET', '/customerarea/usage/P-10000001-1')).json());
    expect(line).toMatchObject({
      billPeriodStart: '2026-11-01',
      billPeriodEnd: '2026-11-30',
      isInActivationMonth: false,
      hasAliquotBalances: false,
    });
    const data = byType(line.balances, 'DATA');
    expect(data).toMatchObject({ limit: 40, unit: 'GB', unlimited: false, name: 'Data' });
    expect(data.usage / data.limit).toBeGreaterThan(0.7);
    expect(data.usage).toBeLessThan(data.limit);
    expect(byType(line.balances, 'MINUTES')).toMatchObject({ unlimited: true });
    // Mobil M: 19 GB EU-roaming data; the trip to Italy is the last four days.
    expect(byType(line.euRoaming, 'DATA')).toMatchObject({ limit: 19, unit: 'GB' });
    expect(byType(line.euRoaming, 'DATA').usage).toBeGreaterThan(2);
    expect(line.euRoaming.map((b) => b.balanceGroupType).sort()).toEqual(line.balances.map((b) => b.balanceGroupType).sort());
    expect(line.prepaid).toBeUndefined();
  });

  it('keeps the steady trip of IT 50000002’s Business 100 at 85 % of its EU roaming data, whatever the day', async () => {
    for (const day of ['2026-11-01T06:00:00Z', NOW, '2026-12-31T23:00:00Z']) {
      clock.set(new Date(day));
      const marco = await customerSender(app, '50000002', 'IT');
      const line = usage.parse(await (await marco('GET', '/customerarea/usage/P-50000002-3')).json());
      expect(byType(line.euRoaming, 'DATA')).toMatchObject({ limit: 8, usage: 6.8 });
    }
  });

  it('shows a line over its limit, with the charges its cost limit allows', async () => {
    const florian = await customerSender(app, '10000002');
    const line = usage.parse(await (await florian('GET', '/customerarea/usage/P-10000002-2')).json());
    const data = byType(line.balances, 'DATA');
    expect(data.usage).toBeGreaterThan(data.limit);
    expect(line.spendingCaps.available).toBe(true);
    // Cost limit 25 net, gross with 20 % VAT.
    expect(line.spendingCaps.chargesSoFar).toEqual({ amount: 30, currencyCode: 'EUR' });
  });

  it('gives a line activated this month its units pro rata', async () => {
    const florian = await customerSender(app, '10000002');
    const line = usage.parse(await (await florian('GET', '/customerarea/usage/P-10000002-3')).json());
    // Activated on 17 November: 14 of 30 days left; Business M has 60 GB.
    expect(line).toMatchObject({
      billPeriodStart: '2026-11-17',
      billPeriodEnd: '2026-11-30',
      isInActivationMonth: true,
      hasAliquotBalances: true,
    });
    expect(byType(line.balances, 'DATA').limit).toBe(28);
    expect(byType(line.euRoaming, 'DATA').limit).toBe(10.26);
  });

  it("gives a prepaid line's 30-day period, its low credit and the market's recharge options", async () => {
    const elif = await customerSender(app, '10000003', 'AT', 'de-AT');
    const line = usage.parse(await (await elif('GET', '/customerarea/usage/P-10000003-1')).json());
    expect(line.prepaid).toMatchObject({
      name: 'Wertkarte 10',
      balance: 1.85,
      currency: '€',
      currencyISO: 'EUR',
      allowedRechargeAmounts: [10, 15, 20, 30, 50],
    });
    expect(line.prepaid!.allowedRechargePaymentMethods.map((m) => m.key)).toEqual([
      'creditcard',
      'storedcreditcard',
      'applepay',
      'eps',
      'paysafecard',
      'voucher',
    ]);
    expect(line.prepaid!.allowedRechargePaymentMethods[0]!.name).toBe('Kreditkarte');
    expect(byType(line.balances, 'DATA').name).toBe('Daten');
    const days = (Date.parse(line.billPeriodEnd) - Date.parse(line.billPeriodStart)) / 86_400_000 + 1;
    expect(days).toBe(30);
  });

  it('reads the credit a recharge left in the customer state', async () => {
    store.customerState.put('AT', '10000003', 'prepaid:P-10000003-1', { balance: 21.85 });
    const elif = await customerSender(app, '10000003');
    expect(usage.parse(await (await elif('GET', '/customerarea/usage/P-10000003-1')).json()).prepaid?.balance).toBe(21.85);
  });

  it('gives a fixed line its calendar-month bill period and nothing counted', async () => {
    const katharina = await customerSender(app, '10000001');
    const response = await katharina('GET', '/customerarea/usage/P-10000001-3');
    expect(response.status).toBe(200);
    expect(usage.parse(await response.json())).toEqual({
      productKey: 'P-10000001-3',
      billPeriodStart: '2026-11-01',
      billPeriodEnd: '2026-11-30',
      isInActivationMonth: false,
      hasAliquotBalances: false,
      balances: [],
      euRoaming: [],
      spendingCaps: { available: false, chargesSoFar: { amount: 0, currencyCode: 'EUR' } },
    });
  });

  it("answers 404 for a device, an unknown key and another customer's line, alike", async () => {
    const katharina = await customerSender(app, '10000001');
    for (const key of ['P-10000001-2', 'P-10000001-9', 'P-10000002-1']) {
      const response = await katharina('GET', `/customerarea/usage/${key}`);
      expect(response.status).toBe(404);
      expect(apiError.parse(await response.json()).error).toBe('not_found');
    }
    const florian = await customerSender(app, '10000002');
    expect((await florian('GET', '/customerarea/usage/P-10000001-1')).status).toBe(404);
  });

  it('answers the same usage on every read (derived, not random)', async () => {
    const katharina = await customerSender(app, '10000001');
    const read = async () => (await katharina('GET', '/customerarea/usage/P-10000001-1')).json();
    expect(await read()).toEqual(await read());
  });

  it('follows the sandbox clock into the next bill period', async () => {
    clock.set(new Date('2026-12-02T08:00:00Z'));
    const katharina = await customerSender(app, '10000001');
    const line = usage.parse(await (await katharina('GET', '/customerarea/usage/P-10000001-1')).json());
    expect(line.billPeriodStart).toBe('2026-12-01');
    expect(byType(line.balances, 'DATA').usage).toBeLessThan(8);
  });
});
