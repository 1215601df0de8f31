import { getTranslations } from 'next-intl/server';
import { formatSlots, weekRuns } from '@/lib/domain/opening-hours';
import type { Shop } from '@/lib/platform/content-api/schemas';
import '@/components/company/company.css';

/** The regular week in short ("Mon–Fri: 9:00-18:00"), for the list of locations. */
export async function WeekSummary({ hours }: { hours: Shop['openingHours'] }) {
  const t = await getTranslations('shops');
  const day = await getTranslations('weekdays');
  return (
    <ul className="week-summary">
      {weekRuns(hours).map((run) => {
        const first = run.days[0]!;
        const last = run.days[run.days.length - 1]!;
        const days = run.days.length === 1 ? day(first) : day('range', { from: day(first), to: day(last) });
        const slots = run.slots.length > 0 ? formatSlots(run.slots) : t('closed');
        return <li key={first}>{t('weekRun', { days, slots })}</li>;
      })}
    </ul>
  );
}
