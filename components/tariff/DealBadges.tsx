import { getTranslations } from 'next-intl/server';
import { BadgeList } from '@/components/catalogue/BadgeList';
import type { TariffView } from '@/lib/catalogue/tariff-view';
import '@/components/catalogue/cards.css';

/** Small labels for a tariff's kind and deals (highlights, loyalty, new …). */
export async function DealBadges({ view }: { view: TariffView }) {
  const t = await getTranslations('tariff');
  const d = await getTranslations('deals');
  const labels: string[] = [];
  if (view.kinds.social) labels.push(t('socialTariff'));
  if (view.kinds.valueCard) labels.push(t('valueCard'));
  if (view.kinds.data) labels.push(t('dataTariff'));
  if (view.kinds.business) labels.push(t('business'));
  for (const deal of view.deals) {
    if (deal.kind === 'highlightedData') labels.push(deal.label ?? d('highlightedData'));
    if (deal.kind === 'highlightedSpeed') labels.push(deal.label ?? d('highlightedSpeed'));
    if (deal.kind === 'badge') labels.push(deal.label ?? d('badge', { name: deal.name }));
  }
  return <BadgeList labels={labels} />;
}
