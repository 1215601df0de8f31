import { SEEDS } from '../seed';
import { catalogueItemOf } from '../src/customer-area/catalogue';
import { referenceApp } from './support/reference-api';

const { store } = referenceApp('2026-11-23T10:00:00Z');
const products = SEEDS.flatMap((seed) =>
  seed.customers.flatMap((customer) => customer.products.map((product) => ({ market: seed.market, customer, product }))),
);

describe('the demo customers of the customer area', () => {
  it.each(products.map((p) => [p.product.key, p] as const))('%s is sold as a catalogue item of its name', (_key, { market, product }) => {
    const item = catalogueItemOf(store, market, product);
    expect(item).toBeDefined();
    if (item?.kind === 'tariff' || item?.kind === 'fixedLine') {
      expect(item.tariff.tariffName).toBe(product.name);
      expect(item.kind === 'tariff' ? item.tariff.paymentType : 'POST_PAY').toBe(product.paymentType);
    }
  });

  it('gives postpaid lines at least 14 months of history, and SIM lines a usage profile', () => {
    for (const { product } of products) {
      if (product.paymentType === 'POST_PAY' && product.startedMonthsAgo > 0) expect(product.startedMonthsAgo).toBeGreaterThanOrEqual(14);
      if (product.type === 'IMSI') expect(product.usage).toBeDefined();
    }
  });

  it('has a prepaid line with a low balance and a company customer with several lines in AT', () => {
    const at = SEEDS.find((s) => s.market === 'AT')!;
    expect(at.customers.some((c) => c.products.some((p) => p.paymentType === 'PRE_PAY' && (p.prepaidBalance ?? Infinity) < 5))).toBe(true);
    expect(at.customers.some((c) => c.isCompany && c.personal.vatNumber && c.products.length > 2)).toBe(true);
  });
});
