import { grossOf } from '@/lib/domain/price';
import { tariffsShownTo } from '@/lib/domain/hidden-tariffs';
import type { Tariff } from '@/lib/platform/content-api/schemas';
import { byPrice, type Filters } from './filters';

/** Whether a tariff passes the SIM type, customer type, payment and commitment filters. */
export function matchesTariffFilters(tariff: Tariff, filters: Filters): boolean {
  if (filters.sim && !tariff.simTypes.includes(filters.sim)) return false;
  if (filters.account && tariff.customerType !== filters.account) return false;
  if (filters.payment && tariff.paymentType !== filters.payment) return false;
  if (filters.commitment !== undefined && tariff.commitmentMonths > filters.commitment) return false;
  return true;
}

/**
 * The overview's tariffs for one visitor: the public ones and the hidden ones in their list (`shown`,
 * the session cookie of ADR 16), matching the filters, priced and sorted. No other hidden tariff is
 * returned, so none reaches the page's HTML and the count is what is shown.
 */
export function filterTariffs(tariffs: Tariff[], filters: Filters, shown: readonly string[]): Tariff[] {
  return byPrice(
    tariffsShownTo(tariffs, shown).filter((t) => matchesTariffFilters(t, filters)),
    (t) => grossOf(t.money),
    filters,
  );
}
