import type { DeviceKind } from '@/lib/catalogue/device-kinds';
import { financingPrice } from '@/lib/domain/price';
import type { Query } from '@/lib/platform/page-views/views';
import { byPrice, one, pick, rangeAndSort, type Sort } from './filters';
import { sortedModels, type ShopDeviceGroup, type ShopDeviceModel } from './devices';

/**
 * Filters of the device lists (SPEC §2): operating system and SIM type for smartphones, payment
 * option (pay once, or in 24 monthly instalments, which also makes the price range monthly), price
 * range and sort. From the URL query; invalid values are ignored.
 */
export type DeviceFilters = {
  os?: 'IOS' | 'ANDROID';
  sim?: 'SIM' | 'ESIM';
  payment?: 'ONE_OFF' | 'INSTALMENTS';
  min?: number;
  max?: number;
  sort: Sort;
};

/** Which filters a device kind offers: operating system and SIM type only mean something for phones. */
export function deviceFacets(kind: DeviceKind): { os: boolean; sim: boolean } {
  return { os: kind === 'smartphone', sim: kind === 'smartphone' };
}

export function parseDeviceFilters(query: Query, kind: DeviceKind): DeviceFilters {
  const facets = deviceFacets(kind);
  const filters: DeviceFilters = {
    os: facets.os ? pick(one(query, 'os'), ['IOS', 'ANDROID'] as const) : undefined,
    sim: facets.sim ? pick(one(query, 'sim'), ['SIM', 'ESIM'] as const) : undefined,
    payment: pick(one(query, 'payment'), ['ONE_OFF', 'INSTALMENTS'] as const),
    ...rangeAndSort(query),
  };
  return filters;
}

/** The query string of a filter set, without defaults, in one order (the list's cached view, ADR 24). */
export function deviceFiltersToQuery(filters: DeviceFilters): string {
  const params = new URLSearchParams();
  for (const key of ['os', 'sim', 'payment'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.min !== undefined) params.set('min', String(filters.min));
  if (filters.max !== undefined) params.set('max', String(filters.max));
  if (filters.sort !== 'recommended') params.set('sort', filters.sort);
  return params.toString();
}

export function hasActiveDeviceFilters(filters: DeviceFilters): boolean {
  return [filters.os, filters.sim, filters.payment, filters.min, filters.max].some((v) => v !== undefined);
}

/** The price a device is compared and shown with: one-off, or the monthly instalment (gross / 24). */
export function comparablePrice(model: ShopDeviceModel, filters: Pick<DeviceFilters, 'payment'>): number {
  return filters.payment === 'INSTALMENTS' ? financingPrice(model.price.amount).monthly : model.price.amount;
}

function matches(model: ShopDeviceModel, filters: DeviceFilters): boolean {
  const price = comparablePrice(model, filters);
  if (filters.min !== undefined && price < filters.min) return false;
  if (filters.max !== undefined && price > filters.max) return false;
  if (filters.os && model.operatingSystem !== filters.os) return false;
  if (filters.sim === 'SIM' && model.numPhysicalSimSlots === 0) return false;
  if (filters.sim === 'ESIM' && model.numESimSlots === 0) return false;
  return true;
}

export type GroupResult = { group: ShopDeviceGroup; models: ShopDeviceModel[]; from: number };

/**
 * The groups with at least one variant matching the filters (price range included), each with those
 * variants and their lowest comparable price, which the sort orders by.
 */
export function filterDeviceGroups(groups: ShopDeviceGroup[], filters: DeviceFilters): GroupResult[] {
  const results = groups.flatMap((group): GroupResult[] => {
    const models = sortedModels(group).filter((m) => matches(m, filters));
    if (models.length === 0) return [];
    return [{ group, models, from: Math.min(...models.map((m) => comparablePrice(m, filters))) }];
  });
  return byPrice(results, (r) => r.from, filters);
}
