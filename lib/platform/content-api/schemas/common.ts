import { z } from 'zod';

/** ISO 4217 code as the content API sends it (EUR, CHF, GBP). */
export const currencyCode = z.string().regex(/^[A-Z]{3}$/);

/** SPEC §3 Money: a gross amount. */
export const money = z.object({
  amount: z.number(),
  currencyCode,
});
export type Money = z.infer<typeof money>;

/** SPEC §3 Net price: total = netAmount × (1 + vatRate / 100). */
export const netPrice = z.object({
  netAmount: z.number(),
  currencyCode,
  vatRate: z.number().min(0).max(100),
});
export type NetPrice = z.infer<typeof netPrice>;

/** A price is either gross (consumer) or net with VAT (business). */
export const price = z.union([money, netPrice]);
export type Price = z.infer<typeof price>;

/** SPEC §3 Data amount; also used for minutes and SMS allowances. */
export const amount = z.object({
  value: z.number().min(0),
  unit: z.string().min(1),
  isUnlimited: z.boolean(),
});
export type Amount = z.infer<typeof amount>;

/** SPEC §2 page contexts on which special deals may show. */
export const pageContext = z.enum(['LANDING', 'DETAIL', 'OVERVIEW', 'APPONBOARDING', 'SUPPLIER', 'INTERNET', 'UKNOWN_FIXEDLINE_ADDRESS']);
export type PageContext = z.infer<typeof pageContext>;

/** SPEC §3 special deal names, including the further labelled kinds. */
export const specialDealName = z.enum([
  'ExpiringSpecialDeal',
  'ExpiringSpecialDealUntil',
  'CrossedOutPrice',
  'MandatoryCustomReferer',
  'SpecialDealBanner',
  'Collapsed',
  'Hidden',
  'CustomTariffCardColor',
  'HighlightedPrice',
  'HighlightedData',
  'LoyaltyPlan',
  'UpgradePlan',
  'HighlightedSpeed',
  'PromotionSmartphone',
  'PromotionNetworkDevice',
  'HalloweenDeal',
  'UVPPrice',
  'NewProduct',
  'ZeroCostFinancing',
  'PromotionDataTariff',
  'PromotionMobileTariff',
  'OverviewProductBanner',
]);
export type SpecialDealName = z.infer<typeof specialDealName>;

/**
 * SPEC §3 Special deal: name, pages, specialDealText. The text carries the kind's value:
 * CrossedOutPrice → the former amount ("24.90"), CustomTariffCardColor → a hex colour,
 * ExpiringSpecialDeal → a label; validUntil is the end of the deal's window (countdowns).
 */
export const specialDeal = z.object({
  name: specialDealName,
  pages: z.array(pageContext),
  specialDealText: z.string().optional(),
  validUntil: z.iso.datetime({ offset: true }).optional(),
});
export type SpecialDeal = z.infer<typeof specialDeal>;

export const legalDocument = z.object({
  name: z.string(),
  url: z.string(),
});
export type LegalDocument = z.infer<typeof legalDocument>;

/** Error body of every failing content-API answer. */
export const apiError = z.object({
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof apiError>;

/** previewdate query parameter: an ISO calendar date. */
export const previewDate = z.iso.date();
