import { useTranslations } from 'next-intl';
import { TripRefused } from '@/components/provider-trip/TripRefused';
import type { TripReturn } from '@/lib/provider-trip/outcome';

/**
 * The outcome of a card or EPS top-up, when the browser came back from the provider's pages: credited
 * (with the balance the page has just read), failed with its reason, or waiting for the bank; or a
 * return that was refused (ADR 43).
 */
export function TripOutcome({ trip, balance }: { trip: TripReturn; balance: string }) {
  const t = useTranslations('accountRecharge');
  switch (trip.trip) {
    case 'success':
      return (
        <p className="notice" role="status">
          {t('trip.success', { balance })}
        </p>
      );
    case 'pending':
      return (
        <p className="notice notice--neutral" role="status">
          {t('trip.pending')}
        </p>
      );
    case 'failed':
      return (
        <div className="notice notice--error" role="alert">
          <p>{t('trip.failed')}</p>
          <p>{t('reason', { reason: trip.reason ?? 'other' })}</p>
        </div>
      );
    case 'refused':
      return <TripRefused reason={trip.reason} />;
  }
}
