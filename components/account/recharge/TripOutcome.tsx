import { useTranslations } from 'next-intl';
import { TripRefused } from '@/components/provider-trip/TripRefused';
import type { TripReturn } from '@/lib/platform/provider-trip/outcome';

/**
 * The outcome of a card, EPS or TWINT top-up, when the browser came back from the provider's pages
 * (or TWINT's waiting page): credited (with the balance the page has just read), failed with its
 * reason (`method`: the trip's, from ?method=; TWINT's reasons are the app's), or waiting for the
 * bank; or a return that was refused (ADR 43).
 */
export function TripOutcome({ trip, balance, method }: { trip: TripReturn; balance: string; method?: string }) {
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
          <p>
            {method === 'twint' ? t('twint.reason', { reason: trip.reason ?? 'other' }) : t('reason', { reason: trip.reason ?? 'other' })}
          </p>
        </div>
      );
    case 'refused':
      return <TripRefused reason={trip.reason} />;
  }
}
