import { getTranslations } from 'next-intl/server';
import { formatSlots, weeklySchedule } from '@/lib/domain/opening-hours';
import { weekdayName } from '@/lib/i18n/weekdays';
import type { Locale } from '@/lib/markets/markets';
import type { Shop } from '@/lib/model/shops';

/** The regular opening hours, Monday to Sunday, slots as H:MM-H:MM (SPEC §9). */
export async function WeekTable({ shop, locale }: { shop: Shop; locale: Locale }) {
  const t = await getTranslations('shops');
  return (
    <table className="hours-table">
      <caption>{t('weekCaption', { name: shop.name })}</caption>
      <tbody>
        {weeklySchedule(shop.openingHours).map(({ weekday, slots }) => (
          <tr key={weekday}>
            <th scope="row">{weekdayName(weekday, locale)}</th>
            <td>{slots.length > 0 ? formatSlots(slots) : t('closed')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
