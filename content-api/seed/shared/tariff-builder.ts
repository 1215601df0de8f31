/**
 * Builds seed tariffs from compact rows, so market files list what differs between tariffs (name,
 * price, allowances, deals) and nothing else. Defaults are those of a plain monthly postpaid SIM-only
 * tariff without commitment.
 */
import type { Amount } from '@storefront/wire';
import type { L, SeedDeal, SeedFixedLineTariff, SeedTariff, Window } from '../types';

/** GB of data, minutes or SMS; 'unlimited'; or a price per use such as '9 Cent/Minute'. */
export type Allowance = number | 'unlimited' | { perUse: string };

const unit = { data: 'GB', voice: 'Min', sms: 'SMS' } as const;

export function allowance(value: Allowance, kind: keyof typeof unit): Amount {
  if (value === 'unlimited') return { value: 0, unit: unit[kind], isUnlimited: true };
  if (typeof value === 'object') return { value: 0, unit: value.perUse, isUnlimited: false };
  return { value, unit: unit[kind], isUnlimited: false };
}

/** Monthly bill period texts in the four shop languages. */
export const MONTHLY: Pick<SeedTariff, 'billPeriodType' | 'billPeriodTranslation' | 'billPeriodTranslationShort'> = {
  billPeriodType: 'MONTH',
  billPeriodTranslation: { en: 'per month', de: 'pro Monat', fr: 'par mois', it: 'al mese' },
  billPeriodTranslationShort: { en: '/month', de: '/Monat', fr: '/mois', it: '/mese' },
};

/** Prepaid value cards are charged every 30 days. */
export const EVERY_30_DAYS: Pick<SeedTariff, 'billPeriodType' | 'billPeriodTranslation' | 'billPeriodTranslationShort'> = {
  billPeriodType: 'DAYS_30',
  billPeriodTranslation: { en: 'per 30 days', de: 'pro 30 Tage', fr: 'par 30 jours', it: 'ogni 30 giorni' },
  billPeriodTranslationShort: { en: '/30 days', de: '/30 Tage', fr: '/30 jours', it: '/30 giorni' },
};

export type TariffRow = {
  id: string;
  /** URL slug of the detail page (lower case, digits, hyphens). */
  slug: string;
  name: string;
  group: L;
  currency: 'EUR' | 'CHF' | 'GBP';
  /** Gross monthly price, or net price and VAT rate in percent for business tariffs. */
  price: number | { net: number; vatRate: number };
  data: Allowance;
  voice: Allowance;
  sms: Allowance;
  /** EU-roaming data in GB (defaults to the domestic data, capped by fair use). */
  euData?: Allowance;
  euVoice?: Allowance;
  euSms?: Allowance;
  euCalls?: Allowance;
  speed: [down: number, up: number];
  description: L;
  parts: L[];
  bonus?: L;
  prepaid?: boolean;
  business?: boolean;
  esim?: boolean;
  commitmentMonths?: number;
  fiveG?: boolean;
  spendingCap?: boolean;
  rollover?: boolean;
  costLimits?: boolean;
  roaming?: boolean;
  /** Reduced (or raised) basic fee during the first `months` months. */
  setup?: { months: number; basicFee: number; fee?: number; description: L };
  deals?: SeedDeal[];
  legal?: { name: L; url: string };
  billPeriodNote?: L;
} & Window;

export function tariff(row: TariffRow): SeedTariff {
  const money = (amount: number) => ({ amount, currencyCode: row.currency });
  return {
    tariffModelSalesId: row.id,
    tariffDetailLink: row.slug,
    tariffName: row.name,
    group: row.group,
    bonusDescription: row.bonus,
    hasCostLimits: row.costLimits ?? !row.prepaid,
    data: allowance(row.data, 'data'),
    voice: allowance(row.voice, 'voice'),
    sms: allowance(row.sms, 'sms'),
    euRoamingData: allowance(row.euData ?? row.data, 'data'),
    euRoamingVoice: allowance(row.euVoice ?? row.voice, 'voice'),
    euRoamingSms: allowance(row.euSms ?? row.sms, 'sms'),
    euCalls: row.euCalls === undefined ? undefined : allowance(row.euCalls, 'voice'),
    money:
      typeof row.price === 'number'
        ? money(row.price)
        : { netAmount: row.price.net, currencyCode: row.currency, vatRate: row.price.vatRate },
    paymentType: row.prepaid ? 'PRE_PAY' : 'POST_PAY',
    customerType: row.business ? 'BUSINESS' : 'PRIVATE',
    simTypes: row.esim === false ? ['SIM'] : ['SIM', 'ESIM'],
    commitmentMonths: row.commitmentMonths ?? 0,
    ...(row.prepaid ? EVERY_30_DAYS : MONTHLY),
    billPeriodAdditionalDescription: row.billPeriodNote,
    hasSpendingCap: row.spendingCap ?? true,
    hasDataRollover: row.rollover ?? false,
    hasFiveG: row.fiveG ?? true,
    roamingEnabled: row.roaming ?? true,
    speedData: { maxDownload: row.speed[0], maxUpload: row.speed[1] },
    setupFee: row.setup && {
      duration: row.setup.months,
      setupFee: money(row.setup.fee ?? 0),
      basicFeeDuringSetupFeeDuration: money(row.setup.basicFee),
      description: row.setup.description,
    },
    specialDeals: row.deals ?? [],
    tariffDescription: row.description,
    tariffDescriptionParts: row.parts,
    legalDocument: row.legal,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
}

export type FixedLineRow = {
  id: string;
  name: string;
  supplier: string;
  currency: 'EUR' | 'CHF' | 'GBP';
  price: number;
  speed: [down: number, up: number];
  commitmentMonths?: number;
  oneTimeSetupFee: number;
  monthlySetupFee?: number;
  packages?: { id: string; name: L; kind: 'OPTION' | 'TELEPHONY' | 'TV'; price: number; description: L }[];
  deals?: SeedDeal[];
  legal?: { name: L; url: string };
} & Window;

export function fixedLineTariff(row: FixedLineRow): SeedFixedLineTariff {
  const money = (amount: number) => ({ amount, currencyCode: row.currency });
  return {
    tariffModelSalesId: row.id,
    tariffName: row.name,
    connectionSupplierName: row.supplier,
    money: money(row.price),
    billPeriodTranslation: MONTHLY.billPeriodTranslation,
    speedData: { maxDownload: row.speed[0], maxUpload: row.speed[1] },
    commitmentMonths: row.commitmentMonths ?? 0,
    oneTimeSetupFee: money(row.oneTimeSetupFee),
    monthlySetupFee: row.monthlySetupFee === undefined ? undefined : money(row.monthlySetupFee),
    additionalPackages: (row.packages ?? []).map(({ price, ...p }) => ({ ...p, money: money(price) })),
    specialDeals: row.deals ?? [],
    legalDocument: row.legal,
    validFrom: row.validFrom,
    validTo: row.validTo,
  };
}
