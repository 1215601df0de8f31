import { getLocale, getTranslations } from 'next-intl/server';
import type { DeviceFilters } from '@/lib/catalogue/device-filters';
import { activeFilters, type ChipKey } from '@/lib/catalogue/filter-chips';
import type { Filters } from '@/lib/catalogue/filters';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { FilterChip } from './FilterChips';

/** The words of one chosen filter, as its choice in the filter form reads ("eSIM", "Price up to € 30.00"). */
async function labeller(currency: string, paymentLabel: (value: string) => string) {
  const t = await getTranslations('overview');
  const tariff = await getTranslations('tariff');
  const locale = await getLocale();
  const money = (value: string | number) => formatMoney(Number(value), currency, locale);
  return ({ key, value }: { key: ChipKey; value: string | number }): string => {
    switch (key) {
      case 'sim':
        return tariff('simType', { type: String(value) });
      case 'account':
        return tariff('customerType', { type: String(value) });
      case 'payment':
        return paymentLabel(String(value));
      case 'commitment':
        return t('commitmentOption', { months: Number(value) });
      case 'os':
        return t('os', { os: String(value) });
      case 'min':
        return t('priceFrom', { price: money(value) });
      case 'max':
        return t('priceUpTo', { price: money(value) });
    }
  };
}

/** The tariff overview's chips; `hrefOf` is the overview's address for a set of filters. */
export async function tariffFilterChips(filters: Filters, currency: string, hrefOf: (filters: Filters) => string): Promise<FilterChip[]> {
  const tariff = await getTranslations('tariff');
  const label = await labeller(currency, (type) => tariff('paymentType', { type }));
  return activeFilters(filters).map((active) => ({ key: active.key, label: label(active), href: hrefOf(active.rest) }));
}

/** A device list's chips; `hrefOf` is the list's address for a set of filters. */
export async function deviceFilterChips(
  filters: DeviceFilters,
  currency: string,
  hrefOf: (filters: DeviceFilters) => string,
): Promise<FilterChip[]> {
  const devices = await getTranslations('devices');
  const label = await labeller(currency, (payment) => devices('paymentChoice', { payment }));
  return activeFilters(filters).map((active) => ({ key: active.key, label: label(active), href: hrefOf(active.rest) }));
}
