import type { PageContext, SpecialDeal, SpecialDealName, Tariff } from '@/lib/content-api/schemas';

/** SPEC §3 special deals, typed: the wire's text is parsed into the value each kind needs. */
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
  | { kind: 'badge'; name: SpecialDealName; label?: string };

/** SPEC §2: a deal shows on the page contexts it lists. */
export function dealsFor(deals: SpecialDeal[], context: PageContext): SpecialDeal[] {
  return deals.filter((deal) => deal.pages.includes(context));
}

function toShopDeal(deal: SpecialDeal): ShopDeal | null {
  const text = deal.specialDealText?.trim() || undefined;
  switch (deal.name) {
    case 'CrossedOutPrice': {
      const former = Number(text?.replace(',', '.'));
      return text && Number.isFinite(former) && former > 0 ? { kind: 'crossedOutPrice', formerAmount: former } : null;
    }
    case 'UVPPrice': {
      // The manufacturer's recommended retail price ("1209.00"), shown above a device's price.
      const amount = Number(text?.replace(',', '.'));
      return text && Number.isFinite(amount) && amount > 0 ? { kind: 'recommendedPrice', amount } : null;
    }
    case 'CustomTariffCardColor':
      return text && /^#[0-9a-fA-F]{6}$/.test(text) ? { kind: 'cardColor', color: text } : null;
    case 'ExpiringSpecialDeal':
    case 'ExpiringSpecialDealUntil':
      return deal.validUntil ? { kind: 'expiring', label: text, validUntil: new Date(deal.validUntil) } : null;
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
    default:
      return { kind: 'badge', name: deal.name, label: text };
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
