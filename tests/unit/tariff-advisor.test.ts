import { SEEDS } from '@/content-api/seed';
import type { SeedCustomerProduct, SeedTariff } from '@/content-api/seed/types';
import { applyCostLimit, MB_PER_GB, overageCost } from '@/lib/domain/cost-control';
import { isSocialTariff } from '@/lib/domain/tariff-kind';
import { adviseTariff, covers, useOfItems, type AdvisedTariff, type MonthUse } from '@/lib/domain/tariff-advisor';
import { MARKETS, type MarketCode } from '@/lib/platform/markets/markets';

/** How much each of six months differs from the profile's average (days vary, SPEC §3 traffic). */
const SPREAD = [0.96, 1.02, 0.98, 1.04, 1, 0.97];

const seedOf = (market: MarketCode) => SEEDS.find((s) => s.market === market)!;

function lineOf(market: MarketCode, customerNumber: string, index = 0): { product: SeedCustomerProduct; tariff: SeedTariff } {
  const seed = seedOf(market);
  const customer = seed.customers.find((c) => c.customerNumber === customerNumber)!;
  const product = customer.products.filter((p) => p.type === 'IMSI')[index]!;
  return { product, tariff: seed.tariffs.find((t) => t.tariffModelSalesId === product.catalogueId)! };
}

/** The tariffs a line may change to, as the reference API offers them: on sale today, same kind, not hidden nor social. */
function optionsOf(market: MarketCode, current: SeedTariff): SeedTariff[] {
  const onSale = (t: SeedTariff) => !t.validFrom?.startsWith('+') && !t.validTo?.startsWith('-');
  return seedOf(market).tariffs.filter(
    (t) =>
      t.tariffModelSalesId !== current.tariffModelSalesId &&
      t.paymentType === current.paymentType &&
      t.customerType === current.customerType &&
      onSale(t) &&
      !t.specialDeals.some((d) => d.name === 'Hidden') &&
      !isSocialTariff(t),
  );
}

/** Six months of a seeded line's use: its profile spread over the months, extras beyond its tariff up to its cost limit, gross. */
function monthsOf(market: MarketCode, { product, tariff }: ReturnType<typeof lineOf>): MonthUse[] {
  const usage = product.usage!;
  const { currency, vatRate } = MARKETS[market];
  const allowance = (amount: SeedTariff['data'], perUnit = 1) => (amount.isUnlimited ? Infinity : amount.value * perUnit);
  return SPREAD.map((factor, i) => {
    const use = {
      dataMb: Math.round(usage.dataGb * MB_PER_GB * factor),
      minutes: Math.round(usage.minutes * factor),
      sms: Math.round(usage.sms * factor),
    };
    const over = {
      dataMb: Math.max(0, use.dataMb - allowance(tariff.data, MB_PER_GB)),
      minutes: Math.max(0, use.minutes - allowance(tariff.voice)),
      sms: Math.max(0, use.sms - allowance(tariff.sms)),
    };
    const net =
      product.costLimit === undefined ? overageCost(over).total : applyCostLimit(overageCost(over).total, product.costLimit).charged;
    return { month: `2026-0${i + 4}`, ...use, extras: { amount: Math.round(net * (100 + vatRate)) / 100, currencyCode: currency } };
  });
}

function adviceFor(market: MarketCode, customerNumber: string, index = 0) {
  const line = lineOf(market, customerNumber, index);
  return adviseTariff({
    months: monthsOf(market, line),
    current: line.tariff,
    options: optionsOf(market, line.tariff),
    currencyCode: MARKETS[market].currency,
  });
}

const tariffOf = (market: MarketCode, id: string) => seedOf(market).tariffs.find((t) => t.tariffModelSalesId === id)!;

describe('tariff advisor over seeded profiles (issue 27 §5)', () => {
  it('heavy data user beyond the allowance (UK 40000001, 36 GB on Everyday 30GB): a larger tariff is cheaper than the extras', () => {
    const advice = adviceFor('UK', '40000001');
    // Fees £10 × 12 plus extras at the cost limit (£10 net, £12 gross) × 12; Plus 100GB: 3 × £10 then 9 × £15.
    expect(advice).toMatchObject({
      kind: 'switch',
      current: { cents: 26400 },
      best: { tariff: { tariffModelSalesId: 'UK-PLUS-100GB' }, cents: 16500 },
      savingCents: 9900,
    });
    if (advice.kind !== 'switch') throw new Error(advice.kind);
    expect(advice.basis.averageExtrasCents).toBe(1200);
    expect(advice.basis.months).toEqual(['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09']);
  });

  it('heavy data user on a capped business tariff (AT 10000002, 95 GB on Business M): unlimited costs less than the extras', () => {
    expect(adviceFor('AT', '10000002', 1)).toMatchObject({
      kind: 'switch',
      best: { tariff: { tariffModelSalesId: 'AT-BUSINESS-UNLIMITED' } },
    });
  });

  it('light user on an unlimited tariff (IT 50000002, 40 GB on Business Illimitati): a smaller one covers the use, net prices compared gross', () => {
    // Business 100 at € 8 net + 22 % VAT = € 9.76 a month; Illimitati € 16 net = € 19.52.
    expect(adviceFor('IT', '50000002', 1)).toMatchObject({
      kind: 'switch',
      current: { cents: 23424 },
      best: { tariff: { tariffModelSalesId: 'IT-BUSINESS-100' }, cents: 11712 },
      savingCents: 11712,
    });
  });

  it('already on the cheapest that covers the use (DE 20000001, 30 GB on Smart L): only a dearer tariff covers it', () => {
    expect(adviceFor('DE', '20000001')).toMatchObject({ kind: 'cheapest', current: { cents: 17988 }, covering: 1 });
  });

  it('unlimited and no other tariff covers the use (DE 20000002, 70 GB on Business Flat Unlimited): the current tariff stays', () => {
    expect(adviceFor('DE', '20000002')).toMatchObject({ kind: 'cheapest', covering: 0 });
  });
});

