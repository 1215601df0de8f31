import { getTranslations } from 'next-intl/server';
import { weekdaySpan } from '@/lib/platform/i18n/weekdays';
import type { ServiceHours as Hours } from '@/lib/platform/content-api/schemas';

/** Opening of the service line, one line per slot ("Mon–Fri: 08:00–20:00"). */
export async function ServiceHours({ hours }: { hours: Hours }) {
  const t = await getTranslations('footer');
  const day = await getTranslations('weekdays');
  if (hours.length === 0) return null;
  return (
    <>
      <h3 className="footer-subheading">{t('serviceHours')}</h3>
      <ul className="link-list">
        {hours.map((slot) => {
          const span = weekdaySpan(slot.days);
          const days =
            span.kind === 'range' ? day('range', { from: day(span.from), to: day(span.to) }) : span.days.map((d) => day(d)).join(', ');
          return <li key={`${slot.days.join()}-${slot.start}`}>{t('serviceHoursSlot', { days, start: slot.start, end: slot.end })}</li>;
        })}
      </ul>
    </>
  );
}
