import { getTranslations } from 'next-intl/server';
import { BadgeList } from '@/components/catalogue/BadgeList';
import type { ShopDeal } from '@/lib/domain/special-deals';
import '@/components/catalogue/cards.css';

/** A device's deal labels (online offer, new, 0 % financing …) for one page context. */
export async function DeviceBadges({ deals }: { deals: ShopDeal[] }) {
  const d = await getTranslations('deals');
  const labels = deals.flatMap((deal) => {
    if (deal.kind === 'badge') return [deal.label ?? d('badge', { name: deal.name })];
    if (deal.kind === 'highlightedPrice') return [deal.label ?? d('highlightedPrice')];
    return [];
  });
  return <BadgeList labels={labels} />;
}
