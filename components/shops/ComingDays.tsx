import { getTranslations } from 'next-intl/server';
import type { Closure } from '@/lib/domain/holidays';
import { comingDays, formatSlots } from '@/lib/domain/opening-hours';
import { formatCalendarDay } from '@/lib/platform/i18n/format';
import type { Locale, MarketCode } from '@/lib/platform/markets/markets';
import type { Shop } from '@/lib/platform/content-api/schemas';
import '@/components/company/company.css';

type Props = { shop: Shop; market: MarketCode; locale: Locale; today: string };

/** Opening of the coming 7 days from today: holidays and 24/31 December closed (SPEC §9). */
export async function ComingDays({ shop, market, locale, today }: Props) {
  const t = await getTranslations('shops');
  const closed = (closure: Closure | { kind: 'regular' }) => {
    switch (closure.kind) {
      case 'regular':
        return t('closed');
      case 'holiday':
        return t('closedHoliday', { holiday: t('holiday', { id: closure.holiday }) });
      case 'christmasEve':
        return t('closedChristmasEve');
      case 'newYearsEve':
        return t('closedNewYearsEve');
    }
  };
  return (
    <table className="hours-table hours-table--coming">
      <caption>{t('comingCaption', { name: shop.name })}</caption>
      <tbody>
        {comingDays(shop.openingHours, market, today).map((day) => {
          const date = formatCalendarDay(day.day, locale);
          return (
            <tr key={day.day} className={day.open ? undefined : 'hours-table__closed'}>
              <th scope="row">{day.offset < 2 ? t('relativeDay', { offset: String(day.offset), date }) : date}</th>
              <td>{day.open ? formatSlots(day.slots) : closed(day.closure)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
