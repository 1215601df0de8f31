import { tariffProduct, type TariffFact, type TariffTexts } from '@/lib/catalogue/tariff-json-ld';
import { tariffView } from '@/lib/catalogue/tariff-view';
import type { SpecialDeal, Tariff } from '@/lib/platform/content-api/schemas';
import { tariff } from '@/tests/support/devices';

const FACTS: TariffFact[] = [
  'data',
  'minutes',
  'sms',
  'euRoamingData',
  'euRoamingVoice',
  'euRoamingSms',
  'euCalls',
  'maxDownload',
  'maxUpload',
  'fiveG',
  'dataRollover',
];
const TEXTS: TariffTexts = {
  labels: Object.fromEntries(FACTS.map((f) => [f, `label:${f}`])) as Record<TariffFact, string>,
  unlimited: 'Unlimitiert',
};
const ORIGIN = 'http://at.localhost:3000';
const url = (t: Tariff) => `${ORIGIN}/tarife/${t.tariffDetailLink}`;

const productOf = (t: Tariff, texts: TariffTexts = TEXTS, timeZone = 'Europe/Vienna') =>
  tariffProduct(tariffView(t, 'DETAIL'), { url: url(t), origin: ORIGIN, timeZone, texts });
const offerOf = (t: Tariff, texts?: TariffTexts) => productOf(t, texts).offers as Record<string, unknown>;
const specsOf = (t: Tariff, texts?: TariffTexts) => offerOf(t, texts).priceSpecification as Record<string, unknown>[];

