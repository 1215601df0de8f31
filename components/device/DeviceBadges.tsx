import { getTranslations } from 'next-intl/server';
import { BadgeList } from '@/components/catalogue/BadgeList';
import { dealLabels } from '@/components/catalogue/deal-labels';
import type { ShopDeal } from '@/lib/domain/special-deals';
import '@/components/catalogue/cards.css';

/** A device's deal labels (best price, more data, new, promotion, 0 % financing …) for one page context. */
export async function DeviceBadges({ deals }: { deals: ShopDeal[] }) {
  const d = await getTranslations('deals');
  const highlighted = deals.flatMap((deal) => (deal.kind === 'highlightedPrice' ? [deal.label ?? d('highlightedPrice')] : []));
  return <BadgeList labels={[...highlighted, ...dealLabels(deals, d)]} />;
}
