import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/platform/markets/markets';
import type { Shop } from '@/lib/platform/content-api/schemas';
import { HoursTable } from './HoursTable';

/** A shop's regular opening hours, Monday to Sunday. */
export async function WeekTable({ shop, locale }: { shop: Shop; locale: Locale }) {
  const t = await getTranslations('shops');
  return <HoursTable caption={t('weekCaption', { name: shop.name })} hours={shop.openingHours} locale={locale} closed={t('closed')} />;
}
