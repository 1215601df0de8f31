import { z } from 'zod';
import { legalDocument, money, specialDeal } from './common';
import { speedData } from './tariffs';

export const additionalPackage = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['OPTION', 'TELEPHONY', 'TV']),
  money,
  description: z.string(),
});
export type AdditionalPackage = z.infer<typeof additionalPackage>;

/** SPEC §3 Fixed-line tariff. */
export const fixedLineTariff = z.object({
  tariffModelSalesId: z.string().min(1),
  tariffName: z.string().min(1),
  connectionSupplierName: z.string(),
  money,
  billPeriodTranslation: z.string(),
  speedData,
  commitmentMonths: z.number().int().min(0),
  oneTimeSetupFee: money,
  monthlySetupFee: money.optional(),
  additionalPackages: z.array(additionalPackage),
  specialDeals: z.array(specialDeal),
  legalDocument: legalDocument.optional(),
});
export type FixedLineTariff = z.infer<typeof fixedLineTariff>;
export const fixedLineTariffs = z.array(fixedLineTariff);
