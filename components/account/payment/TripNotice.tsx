import { useTranslations } from 'next-intl';
import { TripRefused } from '@/components/provider-trip/TripRefused';
import type { PagePurpose } from '@/lib/platform/contracts/payment-trip';
import type { TripReturn } from '@/lib/platform/provider-trip/outcome';

/**
 * How a payment trip that started on this page ended (ADR 20, ?trip=…&reason=…): the card saved or
 * the amount paid, still being confirmed, or why not; a refused return (ADR 43) says so. A failure is
 * an alert, the rest a status.
 */
export function TripNotice({ purpose, outcome }: { purpose: PagePurpose; outcome: TripReturn }) {
  const t = useTranslations('accountPayment.trip');
  if (outcome.trip === 'refused') return <TripRefused reason={outcome.reason} />;
  const failed = outcome.trip === 'failed';
  return (
    <div role={failed ? 'alert' : 'status'} className={failed ? 'notice notice--error payment-trip' : 'notice payment-trip'}>
      <p>{t(outcome.trip, { purpose: purpose === 'card-change' ? 'card' : 'open' })}</p>
      {failed && <p>{t('reason', { reason: outcome.reason ?? 'other' })}</p>}
    </div>
  );
}
