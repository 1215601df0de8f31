import { useTranslations } from 'next-intl';
import type { TripRefusal } from '@/lib/platform/provider-trip/trip';

/**
 * A return from a provider's page that was refused (ADR 43, ?trip=refused&reason=…): it belonged to
 * no trip of this browser, its trip had expired, or it named another attempt. Nothing was changed.
 */
export function TripRefused({ reason }: { reason: TripRefusal }) {
  const t = useTranslations('providerTrip');
  return (
    <p className="notice notice--error" role="alert">
      {t('refused', { reason })}
    </p>
  );
}
