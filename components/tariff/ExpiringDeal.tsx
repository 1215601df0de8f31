import { getFormatter, getTranslations } from 'next-intl/server';
import { DaysLeft } from './DaysLeft';

/** The end date of an expiring deal, with a live "ends in N days" once the page runs in a browser. */
export async function ExpiringDeal({ validUntil, label }: { validUntil: Date; label?: string }) {
  const t = await getTranslations('deals');
  const format = await getFormatter();
  return (
    <p className="expiring-deal">
      {label && <strong>{label} </strong>}
      <span>{t('endsOn', { date: format.dateTime(validUntil, { dateStyle: 'long' }) })}</span>{' '}
      <DaysLeft until={validUntil.toISOString()} />
    </p>
  );
}
