import { getTranslations } from 'next-intl/server';
import { filterFormLabels, PriceRange, RadioGroup, SortSelect } from '@/components/catalogue/FilterFields';
import { GetFilterForm } from '@/components/catalogue/GetFilterForm';
import type { DeviceFilters } from '@/lib/catalogue/device-filters';

/** The device lists' filters (SPEC §2): OS and SIM type where the kind has them, payment option, price, sort. */
export async function DeviceFilterForm({
  action,
  filters,
  clearHref,
  facets,
}: {
  action: string;
  filters: DeviceFilters;
  clearHref: string;
  facets: { os: boolean; sim: boolean };
}) {
  const t = await getTranslations('overview');
  const d = await getTranslations('devices');
  const tariff = await getTranslations('tariff');
  return (
    <GetFilterForm action={action} clearHref={clearHref} labels={await filterFormLabels()}>
      {facets.os && (
        <RadioGroup
          name="os"
          legend={t('operatingSystem')}
          value={filters.os}
          choices={(['IOS', 'ANDROID'] as const).map((os) => ({ value: os, label: t('os', { os }) }))}
        />
      )}
      {facets.sim && (
        <RadioGroup
          name="sim"
          legend={t('simType')}
          value={filters.sim}
          choices={(['SIM', 'ESIM'] as const).map((type) => ({ value: type, label: tariff('simType', { type }) }))}
        />
      )}
      <RadioGroup
        name="payment"
        legend={t('paymentOption')}
        value={filters.payment}
        choices={(['ONE_OFF', 'INSTALMENTS'] as const).map((payment) => ({ value: payment, label: d('paymentChoice', { payment }) }))}
      />
      <PriceRange legend={d('priceRange', { payment: filters.payment ?? 'ONE_OFF' })} min={filters.min} max={filters.max} />
      <SortSelect sort={filters.sort} />
    </GetFilterForm>
  );
}
