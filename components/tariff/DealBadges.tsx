import { getTranslations } from 'next-intl/server';
import { BadgeList } from '@/components/catalogue/BadgeList';
import { dealLabels } from '@/components/catalogue/deal-labels';
import type { TariffView } from '@/lib/catalogue/tariff-view';
import '@/components/catalogue/cards.css';

/** Small labels for a tariff's kind and deals (highlights, new, promotion, seasonal, partner …). */
export async function DealBadges({ view }: { view: TariffView }) {
  const t = await getTranslations('tariff');
  const d = await getTranslations('deals');
  const labels: string[] = [];
  if (view.kinds.social) labels.push(t('socialTariff'));
  if (view.kinds.valueCard) labels.push(t('valueCard'));
  if (view.kinds.data) labels.push(t('dataTariff'));
  if (view.kinds.business) labels.push(t('business'));
  return <BadgeList labels={[...labels, ...dealLabels(view.deals, d)]} />;
}
