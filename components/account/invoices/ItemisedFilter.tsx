import { getTranslations } from 'next-intl/server';
import { Field } from '@/components/form/Field';
import { ITEMISED_EVENTS, type ItemisedRequest } from '@/lib/account/itemised-request';
import './invoices.css';

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The month and event types of the itemised bill as a GET form: it reloads the page with
 * ?year=&month=&events=…, so it works without JavaScript and the choice is a link to keep.
 */
export async function ItemisedFilter({
  action,
  locale,
  years,
  value,
}: {
  action: string;
  locale: string;
  years: number[];
  value: ItemisedRequest;
}) {
  const t = await getTranslations('accountInvoices.itemised');
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return (
    <form method="get" action={action} className="form itemised-filter" aria-label={t('filter')}>
      <Field id="itemised-year" label={t('year')}>
        {(control) => (
          <select {...control} name="year" defaultValue={value.year}>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="itemised-month" label={t('month')}>
        {(control) => (
          <select {...control} name="month" defaultValue={value.month}>
            {MONTHS.map((month) => (
              <option key={month} value={month}>
                {monthName.format(Date.UTC(2000, month - 1, 15))}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="choice-group" aria-describedby="itemised-events-hint">
        <legend>{t('events')}</legend>
        <p id="itemised-events-hint" className="field__hint">
          {t('eventsHint')}
        </p>
        {ITEMISED_EVENTS.map((event) => (
          <label key={event} className="choice">
            <input type="checkbox" name="events" value={event} defaultChecked={value.events.includes(event)} />
            {t('event', { event })}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button button--primary">
        {t('show')}
      </button>
    </form>
  );
}