const eur = (amount: number) => ({ amount, currencyCode: 'EUR' });
const PER_MONTH = { unitCode: 'MON', referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' }, billingIncrement: 1 };
const SUBSCRIPTION = 'https://schema.org/Subscription';

/** AT's Mobil M: € 12.90 a month, the first month free, formerly € 14.90, no minimum term. */
const mobilM = tariff('AT-MOBILE-M', 12.9, {
  tariffName: 'Mobil M',
  tariffDetailLink: 'mobil-m',
  tariffDescription: 'Unser beliebtester Tarif.',
  data: { value: 40, unit: 'GB', isUnlimited: false },
  voice: { value: 0, unit: 'Min', isUnlimited: true },
  setupFee: { duration: 1, setupFee: eur(0), basicFeeDuringSetupFeeDuration: eur(0), description: 'Danach € 12,90 pro Monat.' },
  specialDeals: [{ name: 'CrossedOutPrice', pages: ['OVERVIEW', 'DETAIL'], specialDealText: '14.90' }],
});

describe('a tariff page as schema.org Product (issue 25 §3)', () => {
  it('offers the monthly fee in the market’s currency, sold by the market’s Organization, on the tariff’s own page', () => {
    expect(productOf(mobilM)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Mobil M',
      sku: 'AT-MOBILE-M',
      url: url(mobilM),
      description: 'Unser beliebtester Tarif.',
      brand: { '@id': `${ORIGIN}/#organization` },
      offers: {
        '@type': 'Offer',
        price: 12.9,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: url(mobilM),
        seller: { '@id': `${ORIGIN}/#organization` },
      },
    });
  });

  it('bills the setup period first, then the regular fee from its end; the crossed-out price is the strikethrough price', () => {
    const texts = { ...TEXTS, setupPeriod: 'Erster Monat: € 0,00' };
    expect(specsOf(mobilM, texts)).toEqual([
      {
        '@type': 'UnitPriceSpecification',
        price: 0,
        priceCurrency: 'EUR',
        ...PER_MONTH,
        valueAddedTaxIncluded: true,
        priceComponentType: SUBSCRIPTION,
        billingDuration: 1,
        name: 'Erster Monat: € 0,00',
        description: 'Danach € 12,90 pro Monat.',
      },
      {
        '@type': 'UnitPriceSpecification',
        price: 12.9,
        priceCurrency: 'EUR',
        ...PER_MONTH,
        valueAddedTaxIncluded: true,
        priceComponentType: SUBSCRIPTION,
        billingStart: 1,
      },
      {
        '@type': 'UnitPriceSpecification',
        price: 14.9,
        priceCurrency: 'EUR',
        ...PER_MONTH,
        valueAddedTaxIncluded: true,
        priceType: 'https://schema.org/StrikethroughPrice',
      },
    ]);
  });

  it('bills the regular fee for the rest of the minimum term after a setup period', () => {
    const xl = tariff('AT-MOBILE-XL', 29.9, {
      commitmentMonths: 24,
      setupFee: { duration: 3, setupFee: eur(0), basicFeeDuringSetupFeeDuration: eur(19.9), description: '' },
    });
    expect(specsOf(xl).map(({ price, billingStart, billingDuration }) => ({ price, billingStart, billingDuration }))).toEqual([
      { price: 19.9, billingStart: undefined, billingDuration: 3 },
      { price: 29.9, billingStart: 3, billingDuration: 21 },
    ]);
  });

  it('states a business tariff’s net fee without VAT, with the gross price as the page states it, and the minimum term', () => {
    const business = tariff('UK-BUSINESS-25GB', 0, {
      customerType: 'BUSINESS',
      money: { netAmount: 9, vatRate: 20, currencyCode: 'GBP' },
      commitmentMonths: 12,
    });
    const texts = { ...TEXTS, grossPrice: '£ 10.80 incl. 20% VAT' };
    expect(offerOf(business, texts)).toMatchObject({ price: 9, priceCurrency: 'GBP' });
    expect(specsOf(business, texts)).toEqual([
      {
        '@type': 'UnitPriceSpecification',
        price: 9,
        priceCurrency: 'GBP',
        ...PER_MONTH,
        valueAddedTaxIncluded: false,
        priceComponentType: SUBSCRIPTION,
        billingDuration: 12,
        description: '£ 10.80 incl. 20% VAT',
      },
    ]);
  });

  it('prices a value card per 30 days, and rounds fees to one decimal as the page shows them (SPEC §9)', () => {
    const card = tariff('AT-PREPAID-10', 9.99, { paymentType: 'PRE_PAY', billPeriodType: 'DAYS_30' });
    expect(offerOf(card).price).toBe(10);
    expect(specsOf(card)).toEqual([
      {
        '@type': 'UnitPriceSpecification',
        price: 10,
        priceCurrency: 'EUR',
        unitCode: 'DAY',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 30, unitCode: 'DAY' },
        billingIncrement: 30,
        valueAddedTaxIncluded: true,
        priceComponentType: SUBSCRIPTION,
      },
    ]);
  });

  it('adds a one-off setup fee as activation fee, and leaves out setup amounts in another currency', () => {
    const withFee = tariff('T', 20, {
      setupFee: { duration: 1, setupFee: eur(49), basicFeeDuringSetupFeeDuration: eur(20), description: '' },
    });
    expect(specsOf(withFee, { ...TEXTS, setupFeeOnce: 'Einmaliges Einrichtungsentgelt: € 49,00' })).toContainEqual({
      '@type': 'UnitPriceSpecification',
      priceComponentType: 'https://schema.org/ActivationFee',
      price: 49,
      priceCurrency: 'EUR',
      valueAddedTaxIncluded: true,
      name: 'Einmaliges Einrichtungsentgelt: € 49,00',
    });
    const foreign = tariff('T', 20, {
      setupFee: { duration: 1, setupFee: { amount: 49, currencyCode: 'CHF' }, basicFeeDuringSetupFeeDuration: eur(0), description: '' },
    });
    expect(specsOf(foreign)).toEqual([expect.objectContaining({ price: 20, priceComponentType: SUBSCRIPTION })]);
  });

  it('shows only the deals of the detail page: a crossed-out price of the lists alone is not stated', () => {
    const listsOnly: SpecialDeal = { name: 'CrossedOutPrice', pages: ['LANDING', 'OVERVIEW'], specialDealText: '18.00' };
    expect(specsOf(tariff('T', 15, { specialDeals: [listsOnly] })).map((s) => s.priceType)).toEqual([undefined]);
  });

  it('ends the offer’s price on the day an expiring deal ends, in the market’s time zone', () => {
    const expiring: SpecialDeal = { name: 'ExpiringSpecialDeal', pages: ['DETAIL'], validUntil: '2026-12-31T23:30:00Z' };
    expect(offerOf(tariff('T', 8, { specialDeals: [expiring] })).priceValidUntil).toBe('2027-01-01');
    expect(offerOf(tariff('T', 8)).priceValidUntil).toBeUndefined();
  });

  it('states the allowances as the page labels them: amounts with their unit, unlimited in words, prices per use as written', () => {
    const data20 = tariff('AT-DATA-20', 9.9, {
      data: { value: 20, unit: 'GB', isUnlimited: false },
      voice: { value: 0, unit: '9 Cent/Minute', isUnlimited: false },
      sms: { value: 0, unit: 'SMS', isUnlimited: false },
      euRoamingData: { value: 0, unit: 'GB', isUnlimited: true },
      euCalls: { value: 1000, unit: 'Min', isUnlimited: false },
      hasDataRollover: true,
    });
    expect(productOf(data20).additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'label:data', value: 20, unitText: 'GB' },
      { '@type': 'PropertyValue', name: 'label:minutes', value: '9 Cent/Minute' },
      { '@type': 'PropertyValue', name: 'label:sms', value: 0, unitText: 'SMS' },
      { '@type': 'PropertyValue', name: 'label:euRoamingData', value: 'Unlimitiert' },
      { '@type': 'PropertyValue', name: 'label:euRoamingVoice', value: 0, unitText: 'GB' },
      { '@type': 'PropertyValue', name: 'label:euRoamingSms', value: 0, unitText: 'GB' },
      { '@type': 'PropertyValue', name: 'label:euCalls', value: 1000, unitText: 'Min' },
      { '@type': 'PropertyValue', name: 'label:maxDownload', value: 300, unitCode: 'E20', unitText: 'Mbit/s' },
      { '@type': 'PropertyValue', name: 'label:maxUpload', value: 50, unitCode: 'E20', unitText: 'Mbit/s' },
      { '@type': 'PropertyValue', name: 'label:fiveG', value: true },
      { '@type': 'PropertyValue', name: 'label:dataRollover', value: true },
    ]);
  });
});
