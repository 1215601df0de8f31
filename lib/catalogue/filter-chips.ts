/**
 * The chosen filters of an overview or device list, each with the filter set that remains without it:
 * the chips above the results link to that set's page, so removing one keeps the others (and the sort),
 * with or without JavaScript. The category and the sort are no filters: they have no chip and do not
 * count. In the order of the filter form.
 */
export const CHIP_KEYS = ['os', 'sim', 'account', 'payment', 'commitment', 'min', 'max'] as const;
export type ChipKey = (typeof CHIP_KEYS)[number];

type ChipFilters = Partial<Record<ChipKey, string | number>>;

export type ActiveFilter<F extends ChipFilters> = { key: ChipKey; value: string | number; rest: F };

export function activeFilters<F extends ChipFilters>(filters: F): ActiveFilter<F>[] {
  return CHIP_KEYS.flatMap((key) => {
    const value = filters[key];
    return value === undefined ? [] : [{ key, value, rest: { ...filters, [key]: undefined } }];
  });
}
