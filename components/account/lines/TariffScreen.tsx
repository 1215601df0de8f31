'use client';

import { useQuery } from '@tanstack/react-query';
import type { CustomerTariff } from '@/lib/platform/content-api/schemas';
import { CurrentTariff } from './CurrentTariff';
import { LineSettingsForm } from './LineSettingsForm';
import { lineKeys, readTariff } from './line-queries';
import { TariffChangeForm } from './TariffChangeForm';

/**
 * The tariff screen's island: the line's tariff as the cache has it (the page's server read first),
 * the tariff change (not for a line being cancelled: it keeps its tariff) and the settings.
 */
export function TariffScreen({ initial }: { initial: CustomerTariff }) {
  const { data: line } = useQuery({
    queryKey: lineKeys.tariff(initial.productKey),
    queryFn: () => readTariff(initial.productKey),
    initialData: initial,
  });
  return (
    <>
      <CurrentTariff line={line} />
      {!line.termination && <TariffChangeForm line={line} />}
      {/* A new tariff may offer other settings: the form starts again from the line's. */}
      <LineSettingsForm key={line.tariff.tariffModelSalesId} line={line} />
    </>
  );
}
