import type { PageContext, SpecialDeal, SpecialDealName, Tariff } from '@storefront/wire';
import { parsePartnerCode } from './partner-referer';

/** The list pages a promotion deal is announced on as a banner (ADR 50). */
export type PromotionList = 'smartphones' | 'networkDevices' | 'dataTariffs' | 'mobileTariffs';

const PROMOTION_LISTS = {
  PromotionSmartphone: 'smartphones',
  PromotionNetworkDevice: 'networkDevices',
  PromotionDataTariff: 'dataTariffs',
  PromotionMobileTariff: 'mobileTariffs',
} as const satisfies Partial<Record<SpecialDealName, PromotionList>>;

/**
 * SPEC §3 special deals, typed: the wire's text is parsed into the value each kind needs. Every one of
 * the 22 names has its own treatment (ADR 50); none falls back to a generic label.
 */
export type ShopDeal =
  | { kind: 'crossedOutPrice'; formerAmount: number }
  | { kind: 'recommendedPrice'; amount: number }
  | { kind: 'cardColor'; color: string }
  | { kind: 'expiring'; label?: string; validUntil: Date }
  | { kind: 'banner'; text: string }
  | { kind: 'highlightedPrice'; label?: string }
  | { kind: 'highlightedData'; label?: string }
  | { kind: 'highlightedSpeed'; label?: string }
  | { kind: 'hidden' }
  | { kind: 'collapsed' }
  /** MandatoryCustomReferer: orderable only through the partner's link carrying this code. */
  | { kind: 'partnerOnly'; partner: string }
  /** LoyaltyPlan / UpgradePlan: offered to customers in their tariff change only. */
  | { kind: 'customerPlan'; plan: 'loyalty' | 'upgrade'; label?: string }
  | { kind: 'promotion'; list: PromotionList; label?: string }
  | { kind: 'newProduct'; label?: string }
  /** HalloweenDeal: a seasonal deal, with the end of its window when the deal has one. */
  | { kind: 'seasonal'; label?: string; validUntil?: Date }
  /** ZeroCostFinancing: the device's monthly amount (gross / 24) at 0 % interest. */
  | { kind: 'zeroCostFinancing'; label?: string };

/** SPEC §2: a deal shows on the page contexts it lists. */
export function dealsFor(deals: SpecialDeal[], context: PageContext): SpecialDeal[] {
  return deals.filter((deal) => deal.pages.includes(context));
}

/** A positive amount from the deal's text ("24.90" or "24,9"). */
function amountOf(text: string | undefined): number | undefined {
  const value = Number(text?.replace(',', '.'));
  return text && Number.isFinite(value) && value > 0 ? value : undefined;
}

function toShopDeal(deal: SpecialDeal): ShopDeal | null {
  const text = deal.specialDealText?.trim() || undefined;
  const validUntil = deal.validUntil ? new Date(deal.validUntil) : undefined;
  switch (deal.name) {
    case 'CrossedOutPrice': {
      const former = amountOf(text);
      return former ? { kind: 'crossedOutPrice', formerAmount: former } : null;
    }
    case 'UVPPrice': {
      // The manufacturer's recommended retail price ("1209.00"), shown above a device's price.
      const amount = amountOf(text);
      return amount ? { kind: 'recommendedPrice', amount } : null;
    }
    case 'CustomTariffCardColor':
      return text && /^#[0-9a-fA-F]{6}$/.test(text) ? { kind: 'cardColor', color: text } : null;
    case 'ExpiringSpecialDeal':
    case 'ExpiringSpecialDealUntil':
      return validUntil ? { kind: 'expiring', label: text, validUntil } : null;
    case 'SpecialDealBanner':
    case 'OverviewProductBanner':
      return text ? { kind: 'banner', text } : null;
    case 'HighlightedPrice':
      return { kind: 'highlightedPrice', label: text };
    case 'HighlightedData':
      return { kind: 'highlightedData', label: text };
    case 'HighlightedSpeed':
      return { kind: 'highlightedSpeed', label: text };
    case 'Hidden':
      return { kind: 'hidden' };
    case 'Collapsed':
      return { kind: 'collapsed' };
    case 'MandatoryCustomReferer': {
      const partner = parsePartnerCode(text);
      return partner ? { kind: 'partnerOnly', partner } : null;
    }
    case 'LoyaltyPlan':
      return { kind: 'customerPlan', plan: 'loyalty', label: text };
    case 'UpgradePlan':
      return { kind: 'customerPlan', plan: 'upgrade', label: text };
    case 'PromotionSmartphone':
    case 'PromotionNetworkDevice':
    case 'PromotionDataTariff':
    case 'PromotionMobileTariff':
      return { kind: 'promotion', list: PROMOTION_LISTS[deal.name], label: text };
    case 'NewProduct':
      return { kind: 'newProduct', label: text };
    case 'HalloweenDeal':
      return { kind: 'seasonal', label: text, validUntil };
    case 'ZeroCostFinancing':
      return { kind: 'zeroCostFinancing', label: text };
  }
}

/** Wire deals → shop deals; a deal whose value cannot be read is dropped, never shown wrong. */
export function toShopDeals(deals: SpecialDeal[]): ShopDeal[] {
  return deals.flatMap((deal) => toShopDeal(deal) ?? []);
}

/** A tariff with the Hidden deal is not listed (SPEC §3), whatever page it is read for. */
export function isHiddenTariff(tariff: Pick<Tariff, 'specialDeals'>): boolean {
  return tariff.specialDeals.some((deal) => deal.name === 'Hidden');
}

/**
 * A loyalty or upgrade plan is for customers: offered in the customer area's tariff change only, never
 * in the public catalogue, whatever page contexts its deal names (ADR 50).
 */
export function isCustomerPlan(tariff: Pick<Tariff, 'specialDeals'>): boolean {
  return customerPlanOf(tariff.specialDeals) !== undefined;
}

/** The loyalty or upgrade plan a tariff is, read from its deals on any page context. */
export function customerPlanOf(deals: SpecialDeal[]): Extract<ShopDeal, { kind: 'customerPlan' }> | undefined {
  return toShopDeals(deals).find((d): d is Extract<ShopDeal, { kind: 'customerPlan' }> => d.kind === 'customerPlan');
}

/** One product a list page announces: its promotion's text (or none: the page's own words) and the product. */
export type Promotion<T> = { label?: string; item: T };

/**
 * SPEC §3 promotions of a list page: each product with a promotion deal for that list, on the OVERVIEW
 * page context, in catalogue order.
 */
export function promotionsFor<T>(items: readonly T[], dealsOf: (item: T) => SpecialDeal[], list: PromotionList): Promotion<T>[] {
  return items.flatMap((item) => {
    const promotion = toShopDeals(dealsFor(dealsOf(item), 'OVERVIEW')).find((d) => d.kind === 'promotion' && d.list === list);
    return promotion?.kind === 'promotion' ? [{ label: promotion.label, item }] : [];
  });
}
