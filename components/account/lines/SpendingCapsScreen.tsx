'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { EuRoamingDataWarning } from '@/lib/domain/eu-roaming-warning';
import type { SpendingCaps } from '@/lib/platform/content-api/schemas';
import { EuRoamingStatus } from './EuRoamingStatus';
import { lineKeys, readSpendingCaps } from './line-queries';
import { ServicesForm } from './ServicesForm';
import { SpendingCapsForm } from './SpendingCapsForm';

/**
 * The spending-caps screen's island: caps and services as the cache has them (the page's server read
 * first), after the EU roaming data status with its 80 % warning (from the page's usage read).
 */
export function SpendingCapsScreen({
  productKey,
  initial,
  roamingWarning,
}: {
  productKey: string;
  initial: SpendingCaps;
  roamingWarning?: EuRoamingDataWarning;
}) {
  const t = useTranslations('accountLines');
  const { data: caps } = useQuery({
    queryKey: lineKeys.spendingCaps(productKey),
    queryFn: () => readSpendingCaps(productKey),
    initialData: initial,
  });
  return (
    <>
      <EuRoamingStatus caps={caps} warning={roamingWarning} />
      <section aria-labelledby="caps-heading">
        <h2 id="caps-heading">{t('caps.heading')}</h2>
        <p>{t('caps.intro')}</p>
        {caps.groups.length === 0 ? <p>{t('caps.none')}</p> : <SpendingCapsForm productKey={productKey} caps={caps} />}
      </section>
      {caps.services.length > 0 && (
        <section aria-labelledby="services-heading">
          <h2 id="services-heading">{t('services.heading')}</h2>
          <ServicesForm productKey={productKey} caps={caps} />
        </section>
      )}
    </>
  );
}
