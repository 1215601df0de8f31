import { grossOf } from '@/lib/domain/price';
import { isHiddenTariff } from '@/lib/domain/special-deals';
import type { Tariff } from '@/lib/model/tariffs';
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
 * The overview's tariffs: visible ones matching the filters, priced and sorted; hidden tariffs
 * come separately so the browser can reveal those this visitor has already been shown.
 */
export function filterTariffs(tariffs: Tariff[], filters: Filters): { visible: Tariff[]; hidden: Tariff[] } {
  const matching = byPrice(
    tariffs.filter((t) => matchesTariffFilters(t, filters)),
    (t) => grossOf(t.money),
    filters,
  );
  return { visible: matching.filter((t) => !isHiddenTariff(t)), hidden: matching.filter(isHiddenTariff) };
}
