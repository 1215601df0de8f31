import type { Balance } from '@storefront/wire';

/** A domestic balance and the roaming balance of the same group type, where there is one. */
export type BalancePair = { domestic?: Balance; roaming?: Balance };

/**
 * SPEC §3 Balance: roaming balances pair with the domestic balance of the same group type (minutes
 * with minutes, data with data), in the order of the domestic balances; a roaming balance without a
 * domestic one of its type stands alone at the end.
 */
export function pairBalances(domestic: readonly Balance[], roaming: readonly Balance[]): BalancePair[] {
  const pairs: BalancePair[] = domestic.map((balance) => ({
    domestic: balance,
    roaming: roaming.find((r) => r.balanceGroupType === balance.balanceGroupType),
  }));
  const alone = roaming.filter((r) => !domestic.some((d) => d.balanceGroupType === r.balanceGroupType));
  return [...pairs, ...alone.map((balance) => ({ roaming: balance }))];
}
