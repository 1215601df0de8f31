/** Mobile tariffs as the shop knows them (lib/model: see common.ts). */
import type { Amount, LegalDocument, Money, Price, SpecialDeal } from './common';

export type PaymentType = 'POST_PAY' | 'PRE_PAY';
export type CustomerType = 'PRIVATE' | 'BUSINESS';
export type SimType = 'SIM' | 'ESIM';

/** Max download and upload speed in Mbit/s. */
export type SpeedData = { maxDownload: number; maxUpload: number };

/** SPEC §3 Setup fee: a reduced or raised basic fee during the first `duration` months. */
export type SetupFee = { duration: number; setupFee: Money; basicFeeDuringSetupFeeDuration: Money; description: string };

/** SPEC §3 Tariff, with the filter facets of the overview (customerType, simTypes, commitmentMonths). */
export type Tariff = {
  tariffModelSalesId: string;
  /** The tariff page's slug (lower-case letters, digits and hyphens). */
  tariffDetailLink: string;
  tariffName: string;
  bonusDescription?: string;
  hasCostLimits: boolean;
  data: Amount;
  voice: Amount;
  sms: Amount;
  euRoamingData: Amount;
  euRoamingVoice: Amount;
  euRoamingSms: Amount;
  euCalls?: Amount;
  money: Price;
  paymentType: PaymentType;
  customerType: CustomerType;
  simTypes: SimType[];
  commitmentMonths: number;
  billPeriodType: 'MONTH' | 'FOUR_WEEKS' | 'DAYS_30';
  billPeriodTranslation: string;
  billPeriodTranslationShort: string;
  billPeriodAdditionalDescription?: string;
  hasSpendingCap: boolean;
  hasDataRollover: boolean;
  hasFiveG: boolean;
  roamingEnabled: boolean;
  speedData: SpeedData;
  setupFee?: SetupFee;
  specialDeals: SpecialDeal[];
  tariffDescription: string;
  tariffDescriptionParts: string[];
  legalDocument?: LegalDocument;
};

export type TariffGroup = { tariffGroupName: string; tariffs: Tariff[] };
