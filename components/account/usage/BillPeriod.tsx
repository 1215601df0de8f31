import { useTranslations } from 'next-intl';
import { calendarDay, daysInMonth } from '@/lib/domain/calendar-day';
import { billPeriodPosition } from '@/lib/domain/usage-level';
import { dayText } from '@/lib/platform/i18n/day-text';
import type { Usage } from '@/lib/platform/content-api/schemas';
import './usage.css';

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The bill period with the days left, and in a first month that started after the 1st why the
 * limits are smaller (SPEC §9: included units pro rata, lib/domain/aliquot.ts).
 */
export function BillPeriod({ usage, locale, today }: { usage: Usage; locale: string; today: string }) {
  const t = useTranslations('accountUsage');
  const { billPeriodStart: start, billPeriodEnd: end } = usage;
  const { daysLeft } = billPeriodPosition(start, end, today);
  const first = calendarDay(start);
  const monthDays = daysInMonth(first.year, first.month);
  return (
    <section aria-labelledby="usage-period" className="usage-section">
      <h2 id="usage-period">{t('periodHeading')}</h2>
      <p>
        {t('period', { from: dayText(start, locale), to: dayText(end, locale) })} · {t('daysLeft', { count: daysLeft })}
      </p>
      {usage.hasAliquotBalances ? (
        <p className="notice">
          {t('aliquot', {
            start: dayText(start, locale),
            end: dayText(end, locale),
            next: dayText(nextDay(end), locale),
            days: monthDays - first.day + 1,
            monthDays,
          })}
        </p>
      ) : (
        usage.isInActivationMonth && <p>{t('firstPeriod')}</p>
      )}
    </section>
  );
}
