import type { useTranslations } from 'next-intl';
import type { ShopDeal } from '@/lib/domain/special-deals';

/** The `deals` messages, as a server page (getTranslations) or an island (useTranslations) has them. */
export type DealTranslator = ReturnType<typeof useTranslations<'deals'>>;

/** A deal's small label (ADR 50): the deal's own text, else the kind's translated name; null for deals shown otherwise. */
function labelOf(deal: ShopDeal, d: DealTranslator): string | null {
  switch (deal.kind) {
    case 'highlightedData':
      return deal.label ?? d('highlightedData');
    case 'highlightedSpeed':
      return deal.label ?? d('highlightedSpeed');
    case 'newProduct':
      return deal.label ?? d('newProduct');
    case 'promotion':
      return deal.label ?? d('promotion', { list: deal.list });
    case 'seasonal': {
      const label = deal.label ?? d('seasonal');
      return deal.validUntil ? d('seasonalUntil', { label, until: deal.validUntil }) : label;
    }
    case 'zeroCostFinancing':
      return deal.label ?? d('zeroCostFinancing');
    case 'partnerOnly':
      return d('partnerOnly', { partner: deal.partner });
    case 'customerPlan':
      return deal.label ?? d('customerPlan', { plan: deal.plan });
    default:
      return null;
  }
}

/** The labels of a product's deals, in the deals' order. */
export function dealLabels(deals: readonly ShopDeal[], d: DealTranslator): string[] {
  return deals.flatMap((deal) => labelOf(deal, d) ?? []);
}
