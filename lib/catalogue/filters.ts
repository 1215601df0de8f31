import type { Query } from '@/lib/platform/page-views/views';

/**
 * Overview filters from the URL query (SPEC §2), so a filtered view is server-rendered and
 * shareable. Values that are not valid are ignored, never an error.
 */
export const CATEGORIES = ['tariffs', 'tv', 'router', 'internet', 'smartphones', 'other'] as const;
export type Category = (typeof CATEGORIES)[number];

export const SORTS = ['recommended', 'price-asc', 'price-desc'] as const;
export type Sort = (typeof SORTS)[number];

export type Filters = {
  category: Category;
  sim?: 'SIM' | 'ESIM';
  account?: 'PRIVATE' | 'BUSINESS';
  payment?: 'POST_PAY' | 'PRE_PAY';
  /** Longest minimum term the visitor accepts: 12 or 24 months. */
  commitment?: 12 | 24;
  os?: 'IOS' | 'ANDROID';
  min?: number;
  max?: number;
  sort: Sort;
};

export function one(query: Query, key: string): string | undefined {
  const value = query[key];
  return Array.isArray(value) ? value[0] : value;
}

export function pick<T extends string>(value: string | undefined, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a.toLowerCase() === value?.toLowerCase());
}

function amount(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,5}([.,]\d{1,2})?$/.test(value.trim())) return undefined;
  return Number(value.trim().replace(',', '.'));
}

export function parseFilters(query: Query): Filters {
  const commitment = one(query, 'commitment');
  const filters: Filters = {
    category: pick(one(query, 'category'), CATEGORIES) ?? 'tariffs',
    sim: pick(one(query, 'sim'), ['SIM', 'ESIM'] as const),
    account: pick(one(query, 'account'), ['PRIVATE', 'BUSINESS'] as const),
    payment: pick(one(query, 'payment'), ['POST_PAY', 'PRE_PAY'] as const),
    commitment: commitment === '12' ? 12 : commitment === '24' ? 24 : undefined,
    os: pick(one(query, 'os'), ['IOS', 'ANDROID'] as const),
    ...rangeAndSort(query),
  };
  return filters;
}

/** A list's price range (a range typed backwards is turned round) and its sort, from the query. */
export function rangeAndSort(query: Query): Pick<Filters, 'min' | 'max' | 'sort'> {
  const min = amount(one(query, 'min'));
  const max = amount(one(query, 'max'));
  const range = min !== undefined && max !== undefined && min > max ? { min: max, max: min } : { min, max };
  return { ...range, sort: pick(one(query, 'sort'), SORTS) ?? 'recommended' };
}

/** The query string of a filter set, without defaults, so URLs stay short and canonical. */
export function filtersToQuery(filters: Filters): string {
  const params = new URLSearchParams();
  if (filters.category !== 'tariffs') params.set('category', filters.category);
  for (const key of ['sim', 'account', 'payment', 'os'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.commitment) params.set('commitment', String(filters.commitment));
  if (filters.min !== undefined) params.set('min', String(filters.min));
  if (filters.max !== undefined) params.set('max', String(filters.max));
  if (filters.sort !== 'recommended') params.set('sort', filters.sort);
  return params.toString();
}

export function hasActiveFilters(filters: Filters): boolean {
  return filtersToQuery({ ...filters, category: 'tariffs', sort: 'recommended' }) !== '';
}

/** Keeps the items within the price range, then sorts by price if asked (stable for "recommended"). */
export function byPrice<T>(items: T[], priceOf: (item: T) => number, filters: Pick<Filters, 'min' | 'max' | 'sort'>): T[] {
  const inRange = items.filter((item) => {
    const price = priceOf(item);
    return (filters.min === undefined || price >= filters.min) && (filters.max === undefined || price <= filters.max);
  });
  if (filters.sort === 'recommended') return inRange;
  const direction = filters.sort === 'price-asc' ? 1 : -1;
  return [...inRange].sort((a, b) => direction * (priceOf(a) - priceOf(b)));
}
