import { z } from 'zod';
import { amount, legalDocument, money, price, specialDeal } from './common';

export const paymentType = z.enum(['POST_PAY', 'PRE_PAY']);
export type PaymentType = z.infer<typeof paymentType>;

export const customerType = z.enum(['PRIVATE', 'BUSINESS']);
export type CustomerType = z.infer<typeof customerType>;

export const simType = z.enum(['SIM', 'ESIM']);
export type SimType = z.infer<typeof simType>;

/** Max download and upload speed in Mbit/s. */
export const speedData = z.object({
  maxDownload: z.number().positive(),
  maxUpload: z.number().positive(),
});
export type SpeedData = z.infer<typeof speedData>;

/** SPEC §3 Setup fee: a reduced or raised basic fee during the first `duration` months. */
export const setupFee = z.object({
  duration: z.number().int().positive(),
  setupFee: money,
  basicFeeDuringSetupFeeDuration: money,
  description: z.string(),
});
export type SetupFee = z.infer<typeof setupFee>;

/** SPEC §3 Tariff, plus the filter facets the overview needs (customerType, simTypes, commitmentMonths). */
export const tariff = z.object({
  tariffModelSalesId: z.string().min(1),
  tariffDetailLink: z.string().regex(/^[a-z0-9-]+$/),
  tariffName: z.string().min(1),
  bonusDescription: z.string().optional(),
  hasCostLimits: z.boolean(),
  data: amount,
  voice: amount,
  sms: amount,
  euRoamingData: amount,
  euRoamingVoice: amount,
  euRoamingSms: amount,
  euCalls: amount.optional(),
  money: price,
  paymentType,
  customerType,
  simTypes: z.array(simType).min(1),
  commitmentMonths: z.number().int().min(0),
  billPeriodType: z.enum(['MONTH', 'FOUR_WEEKS', 'DAYS_30']),
  billPeriodTranslation: z.string(),
  billPeriodTranslationShort: z.string(),
  billPeriodAdditionalDescription: z.string().optional(),
  hasSpendingCap: z.boolean(),
  hasDataRollover: z.boolean(),
  hasFiveG: z.boolean(),
  roamingEnabled: z.boolean(),
  speedData,
  setupFee: setupFee.optional(),
  specialDeals: z.array(specialDeal),
  tariffDescription: z.string(),
  tariffDescriptionParts: z.array(z.string()),
  legalDocument: legalDocument.optional(),
});
export type Tariff = z.infer<typeof tariff>;

export const tariffGroup = z.object({
  tariffGroupName: z.string(),
  tariffs: z.array(tariff),
});
export type TariffGroup = z.infer<typeof tariffGroup>;

export const tariffGroups = z.array(tariffGroup);
