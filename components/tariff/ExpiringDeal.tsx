import { getFormatter, getNow, getTranslations } from 'next-intl/server';
import { daysLeft } from '@/lib/domain/days-left';
import { DaysLeft } from './DaysLeft';
import './tariff.css';

/** The end date of an expiring deal and how many days are left, which the browser keeps current. */
export async function ExpiringDeal({ validUntil, label }: { validUntil: Date; label?: string }) {
  const t = await getTranslations('deals');
  const format = await getFormatter();
  const days = daysLeft(validUntil, (await getNow()).getTime());
  return (
    <p className="expiring-deal">
      {label && <strong>{label} </strong>}
      <span>{t('endsOn', { date: format.dateTime(validUntil, { dateStyle: 'long' }) })}</span>{' '}
      <DaysLeft until={validUntil.toISOString()} days={days}>
        {t('endsIn', { days })}
      </DaysLeft>
    </p>
  );
}
