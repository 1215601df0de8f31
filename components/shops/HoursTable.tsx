import { formatSlots, weeklySchedule } from '@/lib/domain/opening-hours';
import { weekdayName } from '@/lib/platform/i18n/weekdays';
import type { Locale } from '@/lib/platform/markets/markets';
import type { OpeningSlot } from '@/lib/platform/content-api/schemas';
import '@/components/company/company.css';

type Props = { caption: string; hours: OpeningSlot[]; locale: Locale; closed: string; className?: string };

/** Regular opening hours, Monday to Sunday, slots as H:MM-H:MM (SPEC §9): a shop's, a pickup point's. */
export function HoursTable({ caption, hours, locale, closed, className }: Props) {
  return (
    <table className={className ? `hours-table ${className}` : 'hours-table'}>
      <caption>{caption}</caption>
      <tbody>
        {weeklySchedule(hours).map(({ weekday, slots }) => (
          <tr key={weekday}>
            <th scope="row">{weekdayName(weekday, locale)}</th>
            <td>{slots.length > 0 ? formatSlots(slots) : closed}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
