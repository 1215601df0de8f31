/**
 * A mobile line's tariff and spending caps as the content API answers them (IT 50000001's line, in
 * English), and a fetch stand-in for the door answering by "METHOD path".
 */
import { customerTariff, spendingCaps } from '@/lib/platform/contracts/account-lines';
import type { CustomerTariff, SpendingCaps } from '@/lib/platform/content-api/schemas';

export const PRODUCT = 'P-50000001-1';
export const TARIFF_PATH = `/api/upstream/customerarea/tariff/${PRODUCT}`;
export const TARIFF_READ_PATH = `/api/upstream/customerarea/tariffs/${PRODUCT}`;
export const CAPS_PATH = `/api/upstream/customerarea/spendingcaps/${PRODUCT}`;

const amount = (value: number, unit: string, isUnlimited = false) => ({ value, unit, isUnlimited });

const giga = (id: string, name: string, price: number, gb: number) => ({
  tariffModelSalesId: id,
  tariffDetailLink: id.toLowerCase(),
  tariffName: name,
  hasCostLimits: true,
  data: amount(gb, 'GB'),
  voice: amount(0, 'Min', true),
  sms: amount(0, 'SMS', true),
  euRoamingData: amount(10, 'GB'),
  euRoamingVoice: amount(0, 'Min', true),
  euRoamingSms: amount(0, 'SMS', true),
  money: { amount: price, currencyCode: 'EUR' },
  paymentType: 'POST_PAY' as const,
  customerType: 'PRIVATE' as const,
  simTypes: ['SIM' as const, 'ESIM' as const],
  commitmentMonths: 0,
  billPeriodType: 'MONTH' as const,
  billPeriodTranslation: 'a month',
  billPeriodTranslationShort: '/month',
  hasSpendingCap: true,
  hasDataRollover: true,
  hasFiveG: true,
  roamingEnabled: true,
  speedData: { maxDownload: 500, maxUpload: 100 },
  specialDeals: [],
  tariffDescription: `${gb} GB`,
  tariffDescriptionParts: [],
  legalDocument: { name: 'Summary', url: '/files/legal/summary.pdf' },
});

const setting = (id: string, name: string, value: boolean) => ({ id, name, description: `What ${name} does.`, value });

/** The line on Giga 150, free to change today (2026-11-25). */
export function tariffLine(overrides: Partial<CustomerTariff> = {}): CustomerTariff {
  return customerTariff.parse({
    productKey: PRODUCT,
    msisdn: '+39 347 5550101',
    iccids: ['89390150000001010005'],
    tariff: giga('IT-GIGA-150', 'Giga 150 5G', 9.9, 150),
    invoiceReference: { name: '', value: '' },
    tariffSettings: [
      setting('MOBILE_DATA', 'Mobile data', true),
      setting('ROAMING', 'Roaming', true),
      setting('THIRD_PARTY_BILLING', 'Pay others by phone bill', false),
    ],
    runtimeEnd: null,
    nextFreeTariffChange: '2026-11-25',
    tariffChangeOptions: [
      { tariffModelSalesId: 'IT-GIGA-50', tariffName: 'Giga 50', money: { amount: 5.9, currencyCode: 'EUR' } },
      { tariffModelSalesId: 'IT-GIGA-250', tariffName: 'Giga 250 5G', money: { amount: 12.9, currencyCode: 'EUR' } },
    ],
    ...overrides,
  });
}

/** The line after changing to Giga 250 on 2026-11-25: the next free change is on 1 December. */
export const changedLine = () =>
  tariffLine({
    tariff: giga('IT-GIGA-250', 'Giga 250 5G', 12.9, 250),
    nextFreeTariffChange: '2026-12-01',
    tariffChangeOptions: [
      { tariffModelSalesId: 'IT-GIGA-50', tariffName: 'Giga 50', money: { amount: 5.9, currencyCode: 'EUR' }, specialDeals: [] },
      { tariffModelSalesId: 'IT-GIGA-150', tariffName: 'Giga 150 5G', money: { amount: 9.9, currencyCode: 'EUR' }, specialDeals: [] },
    ],
  });

const cap = (id: string, name: string, value: number, maxValue: number, customizable = true) => ({
  id,
  name,
  unit: 'EUR',
  value,
  maxValue,
  customizable,
});
const service = (id: string, name: string, value: boolean) => ({ id, name, description: `What ${name} does.`, value });

export function lineCaps({ customizable = true, euCap = 0, cutoff = true } = {}): SpendingCaps {
  return spendingCaps.parse({
    groups: [
      { name: 'Beyond your allowance', caps: [cap('DATA', 'Extra data', 0, 50, customizable)] },
      {
        name: 'Roaming',
        caps: [
          cap('ROAMING_EU', 'In the EU beyond the roaming allowance', euCap, 50, customizable),
          cap('ROAMING_WORLD', 'Outside the EU', 10, 100, customizable),
        ],
      },
    ],
    services: [
      service('EU_ROAMING_DATA_CUTOFF', 'Stop data at the EU roaming allowance', cutoff),
      service('PREMIUM_NUMBERS', 'Premium-rate numbers', false),
    ],
  });
}