describe('tariff advisor rules', () => {
  const uk = lineOf('UK', '40000001');
  const months = monthsOf('UK', uk);
  const input = { months, current: uk.tariff, options: optionsOf('UK', uk.tariff), currencyCode: 'GBP' };

  it('says there is too little history below three months rather than guessing', () => {
    expect(adviseTariff({ ...input, months: months.slice(0, 2) })).toEqual({
      kind: 'too_little_history',
      months: ['2026-04', '2026-05'],
      required: 3,
    });
    expect(adviseTariff({ ...input, months: months.slice(0, 3) }).kind).toBe('switch');
  });

  it('has nothing to compare with when the line may not change tariff', () => {
    expect(adviseTariff({ ...input, options: [] })).toMatchObject({ kind: 'no_options', current: { cents: 26400 } });
    expect(adviseTariff({ ...input, options: [uk.tariff] }).kind).toBe('no_options');
  });

  it('averages extras paid in one month only over every month read', () => {
    const julia = lineOf('DE', '20000001');
    const once = monthsOf('DE', julia).map((m, i) => (i === 2 ? { ...m, extras: { amount: 5.01, currencyCode: 'EUR' } } : m));
    const advice = adviseTariff({ months: once, current: julia.tariff, options: [], currencyCode: 'EUR' });
    // 501 cents over six months: 83.5 → 84 a month, × 12 on top of 12 × € 14.99.
    expect(advice).toMatchObject({ kind: 'no_options', basis: { averageExtrasCents: 84 }, current: { cents: 17988 + 84 * 12 } });
  });

  it('covers by the highest month of each kind; unlimited covers any month; a price per use includes nothing', () => {
    const peak = { dataMb: 30 * MB_PER_GB + 1, minutes: 10, sms: 0 };
    expect(covers(tariffOf('UK', 'UK-EVERYDAY-30GB'), peak)).toBe(false);
    expect(covers(tariffOf('UK', 'UK-EVERYDAY-30GB'), { ...peak, dataMb: 30 * MB_PER_GB })).toBe(true);
    expect(covers(tariffOf('UK', 'UK-UNLIMITED'), { dataMb: 10 ** 9, minutes: 10 ** 6, sms: 10 ** 6 })).toBe(true);
    expect(covers(tariffOf('UK', 'UK-TABLET-10GB'), { dataMb: 1, minutes: 1, sms: 0 })).toBe(false);
  });

  it('leaves out a tariff priced in another currency, and says nothing when the current one is', () => {
    const inEuro = (t: AdvisedTariff): AdvisedTariff => ({ ...t, money: { amount: 1, currencyCode: 'EUR' } });
    const plus = tariffOf('UK', 'UK-PLUS-100GB');
    expect(adviseTariff({ ...input, options: [inEuro(plus)] })).toMatchObject({ kind: 'cheapest', covering: 0 });
    expect(adviseTariff({ ...input, current: inEuro(uk.tariff) })).toEqual({ kind: 'not_comparable' });
  });

  it('at equal cost prefers the shorter commitment', () => {
    const plus = tariffOf('UK', 'UK-PLUS-100GB');
    const twin = { ...plus, tariffModelSalesId: 'TWIN', tariffName: 'A twin', commitmentMonths: 24 };
    expect(adviseTariff({ ...input, options: [twin, plus] })).toMatchObject({ best: { tariff: { tariffModelSalesId: 'UK-PLUS-100GB' } } });
  });

  it('reads a month from itemised items: calls by the started minute, SMS by count, data down and up; roaming left out', () => {
    const item = { duration: 0, count: 0, dataDown: 0, dataUp: 0 };
    expect(
      useOfItems([
        { ...item, event: 'CALL', duration: 61 },
        { ...item, event: 'CALL', duration: 60 },
        { ...item, event: 'SMS', count: 3 },
        { ...item, event: 'DATA', dataDown: 100.4, dataUp: 20.3 },
        { ...item, event: 'ROAMING', duration: 600 },
      ]),
    ).toEqual({ minutes: 3, sms: 3, dataMb: 121 });
  });
});
